import type { AppGap, CheckReport } from '../../core/index';

/**
 * The findings the studio counts, from one source each: the gaps are the running app's own list (`app.gaps`
 * of the same compiled model: a point missing, not shown or given in words only, a screen without its call),
 * so the Gaps tab and the app's in-page Gaps always show the same findings and count; the problems are the
 * check's errors and warnings (author's findings, with point numbers and codes, which the running app never shows).
 */
export interface FindingCounts {
  readonly gaps: number;
  readonly errors: number;
  readonly warnings: number;
  /** Errors and warnings. */
  readonly problems: number;
}

/** Check findings that say the same as a gap of the app (a point in words only, a screen without its call): shown and counted once, as the gap. */
export const SAME_AS_GAP: ReadonlySet<string> = new Set(['prose-only', 'screen-without-call']);

/** The counts of the Gaps tab: the app's gaps, and the check's errors and warnings that are not gaps. */
export function findingCounts(gaps: readonly AppGap[], report: CheckReport): FindingCounts {
  let errors = 0;
  let warnings = 0;
  for (const d of report.diagnostics) {
    if (SAME_AS_GAP.has(d.code)) continue;
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { gaps: gaps.length, errors, warnings, problems: errors + warnings };
}
