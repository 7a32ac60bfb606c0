import { NameIndex } from './name-index';

/**
 * "Did you mean" for names: an exact case-insensitive match wins, else the nearest name by
 * Damerau–Levenshtein distance (optimal string alignment) of at most 2 (1 for names of 3 characters or
 * fewer). Ties go to the name declared first.
 */
export interface Suggester {
  /** The nearest known name, or null when none is near enough. */
  suggest(name: string): string | null;
}

/** Cap on distance computations per suggester, so a hostile spec with thousands of misses stays fast. */
const WORK_BUDGET = 200_000;

/** Distinct names whose suggestion a suggester remembers (a misspelling repeated on many rows is looked up once). */
const MEMO_LIMIT = 4_096;

/** Builds a suggester over `names` (in declaration order; duplicates ignored). Indexes are built lazily. */
export function createSuggester(names: Iterable<string>): Suggester {
  let folded: NameIndex<null> | null = null;
  let byLength: Map<number, string[]> | null = null;
  let work = 0;
  // A name looked up before: its answer and the work it took. Replaying that work keeps the budget's
  // accounting exactly as if the name were looked up again (see `suggest`).
  const memo = new Map<string, { readonly best: string | null; readonly cost: number }>();
  const build = (): void => {
    const list = Array.isArray(names) ? (names as readonly string[]) : [...names];
    folded = new NameIndex<null>(list.length, true);
    byLength = new Map();
    for (const name of list) {
      if (!folded.add(name, null)) continue;
      const bucket = byLength.get(name.length);
      if (bucket) bucket.push(name);
      else byLength.set(name.length, [name]);
    }
  };
  /** The nearest name within `limit`, searching lengths outward; null when the budget runs out first (`best` so far). */
  const nearest = (name: string, limit: number, lengths: Map<number, string[]>): { best: string | null; done: boolean } => {
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let d = 0; d <= limit; d++) {
      for (let side = 0; side < (d === 0 ? 1 : 2); side++) {
        const bucket = lengths.get(side === 0 ? name.length - d : name.length + d);
        if (bucket === undefined) continue;
        for (const candidate of bucket) {
          if (work++ > WORK_BUDGET) return { best, done: false };
          const distance = editDistance(name, candidate, limit);
          if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
          }
        }
      }
      if (best !== null && bestDistance <= d + 1) break;
    }
    return { best, done: true };
  };
  return {
    suggest(name) {
      if (!folded || !byLength) build();
      const exact = (folded as NameIndex<null>).nameOf(name);
      if (exact !== undefined) return exact === name ? null : exact;
      // The budget spent, every search stops at its first candidate, or finds none, with nothing: no
      // remembered answer can be replayed either (only those that took no work, which found nothing).
      if (work > WORK_BUDGET) return null;
      // The search checks the budget before each candidate: a remembered search that needed `cost`
      // checks would run to its end again exactly when the last of them passes.
      const known = memo.get(name);
      if (known !== undefined && (known.cost === 0 || work + known.cost - 1 <= WORK_BUDGET)) {
        work += known.cost;
        return known.best;
      }
      const before = work;
      const found = nearest(name, name.length <= 3 ? 1 : 2, byLength as Map<number, string[]>);
      if (found.done && memo.size < MEMO_LIMIT) memo.set(name, { best: found.best, cost: work - before });
      return found.best;
    },
  };
}

/** Three rows of the distance table, reused by every call (grown to the longest name seen). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The optimal-string-alignment distance between `a` and `b`, or `limit + 1` as soon as it exceeds
 * `limit`. Only the diagonal band of cells within `limit` of the diagonal is computed (a cell outside
 * it is more than `limit` already), every value capped at `limit + 1`, in three reused rows: O(|a|·limit)
 * time and no allocation. Callers only compare names of close lengths.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const cap = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return cap;
  const m = a.length;
  const n = b.length;
  if (rows[0].length < n + 2) rows = [new Int32Array(2 * n + 2), new Int32Array(2 * n + 2), new Int32Array(2 * n + 2)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j < cap ? j : cap;
  for (let i = 1; i <= m; i++) {
    const lo = i - limit > 1 ? i - limit : 1;
    const hi = i + limit < n ? i + limit : n;
    // The cells just outside the band, which the next rows read, hold the cap.
    cur[lo - 1] = lo === 1 ? (i < cap ? i : cap) : cap;
    if (hi < n) cur[hi + 1] = cap;
    const ai = a.charCodeAt(i - 1);
    let rowMin = cur[lo - 1] as number;
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = (prev[j - 1] as number) + (ai === bj ? 0 : 1);
      const up = (prev[j] as number) + 1;
      if (up < v) v = up;
      const left = (cur[j - 1] as number) + 1;
      if (left < v) v = left;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        const swap = (prev2[j - 2] as number) + 1;
        if (swap < v) v = swap;
      }
      if (v > cap) v = cap;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return cap;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[n] as number;
  return d > limit ? cap : d;
}
