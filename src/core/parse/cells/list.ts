import type { SourceText } from '../../source/source-text';

/**
 * Splits a comma list (`speaker, reviewer`) into trimmed, non-empty items with their places.
 * Commas inside backticks or quotes do not split.
 */
export function splitList(src: SourceText): SourceText[] {
  const items: SourceText[] = [];
  const text = src.text;
  let start = 0;
  let quote: string | null = null;
  const push = (end: number): void => {
    let a = start;
    let b = end;
    while (a < b && /\s/.test(text[a] ?? '')) a++;
    while (b > a && /\s/.test(text[b - 1] ?? '')) b--;
    if (b > a) items.push(src.slice(a, b));
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '`' || c === '"') {
      quote = c;
    } else if (c === ',') {
      push(i);
      start = i + 1;
    }
  }
  push(text.length);
  return items;
}
