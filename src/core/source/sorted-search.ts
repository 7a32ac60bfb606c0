/**
 * The index of the last element of ascending `sorted` that is at most `value`, or -1 when every element is
 * greater. O(log n): line starts, section starts.
 */
export function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let lo = -1;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((sorted[mid] as number) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
