/**
 * specfront's core: the curated public API. Pure TypeScript with no React, DOM, Node or storage;
 * every other folder imports core through this file only.
 */
export * from './spec/index';
export * from './source/index';
export { DIAGNOSTIC_CODES, severityOf, type DiagnosticCode } from './diagnostics/codes';
export type { Diagnostic, PositionedDiagnostic, Severity } from './diagnostics/diagnostic';
export type { CheckReport, PointReport, SpecCounts } from './check/check-report';
export { createSpecParser, parseSpec, type ParseResult, type SpecParser } from './parse/parse-spec';
export { parseYamlSpec } from './parse/yaml/parse-yaml-spec';
export { printMarkdown } from './export/print-markdown';
export { printYaml } from './export/print-yaml';
export { printJson } from './export/print-json';
export { toComparable } from './spec/comparable';
export { analyzeSpec, checkSpec, countSpec, createChecker, type Checker, type SpecAnalysis } from './check/check-spec';
export { checkModel, runModelCheck, type CheckModelOptions, type ModelCheck } from './check/check-model';
export { computePointStatus, type PointState } from './check/point-status';
export { stateMachineOf, type StateMachine } from './check/state-machine';
export { bindCalls, type CallAmbiguity, type CallBinding, type CallSlot, type EntityCalls } from './compile/bind-calls';
export type * from './compile/app-model';
export { compileApp, compileText, normalisePath } from './compile/compile-app';
export { labelOf } from './compile/label-of';
export { safeHref } from './compile/safe-href';
export { ACTOR_HEADERS, actorFromHeaders, userBinding, userFieldsOf, type Actor } from './compile/actor';
export { canCall, canDo, canOpenScreen, isOpenApp, type Decision } from './compile/permissions';
export { availableEvents, guardDecision, type AvailableEvent } from './compile/available-events';
export { validateField, validateRecord, isAbsent, type FieldError, type ValidateOptions } from './compile/validate-record';
export { findCall, findEntity, findError } from './compile/app-lookup';
