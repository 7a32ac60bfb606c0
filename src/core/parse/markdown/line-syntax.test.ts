import { describe, expect, it } from 'vitest';
import { bulletContent, fenceLanguage, isFenceClose, readAtxHeading, readFenceOpen } from './line-syntax';

const heading = (line: string) => {
  const h = readAtxHeading(line, 0, line.length);
  return h && { level: h.level, text: line.slice(h.textFrom, h.textTo) };
};

describe('readAtxHeading', () => {
  it('reads levels, trims the text and drops a closing sequence', () => {
    expect(heading('## 3. Entities')).toEqual({ level: 2, text: '3. Entities' });
    expect(heading('   ### Talk ###  ')).toEqual({ level: 3, text: 'Talk' });
    expect(heading('# C# notes')).toEqual({ level: 1, text: 'C# notes' });
    expect(heading('##')).toEqual({ level: 2, text: '' });
  });

  it('rejects what is not a heading', () => {
    expect(heading('#hashtag')).toBeNull();
    expect(heading('    ## indented code')).toBeNull();
    expect(heading('####### seven')).toBeNull();
    expect(heading('text ## not')).toBeNull();
  });
});

describe('fences', () => {
  it('opens with three or more backticks or tildes and reads the language', () => {
    const line = '```yaml title';
    const open = readFenceOpen(line, 0, line.length);
    expect(open).not.toBeNull();
    expect(open && fenceLanguage(line, open)).toBe('yaml');
    const tilde = '~~~~ JSON';
    const t = readFenceOpen(tilde, 0, tilde.length);
    expect(t && fenceLanguage(tilde, t)).toBe('json');
    expect(readFenceOpen('``', 0, 2)).toBeNull();
    expect(readFenceOpen('``` a`b', 0, 7)).toBeNull();
  });

  it('closes only with the same character, at least as many, and nothing after', () => {
    const open = readFenceOpen('````', 0, 4);
    if (!open) throw new Error('no fence');
    expect(isFenceClose('````', 0, 4, open)).toBe(true);
    expect(isFenceClose('`````  ', 0, 7, open)).toBe(true);
    expect(isFenceClose('```', 0, 3, open)).toBe(false);
    expect(isFenceClose('~~~~', 0, 4, open)).toBe(false);
    expect(isFenceClose('```` x', 0, 6, open)).toBe(false);
  });
});

describe('bulletContent', () => {
  it('finds the content after -, * or + and a space', () => {
    expect(bulletContent('- a', 0, 3)).toBe(2);
    expect(bulletContent('  *   b', 0, 7)).toBe(6);
    expect(bulletContent('+ c', 0, 3)).toBe(2);
    expect(bulletContent('-a', 0, 2)).toBe(-1);
    expect(bulletContent('1. a', 0, 4)).toBe(-1);
  });
});
