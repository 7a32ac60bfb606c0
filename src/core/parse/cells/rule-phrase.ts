import { emptyRegexMessage, ruleNotExecutableMessage } from '../../diagnostics/messages-cells';
import type { DiagnosticSink } from '../../diagnostics/report';
import { checkRegex } from '../../expression/regex-check';
import type { SourceText } from '../../source/source-text';
import type { DateTarget, Operand, RulePhrase } from '../../spec/rule';
import { tokenizePhrase, type PhraseToken } from './phrase-tokens';
import { isConstantName, isIdent, trimEnd, trimStart } from './scan';

/** Leading words that add nothing: "must be unique", "a valid email", "is required", "has to be", "needs to be". */
const FILLER = new Set(['must', 'should', 'shall', 'be', 'is', 'are', 'has', 'have', 'needs', 'need', 'to', 'a', 'an']);
const CHARACTERS = new Set(['characters', 'character', 'chars', 'char']);

type Reader = (t: readonly PhraseToken[], src: SourceText, sink: DiagnosticSink) => RulePhrase | null | 'bad';

const lower = (t: PhraseToken | undefined): string => (t?.kind === 'word' ? t.text.toLowerCase() : '');

/** True when the words from index `i` are exactly `words` (case-insensitive) and nothing follows. */
function only(t: readonly PhraseToken[], i: number, ...words: string[]): boolean {
  return t.length === i + words.length && words.every((w, k) => lower(t[i + k]) === w);
}

/** A number or a constant's name (`MAX_ABSTRACT`). */
function operand(t: PhraseToken | undefined, src: SourceText): Operand | null {
  if (t === undefined) return null;
  const span = src.spanOf(t.start, t.end);
  if (t.kind === 'number') return { kind: 'number', value: Number(t.text.replaceAll('_', '')), span };
  if (t.kind === 'word' && isConstantName(t.text)) return { kind: 'constant', name: t.text, span };
  return null;
}

/** `at most N [characters]` and its synonyms; `i` is where the number stands. */
function bound(t: readonly PhraseToken[], i: number, src: SourceText, upper: boolean): RulePhrase | null {
  const n = operand(t[i], src);
  if (n === null) return null;
  if (t.length === i + 1) return { kind: upper ? 'max' : 'min', n };
  if (t.length === i + 2 && CHARACTERS.has(lower(t[i + 1]))) return { kind: upper ? 'maxLength' : 'minLength', n };
  return null;
}

/** `one of a, b or c`: values between commas (and a final `or`), quoted ones without their quotes. */
function oneOf(t: readonly PhraseToken[], src: SourceText): RulePhrase | null {
  const values: string[] = [];
  let group = 2;
  for (let i = 2; i <= t.length; i++) {
    const tok = t[i];
    const comma = tok?.kind === 'punct' && tok.text === ',';
    if (tok !== undefined && !comma && lower(tok) !== 'or') continue;
    const head = t[group];
    const last = t[i - 1];
    if (i > group && head !== undefined && last !== undefined) {
      values.push(i - group === 1 && head.kind === 'quoted' ? head.text : src.text.slice(head.start, last.end));
    } else if (comma || values.length === 0) return null; // an empty item (`a,,b`), or no value at all
    group = i + 1;
  }
  return { kind: 'oneOf', values };
}

/** `before FIELD|today|now` (a field name may be in backticks). */
function dateTarget(t: PhraseToken | undefined, src: SourceText): DateTarget | null {
  if (t === undefined || (t.kind !== 'word' && t.kind !== 'quoted') || !isIdent(t.text)) return null;
  const span = src.spanOf(t.innerStart, t.innerEnd);
  const word = t.text.toLowerCase();
  if (t.kind === 'word' && word === 'today') return { kind: 'today', span };
  if (t.kind === 'word' && word === 'now') return { kind: 'now', span };
  return { kind: 'field', name: t.text, span };
}

/** A moment the phrase names by a word (`today`, `now`), spanning that word. */
function momentAt(kind: 'today' | 'now', t: PhraseToken | undefined, src: SourceText): DateTarget | null {
  return t === undefined ? null : { kind, span: src.spanOf(t.start, t.end) };
}

const EARLIER = new Set(['earlier', 'before', 'sooner']);
const LATER = new Set(['later', 'after']);

/**
 * The inclusive comparisons with today, now or a field (docs/spec-format.md lists them):
 * `today or earlier`, `today or later`, `on or before X`, `at or after X`, `no later than X`,
 * `no earlier than X`, `not in the future`, `not in the past`, `not before X`, `not after X`,
 * `in the past or today`, `in the future or today`; `t` starts at the phrase's first word.
 */
