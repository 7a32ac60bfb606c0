import type { CheckReport } from '../core/index';

/** How many diagnostics of each severity a set of reports holds. */
export interface SeverityCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

/** Counts the diagnostics of one or more reports by severity. */
export function countSeverities(reports: readonly Pick<CheckReport, 'diagnostics'>[]): SeverityCounts {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const report of reports) {
    for (const d of report.diagnostics) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
      else infos++;
    }
  }
  return { errors, warnings, infos };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The summary line, e.g. "2 errors, 1 warning, 3 infos". */
export function formatSummary(counts: SeverityCounts): string {
  return [plural(counts.errors, 'error'), plural(counts.warnings, 'warning'), plural(counts.infos, 'info')].join(', ');
}
