import { isDigit, isIdentPart, isSpace } from './scan';

/** A token of a rule phrase; `start`/`end` are indices into the phrase text. */
export interface PhraseToken {
  readonly kind: 'word' | 'number' | 'quoted' | 'punct';
  /** The word or number as written, the inside of a quoted token, or the punctuation character. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** For quoted tokens: the bounds of the inside. */
  readonly innerStart: number;
  readonly innerEnd: number;
}

/**
 * Splits a rule phrase into words, numbers (`-12`, `1_000`, `2.5`), quoted parts (backticks of any
 * run length, `"…"` or `'…'`) and punctuation. An unclosed quote becomes punctuation, so the phrase
 * is not recognised. Linear time.
 */
export function tokenizePhrase(text: string): PhraseToken[] {
  const tokens: PhraseToken[] = [];
  // Most phrases have no backtick: no closers to find.
  const closeOf = text.indexOf('`') === -1 ? NO_CLOSERS : backtickClosers(text);
  // Quote characters with no closing occurrence left: searching again could never succeed.
  let unclosedDouble = false;
  let unclosedSingle = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const start = i;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const close = closeOf.get(i);
      if (close === undefined) {
        // An unmatched run is punctuation as a whole, as in CommonMark.
        i += run;
        tokens.push({ kind: 'punct', text: text.slice(start, i), start, end: i, innerStart: start, innerEnd: i });
      } else {
        tokens.push({ kind: 'quoted', text: text.slice(i + run, close), start, end: close + run, innerStart: i + run, innerEnd: close });
        i = close + run;
      }
      continue;
    }
    // An apostrophe inside a word (`don't`) is not a quote.
    if (c === '"' || (c === "'" && !isIdentPart(text[i - 1]))) {
      const close = (c === '"' ? unclosedDouble : unclosedSingle) ? -1 : text.indexOf(c, i + 1);
      if (close === -1) {
        if (c === '"') unclosedDouble = true;
        else unclosedSingle = true;
      } else {
        tokens.push({ kind: 'quoted', text: text.slice(i + 1, close), start, end: close + 1, innerStart: i + 1, innerEnd: close });
        i = close + 1;
        continue;
      }
    }
    const signed = c === '-' && isDigit(text[i + 1]);
    if (isDigit(c) || signed) {
      i += signed ? 2 : 1;
      while (isDigit(text[i]) || (text[i] === '_' && isDigit(text[i + 1]))) i++;
      if (text[i] === '.' && isDigit(text[i + 1])) {
        i += 2;
        while (isDigit(text[i])) i++;
      }
      if (!isIdentPart(text[i])) {
        tokens.push({ kind: 'number', text: text.slice(start, i), start, end: i, innerStart: start, innerEnd: i });
        continue;
      }
    }
    if (isIdentPart(c)) {
      while (isIdentPart(text[i])) i++;
      tokens.push({ kind: 'word', text: text.slice(start, i), start, end: i, innerStart: start, innerEnd: i });
      continue;
    }
    i = start + 1;
    tokens.push({ kind: 'punct', text: c, start, end: i, innerStart: start, innerEnd: i });
  }
  return tokens;
}

const NO_CLOSERS: ReadonlyMap<number, number> = new Map();

/** For each backtick run's start, the start of the next run of the same length (its closer). One pass. */
function backtickClosers(text: string): Map<number, number> {
  const closeOf = new Map<number, number>();
  const lastOfLength = new Map<number, number>();
  const runs: Array<[number, number]> = [];
  for (let i = text.indexOf('`'); i !== -1; i = text.indexOf('`', i)) {
    let j = i;
    while (text[j] === '`') j++;
    runs.push([i, j - i]);
    i = j;
  }
  for (let r = runs.length - 1; r >= 0; r--) {
    const [start, length] = runs[r] as [number, number];
    const next = lastOfLength.get(length);
    if (next !== undefined) closeOf.set(start, next);
    lastOfLength.set(length, start);
  }
  return closeOf;
}