function inclusive(t: readonly PhraseToken[], src: SourceText): RulePhrase | null {
  const w0 = lower(t[0]);
  // today or earlier / today or before / today or in the past (and later / after / in the future)
  if (w0 === 'today' && lower(t[1]) === 'or') {
    const target = momentAt('today', t[0], src);
    if (!target) return null;
    if (t.length === 3 && EARLIER.has(lower(t[2]))) return { kind: 'before', target, inclusive: true };
    if (t.length === 3 && LATER.has(lower(t[2]))) return { kind: 'after', target, inclusive: true };
    if (only(t, 2, 'in', 'the', 'past') || only(t, 2, 'in', 'past')) return { kind: 'before', target, inclusive: true };
    if (only(t, 2, 'in', 'the', 'future') || only(t, 2, 'in', 'future')) return { kind: 'after', target, inclusive: true };
    return null;
  }
  // on or before X / at or after X
  if ((w0 === 'on' || w0 === 'at') && lower(t[1]) === 'or' && t.length === 4) {
    const target = dateTarget(t[3], src);
    const w = lower(t[2]);
    if (!target) return null;
    return w === 'before' ? { kind: 'before', target, inclusive: true } : w === 'after' ? { kind: 'after', target, inclusive: true } : null;
  }
  // no later than X / no earlier than X
  if (w0 === 'no' && lower(t[2]) === 'than' && t.length === 4) {
    const target = dateTarget(t[3], src);
    const w = lower(t[1]);
    if (!target) return null;
    return w === 'later'
      ? { kind: 'before', target, inclusive: true }
      : w === 'earlier'
        ? { kind: 'after', target, inclusive: true }
        : null;
  }
  // not [be] in the future / not in the past / not before X / not after X (also "cannot be …")
  if (w0 === 'not' || w0 === 'cannot') {
    let i = 1;
    while (i < t.length - 1 && FILLER.has(lower(t[i]))) i++;
    const w = lower(t[i]);
    if (w === 'in') {
      const last = t[t.length - 1];
      const ok = only(t, i, 'in', 'the', lower(last)) || only(t, i, 'in', lower(last));
      const target = ok ? momentAt('now', last, src) : null;
      if (!target) return null;
      return lower(last) === 'future'
        ? { kind: 'before', target, inclusive: true }
        : lower(last) === 'past'
          ? { kind: 'after', target, inclusive: true }
          : null;
    }
    if ((w === 'before' || w === 'after') && t.length === i + 2) {
      const target = dateTarget(t[i + 1], src);
      if (!target) return null;
      return w === 'before' ? { kind: 'after', target, inclusive: true } : { kind: 'before', target, inclusive: true };
    }
    return null;
  }
  // in the past or today / in the future or today
  if (w0 === 'in' && lower(t[t.length - 2]) === 'or' && lower(t[t.length - 1]) === 'today') {
    const target = momentAt('today', t[t.length - 1], src);
    const head = t.slice(0, -2);
    const when = lower(head[head.length - 1]);
    if (!target || !(only(head, 0, 'in', 'the', when) || only(head, 0, 'in', when))) return null;
    return when === 'past'
      ? { kind: 'before', target, inclusive: true }
      : when === 'future'
        ? { kind: 'after', target, inclusive: true }
        : null;
  }
  return null;
}

/** `matches \`regex\``: the pattern is checked with RE2; a bad one reports `bad-regex` and gives 'bad'. */
const matches: Reader = (t, src, sink) => {
  const q = t[1];
  if (t.length !== 2 || q === undefined || q.kind !== 'quoted') return null;
  const patternSpan = src.spanOf(q.innerStart, q.innerEnd);
  if (q.text === '') {
    sink.report('bad-regex', src.spanOf(q.start, q.end), emptyRegexMessage(), 5);
    return 'bad';
  }
  const problem = checkRegex(q.text);
  if (problem !== null) {
    const from = q.innerStart + problem.from;
    sink.report('bad-regex', src.spanOf(from, Math.max(from + 1, q.innerStart + problem.to)), problem.message, 5);
    return 'bad';
  }
  return { kind: 'matches', pattern: q.text, patternSpan };
};

