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

/** Builds a suggester over `names` (in declaration order; duplicates ignored). Indexes are built lazily. */
export function createSuggester(names: Iterable<string>): Suggester {
  let folded: Map<string, string> | null = null;
  let byLength: Map<number, string[]> | null = null;
  let work = 0;
  const build = (): void => {
    folded = new Map();
    byLength = new Map();
    for (const name of names) {
      const key = name.toLowerCase();
      if (folded.has(key)) continue;
      folded.set(key, name);
      const bucket = byLength.get(name.length);
      if (bucket) bucket.push(name);
      else byLength.set(name.length, [name]);
    }
  };
  return {
    suggest(name) {
      if (!folded || !byLength) build();
      const exact = (folded as Map<string, string>).get(name.toLowerCase());
      if (exact !== undefined) return exact === name ? null : exact;
      const limit = name.length <= 3 ? 1 : 2;
      let best: string | null = null;
      let bestDistance = limit + 1;
      for (let d = 0; d <= limit; d++) {
        for (const len of d === 0 ? [name.length] : [name.length - d, name.length + d]) {
          for (const candidate of (byLength as Map<number, string[]>).get(len) ?? []) {
            if (work++ > WORK_BUDGET) return best;
            const distance = editDistance(name, candidate, limit);
            if (distance < bestDistance) {
              bestDistance = distance;
              best = candidate;
            }
          }
        }
        if (best !== null && bestDistance <= d + 1) break;
      }
      return best;
    },
  };
}

/**
 * The optimal-string-alignment distance between `a` and `b`, or `limit + 1` as soon as it exceeds
 * `limit`. O(|a|·|b|) at worst; callers only compare names of close lengths.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  const d = prev[n] ?? limit + 1;
  return d > limit ? limit + 1 : d;
}
