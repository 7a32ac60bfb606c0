import { describe, expect, it } from 'vitest';
import { applyEdits, editProblem } from './text-edit';

describe('applyEdits', () => {
  it('applies edits given in any order, in one pass', () => {
    const edits = [
      { from: 6, to: 11, insert: 'there' },
      { from: 0, to: 5, insert: 'Hi' },
    ];
    expect(applyEdits('hello world', edits)).toBe('Hi there');
    expect(applyEdits('hello world', [...edits].reverse())).toBe('Hi there');
    expect(applyEdits('abc', [])).toBe('abc');
  });

  it('keeps the given order of inserts at one place, and an insert before a replacement that starts there', () => {
    expect(
      applyEdits('ab', [
        { from: 1, to: 1, insert: 'x' },
        { from: 1, to: 1, insert: 'y' },
      ]),
    ).toBe('axyb');
    expect(
      applyEdits('abc', [
        { from: 1, to: 2, insert: 'B' },
        { from: 1, to: 1, insert: '+' },
      ]),
    ).toBe('a+Bc');
  });

  it('throws a RangeError that says why for edits made for another text', () => {
    expect(() => applyEdits('abc', [{ from: 2, to: 9, insert: '' }])).toThrow(/outside the text \(length 3\)/);
    expect(() => applyEdits('abc', [{ from: -1, to: 0, insert: '' }])).toThrow(RangeError);
    expect(() =>
      applyEdits('abcdef', [
        { from: 1, to: 4, insert: '' },
        { from: 3, to: 5, insert: '' },
      ]),
    ).toThrow(/overlap at 3/);
  });
});

describe('editProblem', () => {
  it('says why edits do not fit, or null', () => {
    expect(editProblem('abc', [{ from: 3, to: 3, insert: '!' }])).toBeNull();
    expect(editProblem('abc', [{ from: 2, to: 1, insert: '' }])).toMatch(/outside the text/);
    expect(
      editProblem('abc', [
        { from: 0, to: 2, insert: '' },
        { from: 1, to: 1, insert: 'x' },
      ]),
    ).toMatch(/overlap/);
  });
});
