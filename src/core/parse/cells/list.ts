import type { SourceText } from '../../source/source-text';

/**
 * Splits a comma list (`speaker, reviewer`) into trimmed, non-empty items with their places.
 * Commas inside backticks or quotes do not split.
 */
export function splitList(src: SourceText): SourceText[] {
  const text = src.text;
  // Most cells name one thing: no comma, no list to build.
  if (text.indexOf(',') === -1) {
    const a = trimmedStart(text, 0, text.length);
    const b = trimmedEnd(text, a, text.length);
    return b > a ? [src.slice(a, b)] : [];
  }
  const items: SourceText[] = [];
  let start = 0;
  let quote: string | null = null;
  const push = (end: number): void => {
    const a = trimmedStart(text, start, end);
    const b = trimmedEnd(text, a, end);
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

const SPACE = /\s/;

function trimmedStart(text: string, a: number, b: number): number {
  while (a < b && SPACE.test(text[a] ?? '')) a++;
  return a;
}

function trimmedEnd(text: string, a: number, b: number): number {
  while (b > a && SPACE.test(text[b - 1] ?? '')) b--;
  return b;
}
