import type { Span } from '../source/span';

/** A limit or a duration stated in prose ("up to 3 tools", "for a week"). */
export interface ProseNumber {
  /** `range`: from `value` to `max` ("1 to 5 stars"); `money`: an amount ("€10"). */
  readonly kind: 'max' | 'min' | 'duration' | 'range' | 'money';
  readonly value: number;
  /** The upper bound of a range. */
  readonly max?: number;
  /** The counted noun (`tools`, `open items`) or the duration's unit (`day`, `hour`…). */
  readonly unit: string;
  /** For a limit, what it counts per (`order` in "at most 5 books per order"), else null. */
  readonly per: string | null;
  /** The word that makes it a limit or a duration (`up to`, `for`, `ahead`…), lower case. */
  readonly cue: string;
  /** The phrase as written. */
  readonly phrase: string;
  readonly span: Span;
}

const WORD_NUMBERS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fourteen', 14],
  ['thirty', 30],
]);
const NUMBER = '(\\d{1,9}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty)';
const UNIT = '(minute|hour|day|week|month|year)s?';
const STOP = new Set(['at', 'for', 'a', 'an', 'per', 'each', 'in', 'on', 'and', 'or', 'of', 'the', 'to', 'by', 'if', 'when', 'from']);

// Each pattern is a fixed sequence of words separated by single runs of spaces: linear time.
const LIMIT = new RegExp(
  `\\b(up to|at most|max|maximum|no more than|a maximum of|a limit of|at least|no fewer than|a minimum of|out of) ${NUMBER}(?: ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?)?`,
  'gi',
);
const DURATION_BEFORE = new RegExp(`\\b(for|within|after|lasts|last|takes) ${NUMBER} ${UNIT}\\b`, 'gi');
const DURATION_AFTER = new RegExp(`\\b${NUMBER} ${UNIT}(?:'|’)? (later|ahead|in advance|before|after|notice|to [a-z]+)\\b`, 'gi');
const RANGE = new RegExp(
  `\\b(?:from|between) (\\d{1,9}) (?:to|and) (\\d{1,9})(?: ([a-z][a-z-]*))?|\\b(\\d{1,9}) to (\\d{1,9}) ([a-z][a-z-]*)`,
  'gi',
);
const MONEY = /(?:[€£$]\s?(\d{1,9}(?:[.,]\d{1,2})?))|\b(\d{1,9}(?:[.,]\d{1,2})?) ?(?:euros?|pounds?|dollars?|EUR|GBP|USD)\b/g;
const TIME_UNIT = /^(?:minute|hour|day|week|month|year)s?(?:'|’)?$/i;

function numberOf(word: string, durations: boolean): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const n = WORD_NUMBERS.get(word.toLowerCase());
  if (n === undefined) return null;
  return n === 1 && !durations && word.length <= 2 ? null : n;
}

/**
 * The limits and durations stated in one line of prose (offsets from `from`). Frequencies ("twice a
 * year") and bare counts ("about 150 members") are not limits and are left out.
 */
export function proseNumbers(line: string, from: number): ProseNumber[] {
  const out: ProseNumber[] = [];
  const text = line.replace(/\s+/g, (s) => ' '.repeat(s.length));
  for (const match of text.matchAll(LIMIT)) {
    const [phrase, cue = '', num = '', w1 = '', w2] = match;
    const value = numberOf(num, false);
    if (value === null || TIME_UNIT.test(w1)) continue;
    if (w1 === '' || (STOP.has(w1.toLowerCase()) && /^(?:out of|max|maximum)$/i.test(cue))) {
      // "out of 20", "max 20": the counted thing is the noun before it.
      if (!/^(?:out of|max|maximum)$/i.test(cue)) continue;
      const at = match.index ?? 0;
      const bare = `${cue} ${num}`;
      out.push({
        kind: 'max',
        value,
        unit: '',
        per: null,
        cue: cue.toLowerCase(),
        phrase: bare,
        span: { from: from + at, to: from + at + bare.length },
      });
      continue;
    }
    const words = [w1, ...(w2 !== undefined && !STOP.has(w2.toLowerCase()) && !STOP.has(w1.toLowerCase()) ? [w2] : [])];
    if (STOP.has(w1.toLowerCase())) continue;
    const used = words.length === 1 && w2 !== undefined ? phrase.slice(0, phrase.length - w2.length - 1) : phrase;
    const kind = /least|fewer|minimum/i.test(cue) ? 'min' : 'max';
    const afterUsed = (match.index ?? 0) + used.length;
    const rest = text.slice(afterUsed, afterUsed + 40);
    const per =
      (/^ (?:per|for each|for every) ([a-z][a-z-]*)/i.exec(rest) ??
        /^ (?:a|an|each) (minute|hour|day|week|month|year)\b/i.exec(rest))?.[1]?.toLowerCase() ?? null;
    out.push({
      kind,
      value,
      unit: words.join(' ').toLowerCase(),
      per,
      cue: cue.toLowerCase(),
      phrase: used,
      span: { from: from + (match.index ?? 0), to: from + (match.index ?? 0) + used.length },
    });
  }
  for (const match of text.matchAll(RANGE)) {
    const lo = Number(match[1] ?? match[4]);
    const hi = Number(match[2] ?? match[5]);
    const unit = (match[3] ?? match[6] ?? '').toLowerCase();
    if (!(hi > lo) || TIME_UNIT.test(unit)) continue;
    const at = match.index ?? 0;
    const phrase = unit === '' || STOP.has(unit) ? match[0].slice(0, match[0].length - unit.length).trimEnd() : match[0];
    out.push({
      kind: 'range',
      value: lo,
      max: hi,
      unit: STOP.has(unit) ? '' : unit,
      per: null,
      cue: 'range',
      phrase,
      span: { from: from + at, to: from + at + phrase.length },
    });
  }
  for (const match of text.matchAll(MONEY)) {
    const value = Number((match[1] ?? match[2] ?? '').replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    const at = match.index ?? 0;
    out.push({
      kind: 'money',
      value,
      unit: '',
      per: null,
      cue: 'money',
      phrase: match[0],
      span: { from: from + at, to: from + at + match[0].length },
    });
  }
  for (const re of [DURATION_BEFORE, DURATION_AFTER]) {
    for (const match of text.matchAll(re)) {
      const before = re === DURATION_BEFORE;
      const num = (before ? match[2] : match[1]) ?? '';
      const unit = ((before ? match[3] : match[2]) ?? '').toLowerCase().replace(/['’]$/, '');
      const value = numberOf(num, true);
      const at = match.index ?? 0;
      if (value === null || /\b(?:once|twice|times|every) $/i.test(text.slice(Math.max(0, at - 7), at))) continue;
      const cue = ((before ? match[1] : match[3]) ?? '').toLowerCase();
      out.push({
        kind: 'duration',
        value,
        unit,
        per: null,
        cue,
        phrase: match[0],
        span: { from: from + at, to: from + at + match[0].length },
      });
    }
  }
  return out.sort((a, b) => a.span.from - b.span.from);
}

/** A duration as a constant's value: weeks in days (`a week` → `7 days`), others as said. */
export function durationText(value: number, unit: string): string {
  if (unit === 'week') return `${value * 7} days`;
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}
