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
  if (LIMIT_WORDS.some((w) => when.includes(w))) return true;
  // A constant used by name in the condition: scan the words once, look each up.
  const words = entry.when.split(/[^\p{L}\p{N}_]+/u);
  return words.some((w) => w !== '' && cx.constants.has(w));
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
