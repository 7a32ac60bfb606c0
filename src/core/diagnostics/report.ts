import { compareDiagnostics, createDiagnostic, type Diagnostic, type Severity } from './diagnostic';
import { severityOf, type DiagnosticCode } from './codes';
import type { Span } from '../source/span';
import type { PointNumber } from '../spec/point';

/** Collects diagnostics while a pass runs; `report` takes the severity from the catalogue. */
export interface DiagnosticSink {
  report(code: DiagnosticCode, span: Span, message: string, point: PointNumber | null, severity?: Severity): void;
  readonly diagnostics: Diagnostic[];
}

/** Creates an empty sink. */
export function createSink(): DiagnosticSink {
  const diagnostics: Diagnostic[] = [];
  return {
    diagnostics,
    report(code, span, message, point, severity) {
      diagnostics.push(createDiagnostic(code, span, message, point, severity ?? severityOf(code)));
    },
  };
}

/** Sorts diagnostics by position (a copy). */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(compareDiagnostics);
}
