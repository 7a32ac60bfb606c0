/**
 * specfront's core: the curated public API. Pure TypeScript with no React, DOM, Node or storage;
 * every other folder imports core through this file only.
 */
export * from './spec/index';
export * from './source/index';
export { DIAGNOSTIC_CODES, severityOf, type DiagnosticCode } from './diagnostics/codes';
export type { Diagnostic, PositionedDiagnostic, Severity } from './diagnostics/diagnostic';
export type { CheckReport, PointReport, SpecCounts } from './check/check-report';
export { parseSpec, type ParseResult } from './parse/parse-spec';
