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
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '`' || c === '"') {
      quote = c;
    } else if (c === ',') {
      pushItem(items, src, start, i);
      start = i + 1;
    }
  }
  pushItem(items, src, start, text.length);
  return items;
}

/** Adds `src.text[start, end)`, trimmed, when anything is left (a function of the module: see section-tables.ts). */
function pushItem(items: SourceText[], src: SourceText, start: number, end: number): void {
  const a = trimmedStart(src.text, start, end);
  const b = trimmedEnd(src.text, a, end);
  if (b > a) items.push(src.slice(a, b));
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
