import type { CheckReport, PositionedDiagnostic } from '../core/index';

/** A diagnostic without its position; a line number quoted in the message ("first at line 4") is masked too. */
function diagnosticKey(d: PositionedDiagnostic): string {
  return `${d.severity} ${d.code} (point ${d.point ?? '-'}): ${d.message.replace(/\blines? \d+(?:(?:, | and )\d+)*/g, 'line #')}`;
}

function countKeys(report: CheckReport): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of report.diagnostics) {
    const key = diagnosticKey(d);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Compares two check reports apart from positions (points' lines; diagnostics' lines, columns and
 * offsets, and their order, which follows positions). Returns a sentence naming the first difference,
 * or null when both say the same about the spec.
 */
export function describeMeaningChange(before: CheckReport, after: CheckReport): string | null {
  if (before.title !== after.title) return `the title would change from ${JSON.stringify(before.title)} to ${JSON.stringify(after.title)}`;
  for (const point of before.points) {
    const other = after.points.find((p) => p.n === point.n);
    if (other?.status !== point.status)
      return `point ${point.n} (${point.title}) would become ${other?.status ?? 'absent'} instead of ${point.status}`;
  }
  for (const key of Object.keys(before.counts) as (keyof CheckReport['counts'])[]) {
    if (before.counts[key] !== after.counts[key])
      return `the number of ${key} would change from ${before.counts[key]} to ${after.counts[key]}`;
  }
  const was = countKeys(before);
  const now = countKeys(after);
  for (const [key, n] of was) if ((now.get(key) ?? 0) < n) return `this finding would be lost: ${key}`;
  for (const [key, n] of now) if ((was.get(key) ?? 0) < n) return `this finding would appear: ${key}`;
  return null;
}
