import type { SourceText } from '../../source/source-text';

/** STUB (helper B replaces): when the whole text is one code span, its inside; else null. */
export function unwrapCodeSpan(src: SourceText): SourceText | null {
  const t = src.text.trim();
  if (t.length >= 2 && t.startsWith('`') && t.endsWith('`') && !t.slice(1, -1).includes('`')) {
    const start = src.text.indexOf('`') + 1;
    return src.slice(start, start + t.length - 2);
  }
  return null;
}
