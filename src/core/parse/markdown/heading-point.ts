import { POINTS, type PointNumber } from '../../spec/point';

/**
 * Words of a `##` heading that name a point, whole words, case-insensitive (product.md, "Sections"),
 * from the nine points' table (spec/point.ts): its heading words, singular forms beside the plurals so
 * "Entity" and "Entities" both fit.
 */
const WORDS: ReadonlyMap<string, PointNumber> = new Map(POINTS.flatMap((p) => p.headingWords.map((w) => [w, p.n] as const)));

/** Phrases of several words (checked before single words at each position). */
const PHRASES: readonly (readonly [readonly string[], PointNumber])[] = POINTS.flatMap((p) =>
  p.headingPhrases.map((phrase) => [phrase.split(' '), p.n] as const),
);

/** How a heading was matched: its point (null for a note) and, when its words fit several, all of them. */
export interface HeadingMatch {
  readonly point: PointNumber | null;
  /** Every point its words fit, in the order the words come; more than one means ambiguous. */
  readonly candidates: readonly PointNumber[];
  /** True when a leading number chose the point. */
  readonly byNumber: boolean;
}

/** The point a leading number names (`3.`, `3)`, `3 `, `3` alone), when it is 1–9. */
function leadingNumber(heading: string): PointNumber | null {
  let i = 0;
  while (i < heading.length && heading.charCodeAt(i) >= 48 && heading.charCodeAt(i) <= 57) i++;
  if (i === 0 || i > 3) return null;
  const next = heading.charCodeAt(i);
  if (i < heading.length && next !== 46 && next !== 41 && next !== 32 && next !== 9 && next !== 58) return null;
  const n = Number(heading.slice(0, i));
  return n >= 1 && n <= 9 ? (n as PointNumber) : null;
}

/** Splits into lower-case words of letters and digits (any non-ASCII character counts as a letter). */
function words(heading: string): string[] {
  const out: string[] = [];
  const lower = heading.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    const isWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
    if (isWord && start < 0) start = i;
    else if (!isWord && start >= 0) {
      out.push(lower.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** Matches a `##` heading's text to a point: a leading number wins, else the words. */
export function matchHeading(heading: string): HeadingMatch {
  const byNumber = leadingNumber(heading);
  if (byNumber !== null) return { point: byNumber, candidates: [byNumber], byNumber: true };
  const list = words(heading);
  const candidates: PointNumber[] = [];
  const add = (p: PointNumber): void => {
    if (!candidates.includes(p)) candidates.push(p);
  };
  for (let i = 0; i < list.length; i++) {
    let phraseLength = 0;
    for (const [phrase, point] of PHRASES) {
      if (phrase.every((w, k) => list[i + k] === w)) {
        add(point);
        phraseLength = Math.max(phraseLength, phrase.length);
      }
    }
    if (phraseLength > 0) {
      i += phraseLength - 1;
      continue;
    }
    const point = WORDS.get(list[i] ?? '');
    if (point !== undefined) add(point);
  }
  return { point: candidates[0] ?? null, candidates, byNumber: false };
}
