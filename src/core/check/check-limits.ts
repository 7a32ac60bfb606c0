import { checkMessages as m } from '../diagnostics/messages-check';
import type { ErrorEntry } from '../spec/error-entry';
import type { CheckContext } from './check-context';

/** Statuses the in-browser backend produces by itself: not found, invalid, refused, wrong state or false guard. */
const EXECUTABLE_STATUSES: ReadonlySet<number> = new Set([404, 422, 403, 409]);

/** Words that state a limit in prose (lower case). */
const LIMIT_WORDS: readonly string[] = [
  'more than',
  'fewer than',
  'less than',
  'at most',
  'at least',
  'too many',
  'too few',
  'limit',
  'exceed',
  'maximum',
  'minimum',
  'quota',
  'per day',
  'per week',
  'per month',
  'per hour',
];

function mentionsLimit(cx: CheckContext, entry: ErrorEntry): boolean {
  const when = entry.when.toLowerCase();
  for (let i = 0; i < LIMIT_WORDS.length; i++) if (when.includes(LIMIT_WORDS[i] as string)) return true;
  return mentionsConstant(cx, entry.when);
}

const WORD_SEPARATORS = /[^\p{L}\p{N}_]+/u;

/** Whether a word of `text` (a run of letters, digits and `_`) is a constant's name. */
function mentionsConstant(cx: CheckContext, text: string): boolean {
  if (cx.constants.size === 0) return false;
  // ASCII text (most): the words found by their character codes, with no list of them. Else split as Unicode says.
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c > 0x7f) return text.split(WORD_SEPARATORS).some((w) => w !== '' && cx.constants.has(w));
    const word = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
    if (word) continue;
    if (i > start && cx.constants.has(text.slice(start, i))) return true;
    start = i + 1;
  }
  return false;
}

/**
 * An error code no executable rule, guard, permission or transition can raise gets one
 * `limit-not-executable` note: a status the backend never produces by itself, or a `When` that states
 * a limit in words (a constant, "more than"…).
 */
export function checkLimits(cx: CheckContext): void {
  const seen = new Set<string>();
  for (const entry of cx.spec.errors) {
    if (seen.has(entry.code.value)) continue;
    seen.add(entry.code.value);
    if (entry.status === null) continue; // a bad status is reported by the parser
    if (!EXECUTABLE_STATUSES.has(entry.status)) {
      cx.sink.report('limit-not-executable', entry.code.span, m.statusNotExecutable(entry.code.value, entry.status), 8);
    } else if (mentionsLimit(cx, entry)) {
      cx.sink.report('limit-not-executable', entry.code.span, m.limitNotExecutable(entry.code.value), 8);
    }
  }
}
