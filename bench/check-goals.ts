/**
 * Issue 20's speed goals for the check, on the generated 1 MB spec: `checkSpec` against marked's GFM lexer on the
 * same text, timed alternately in one process (bench/run.ts's core section; bench/check-ab.ts for builds side by side).
 * The ratio is the check's median time over marked's.
 */
export const CHECK_GOALS = [
  { figure: 'steady', label: 'steady ratio (warm, heap grown)', max: 0.8 },
  { figure: 'fresh', label: 'fresh-heap ratio (a full collection before each sample)', max: 1.0 },
] as const;

export type CheckGoalFigure = (typeof CHECK_GOALS)[number]['figure'];

/** One line per goal: the measured ratio, the limit, pass or FAIL. */
export function checkGoalLines(ratios: Record<CheckGoalFigure, number>): string[] {
  return CHECK_GOALS.map(({ figure, label, max }) => {
    const ratio = ratios[figure];
    return `${ratio <= max ? 'pass' : 'FAIL'}  ${label}: ${ratio.toFixed(2)} (goal ≤ ${max.toFixed(1)})`;
  });
}

/** Whether every goal is met. */
export function checkGoalsMet(ratios: Record<CheckGoalFigure, number>): boolean {
  return CHECK_GOALS.every(({ figure, max }) => ratios[figure] <= max);
}
