import { describe, expect, it } from 'vitest';
import { inlineParts, plainOf } from './inline-code';

describe('inlineParts', () => {
  it('splits code spans out of a message', () => {
    expect(inlineParts('The role `manager` cannot open this screen')).toEqual([
      { code: false, text: 'The role ' },
      { code: true, text: 'manager' },
      { code: false, text: ' cannot open this screen' },
    ]);
  });

  it('handles spans at the edges and several spans', () => {
    expect(inlineParts('`a` and `b`')).toEqual([
      { code: true, text: 'a' },
      { code: false, text: ' and ' },
      { code: true, text: 'b' },
    ]);
  });

  it('keeps a lone or empty backtick pair as text', () => {
    expect(inlineParts('Write ` for a tick')).toEqual([{ code: false, text: 'Write ` for a tick' }]);
    expect(inlineParts('an `` empty pair, then `x`')).toEqual([
      { code: false, text: 'an `` empty pair, then ' },
      { code: true, text: 'x' },
    ]);
    expect(inlineParts('')).toEqual([]);
  });

  it('never reads markup: angle brackets stay text', () => {
    expect(inlineParts('`<b>` <i>')).toEqual([
      { code: true, text: '<b>' },
      { code: false, text: ' <i>' },
    ]);
  });

  it('gives plain text without the backticks', () => {
    expect(plainOf('Only `speaker` may submit (point 4)')).toBe('Only speaker may submit (point 4)');
  });
});