/** The phrases, keyed by their first word. */
const READERS: ReadonlyMap<string, Reader> = new Map<string, Reader>([
  ['required', (t) => (t.length === 1 ? { kind: 'required' } : null)],
  ['unique', (t) => (t.length === 1 ? { kind: 'unique' } : null)],
  ['email', (t) => (only(t, 0, 'email') || only(t, 0, 'email', 'address') ? { kind: 'email' } : null)],
  ['url', (t) => (t.length === 1 ? { kind: 'url' } : null)],
  ['integer', (t) => (t.length === 1 ? { kind: 'integer' } : null)],
  ['whole', (t) => (only(t, 0, 'whole', 'number') ? { kind: 'integer' } : null)],
  ['positive', (t) => (only(t, 0, 'positive') || only(t, 0, 'positive', 'number') ? { kind: 'positive' } : null)],
  ['future', (t) => (t.length === 1 ? { kind: 'future' } : null)],
  ['past', (t) => (t.length === 1 ? { kind: 'past' } : null)],
  ['today', (t, src) => inclusive(t, src)],
  ['on', (t, src) => inclusive(t, src)],
  ['not', (t, src) => inclusive(t, src)],
  ['cannot', (t, src) => inclusive(t, src)],
  [
    'in',
    (t, src) => {
      const both = inclusive(t, src);
      if (both) return both;
      const last = lower(t[t.length - 1]);
      const ok = only(t, 0, 'in', 'the', last) || only(t, 0, 'in', last);
      return ok && last === 'future' ? { kind: 'future' } : ok && last === 'past' ? { kind: 'past' } : null;
    },
  ],
  [
    'at',
    (t, src) => (lower(t[1]) === 'most' ? bound(t, 2, src, true) : lower(t[1]) === 'least' ? bound(t, 2, src, false) : inclusive(t, src)),
  ],
  [
    'no',
    (t, src) => {
      if (lower(t[2]) !== 'than') return null;
      if (lower(t[1]) === 'later' || lower(t[1]) === 'earlier') return inclusive(t, src);
      const w = lower(t[1]);
      return w === 'more' ? bound(t, 3, src, true) : w === 'less' || w === 'fewer' ? bound(t, 3, src, false) : null;
    },
  ],
  [
    'between',
    (t, src) => {
      const min = operand(t[1], src);
      const max = operand(t[3], src);
      if (min === null || max === null || lower(t[2]) !== 'and') return null;
      if (t.length === 4) return { kind: 'between', min, max, unit: 'value' };
      return t.length === 5 && CHARACTERS.has(lower(t[4])) ? { kind: 'between', min, max, unit: 'characters' } : null;
    },
  ],
  ['matches', matches],
  ['match', matches],
  ['one', (t, src) => (lower(t[1]) === 'of' ? oneOf(t, src) : null)],
  [
    'before',
    (t, src) => {
      const target = t.length === 2 ? dateTarget(t[1], src) : null;
      return target ? { kind: 'before', target } : null;
    },
  ],
  [
    'after',
    (t, src) => {
      const target = t.length === 2 ? dateTarget(t[1], src) : null;
      return target ? { kind: 'after', target } : null;
    },
  ],
]);

/**
 * Reads a point-5 rule in words (case-insensitive, a trailing period allowed, leading "must be",
 * "a", "an" ignored): required; at most / at least N [characters]; between A and B [characters];
 * email; url; matches `regex`; one of a, b, c; unique; before / after FIELD, today or now; in the
 * future / past; their inclusive forms (`today or earlier`, `not in the future`, `on or after FIELD`…);
 * integer; positive. N, A and B are numbers or constants' names (UPPER_CASE).
 * An unknown phrase reports `rule-not-executable` (a warning: the rule is kept) and gives null; a
 * pattern RE2 cannot run reports `bad-regex` and gives null. Never throws; linear time.
 */
export function parseRulePhrase(src: SourceText, sink: DiagnosticSink): RulePhrase | null {
  const all = tokenizePhrase(src.text);
  const last = all[all.length - 1];
  let end = all.length;
  if (last?.kind === 'punct' && last.text === '.') end--;
  let start = 0;
  while (start < end - 1 && FILLER.has(lower(all[start]))) start++;
  if (lower(all[start]) === 'valid' && (lower(all[start + 1]) === 'email' || lower(all[start + 1]) === 'url')) start++;
  const tokens = all.slice(start, end);
  const reader = READERS.get(lower(tokens[0]));
  const phrase = reader ? reader(tokens, src, sink) : null;
  if (phrase === 'bad') return null;
  if (phrase === null) {
    const a = trimStart(src.text);
    const b = trimEnd(src.text, a);
    sink.report('rule-not-executable', src.spanOf(a, b), ruleNotExecutableMessage(src.text.slice(a, b)), 5);
  }
  return phrase;
}
