import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { splitList } from './list';

const split = (text: string) => {
  const f = cellFixture(text);
  return splitList(f.src).map((s) => [s.text, f.at(s.span)]);
};

describe('splitList', () => {
  it('splits on commas, trims and drops empty items, with exact spans', () => {
    expect(split(' speaker, reviewer ,organizer,, ')).toEqual([
      ['speaker', 'speaker'],
      ['reviewer', 'reviewer'],
      ['organizer', 'organizer'],
    ]);
  });

  it('keeps commas inside backticks and quotes', () => {
    expect(split('`a, b`, "c, d", e')).toEqual([
      ['`a, b`', '`a, b`'],
      ['"c, d"', '"c, d"'],
      ['e', 'e'],
    ]);
  });

  it('maps items over escaped bars', () => {
    expect(split('a|b, c')).toEqual([
      ['a|b', 'a\\|b'],
      ['c', 'c'],
    ]);
  });

  it('gives nothing for an empty cell', () => {
    expect(split('  ')).toEqual([]);
  });
});
