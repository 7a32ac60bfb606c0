import { describe, expect, it } from 'vitest';
import { renderExcerpt, sanitizeLine } from './source-excerpt';

describe('renderExcerpt', () => {
  it('underlines the span with a caret and tildes under the same columns', () => {
    const { source, underline } = renderExcerpt('| Doctr | yes |', { column: 3, endColumn: 8 });
    expect(source).toBe('| Doctr | yes |');
    expect(underline).toBe('  ^~~~~');
  });

  it('gives an empty span a single caret', () => {
    expect(renderExcerpt('abc', { column: 2, endColumn: 2 }).underline).toBe(' ^');
  });

  it('puts the caret after the last character for a span at the end of the line', () => {
    expect(renderExcerpt('abc', { column: 4, endColumn: 4 }).underline).toBe('   ^');
  });

  it('expands tabs to the next multiple of four in both lines', () => {
    const { source, underline } = renderExcerpt('a\tbc\tdef', { column: 6, endColumn: 9 });
    expect(source).toBe('a   bc  def');
    expect(underline).toBe('        ^~~');
  });

  it('underlines a span that starts on a tab over the whole tab', () => {
    expect(renderExcerpt('\tx', { column: 1, endColumn: 2 }).underline).toBe('^~~~');
  });

  it('underlines a multi-line span to the end of its first line', () => {
    expect(renderExcerpt('## 2. Screens', { column: 4, endColumn: null }).underline).toBe('   ^~~~~~~~~~');
  });

  it('counts a surrogate pair as one column', () => {
    const { underline } = renderExcerpt('😀 Talk', { column: 4, endColumn: 8 });
    expect(underline).toBe('  ^~~~');
  });

  it('shows control characters as visible pictures so a spec cannot drive the terminal', () => {
    const { source, underline } = renderExcerpt('a\u001b[31mb', { column: 7, endColumn: 8 });
    expect(source).toBe('a\u241b[31mb');
    expect(source).not.toContain('\u001b');
    expect(underline).toBe('      ^');
  });

  it('cuts a very long line to a window around the span', () => {
    const line = 'x'.repeat(500) + 'TARGET' + 'y'.repeat(500);
    const { source, underline } = renderExcerpt(line, { column: 501, endColumn: 507 });
    expect(source.startsWith('…')).toBe(true);
    expect(source.endsWith('…')).toBe(true);
    expect(source.length).toBeLessThanOrEqual(162);
    const caret = underline.indexOf('^');
    expect(source.slice(caret, caret + 6)).toBe('TARGET');
    expect(underline.trim()).toBe('^~~~~~');
  });

  it('cuts a line of megabytes the same way, near its start, middle and end', () => {
    const filler = 'ab\tcd😀'.repeat(400_000);
    const line = `${filler}TARGET${filler}`;
    const at = filler.length + 1;
    const middle = renderExcerpt(line, { column: at, endColumn: at + 6 });
    expect([...middle.source].length).toBeLessThanOrEqual(162);
    const caret = middle.underline.indexOf('^');
    expect([...middle.source].slice(caret, caret + 6).join('')).toBe('TARGET');
    expect(middle.underline.trim()).toBe('^~~~~~');
    expect(renderExcerpt(line, { column: 1, endColumn: 3 })).toEqual(renderExcerpt(line.slice(0, 5000), { column: 1, endColumn: 3 }));
    const end = renderExcerpt(line, { column: line.length, endColumn: line.length + 1 });
    expect(end.source.startsWith('…')).toBe(true);
    expect(end.source.endsWith('😀')).toBe(true);
    // A span running on past the window is underlined to the window's end.
    const long = renderExcerpt(line, { column: 10, endColumn: null });
    expect(long.source.endsWith('…')).toBe(true);
    expect(long.underline.length).toBeLessThanOrEqual(long.source.length + 1);
  });
});

describe('sanitizeLine', () => {
  it('replaces line breaks, escapes and bidirectional overrides', () => {
    expect(sanitizeLine('a\nb\u202ec\u009b')).toBe('a\u240ab\ufffdc\ufffd');
  });
});
