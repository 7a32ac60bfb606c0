import type { PositionedDiagnostic } from '../diagnostics/diagnostic';
import type { PointNumber, PointStatus } from '../spec/point';

/** One point's status in a report. */
export interface PointReport {
  readonly n: PointNumber;
  /** The canonical title, e.g. "Screens and routes". */
  readonly title: string;
  readonly status: PointStatus;
  /** The line of its `##` heading (or of its key in the YAML form); null when missing. */
  readonly line: number | null;
}

/** How many rows or list items of each kind the spec declares, valid or not (duplicates count). */
export interface SpecCounts {
  readonly screens: number;
  readonly entities: number;
  readonly fields: number;
  readonly transitions: number;
  readonly rules: number;
  readonly roles: number;
  readonly permissions: number;
  readonly calls: number;
  readonly errors: number;
  readonly constants: number;
}

/**
 * What `checkSpec(text)` returns and `specfront check --json` prints: plain JSON data, stable in
 * shape, diagnostics sorted by position.
 */
export interface CheckReport {
  readonly title: string | null;
  readonly points: readonly PointReport[];
  readonly counts: SpecCounts;
  readonly diagnostics: readonly PositionedDiagnostic[];
}
