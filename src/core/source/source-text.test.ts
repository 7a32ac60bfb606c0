import { describe, expect, it } from 'vitest';
import { createSharedSourceText, createSourceText, createSourceTextAt, isVerbatim, withInterning } from './source-text';
import type { Span } from './span';

/** A span's place alone (a SourceText's span is the SourceText itself). */
const place = (s: Span) => ({ from: s.from, to: s.to });

describe('createSourceText', () => {
  it('maps verbatim text by plain offset', () => {
    const s = createSourceText('abc', 10);
    expect(s.offsetAt(0)).toBe(10);
    expect(s.offsetAt(3)).toBe(13);
    expect(place(s.span)).toEqual({ from: 10, to: 13 });
  });

  it('maps unescaped text back over removed backslashes', () => {
    // original at offset 0: `a \| b` ; unescaped: `a | b`, backslash removed before index 2
    const original = 'a \\| b';
    const s = createSourceText('a | b', 0, [2]);
    expect(original[s.offsetAt(2)]).toBe('|');
    expect(original[s.offsetAt(4)]).toBe('b');
    expect(s.span.to).toBe(original.length);
    expect(s.spanOf(2, 3)).toEqual({ from: 3, to: 4 });
  });

  it('slices keep the mapping', () => {
    const original = 'x "a" \\| "b"';
    const s = createSourceText('x "a" | "b"', 0, [6]);
    const t = s.slice(2);
    expect(t.text).toBe('"a" | "b"');
    expect(original.slice(t.span.from, t.span.to)).toBe('"a" \\| "b"');
    expect(original[t.offsetAt(4)]).toBe('|');
  });
});

describe('createSourceText clamps', () => {
  it('never maps an index outside the text (regression: a YAML range past the end gave a span past the text)', () => {
    const s = createSourceText('abc', 5);
    expect(s.offsetAt(10)).toBe(8);
    expect(s.offsetAt(-3)).toBe(5);
    expect(s.spanOf(1, 99)).toEqual({ from: 6, to: 8 });
    expect(place(s.slice(2, 99).span)).toEqual({ from: 7, to: 8 });
  });
});

describe('a SourceText is the located string it reads', () => {
  it('has the text as its value and itself as its span, with own from and to', () => {
    const s = createSourceText('Talk', 4);
    expect(s.value).toBe('Talk');
    expect(s.span).toBe(s);
    expect(Object.keys(s).sort()).toEqual(['from', 'to', 'value']);
  });

  it('gives itself for the whole text and new objects for parts', () => {
    const s = createSourceText('a | b', 0, [2]);
    expect(s.slice(0)).toBe(s);
    expect(s.spanOf(0, 5)).toBe(s);
    expect(place(s)).toEqual({ from: 0, to: 6 });
    const part = s.slice(2);
    expect(part.value).toBe('| b');
    expect(place(part)).toEqual({ from: 3, to: 6 });
  });
});

describe('isVerbatim', () => {
  it('holds for text with nothing removed, and its slices', () => {
    const s = createSourceText('abc def', 5);
    expect(isVerbatim(s)).toBe(true);
    expect(isVerbatim(s.slice(2, 5))).toBe(true);
    // A slice of a slice is the slice, as the definition promises.
    const twice = s.slice(1, 6).slice(1, 4);
    const once = s.slice(2, 5);
    expect([twice.text, twice.from, twice.to]).toEqual([once.text, once.from, once.to]);
  });

  it('does not hold for unescaped text', () => {
    const s = createSourceText('a | b', 0, [2]);
    expect(isVerbatim(s)).toBe(false);
    expect(isVerbatim(s.slice(0, 4))).toBe(false);
  });
});

describe('createSharedSourceText', () => {
  it('is the SourceText createSourceText makes for verbatim text, inside a reading or not', () => {
    const seen = (t: ReturnType<typeof createSourceText>) => ({
      text: t.text,
      value: t.value,
      span: [t.from, t.to, t.span.from, t.span.to],
      at: Array.from({ length: t.text.length + 2 }, (_, i) => t.offsetAt(i)),
      slice: [t.slice(1, 3).text, t.slice(1, 3).from, t.spanOf(2, 4)],
      verbatim: isVerbatim(t),
    });
    for (const text of ['name', '', 'x'.repeat(60), 'café ✓']) {
      expect(seen(createSharedSourceText(text, 7))).toEqual(seen(createSourceText(text, 7)));
      withInterning(() => {
        createSourceText(text, 0);
        expect(seen(createSharedSourceText(text, 7))).toEqual(seen(createSourceText(text, 7)));
      });
    }
  });
});

describe('createSourceTextAt while a reading interns', () => {
  it('gives the slice of the text, one string per distinct short text, whatever its characters', () => {
    // A text with a character wider than one byte (an em dash), Latin-1 ones (é) and ASCII; lengths up to
    // and past the longest interned text (48); enough distinct texts to grow the pool past its first size.
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}é`);
    const wide = `— ${words.join(' | ')} | ${'x'.repeat(48)} | ${'y'.repeat(49)} | a—b | —`;
    for (const text of [wide, wide.replaceAll('—', '-')]) readAll(text);
  });

  function readAll(text: string): void {
    const ranges: [number, number][] = [];
    for (let from = 0, i = 0; i <= text.length; i++) {
      if (i === text.length || text[i] === ' ') {
        if (i > from) ranges.push([from, i]);
        from = i + 1;
      }
    }
    withInterning(() => {
      const first = ranges.map(([a, b]) => createSourceTextAt(text, a, b));
      const again = ranges.map(([a, b]) => createSourceTextAt(text, a, b));
      ranges.forEach(([a, b], k) => {
        expect(first[k]?.text).toBe(text.slice(a, b));
        expect([first[k]?.from, first[k]?.to]).toEqual([a, b]);
        if (b - a <= 48) expect(Object.is(again[k]?.text, first[k]?.text)).toBe(true);
      });
    }, text);
  }
});
