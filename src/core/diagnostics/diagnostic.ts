import type { Span } from '../source/span';
import type { PointNumber } from '../spec/point';
import type { DiagnosticCode } from './codes';

/** How serious a diagnostic is. Errors make `check` fail; info never demotes a point. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A finding about the spec, in the shape of @codemirror/lint's Diagnostic (`from`, `to`, `severity`,
 * `message`) plus a stable `code` and the `point` it belongs to. Positions are offsets into the text.
 */
export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  readonly point: PointNumber | null;
  readonly from: number;
  readonly to: number;
}

/** A diagnostic with 1-based line and column (UTF-16 units) of both ends, as `checkSpec` reports it. */
export interface PositionedDiagnostic {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly point: PointNumber | null;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly from: number;
  readonly to: number;
}

/** Orders diagnostics by position, then by code, so reports are stable. */
export function compareDiagnostics(a: { from: number; to: number; code: string }, b: { from: number; to: number; code: string }): number {
  return a.from - b.from || a.to - b.to || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** Creates a diagnostic from its code; the severity comes from the catalogue unless given. */
export function createDiagnostic(
  code: DiagnosticCode,
  span: Span,
  message: string,
  point: PointNumber | null,
  severity: Severity,
): Diagnostic {
  return { code, severity, message, point, from: span.from, to: span.to };
}
