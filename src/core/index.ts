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
export { printMarkdown } from './print/print-markdown';
export { printYaml } from './print/print-yaml';
export { printJson } from './print/print-json';
export { toComparable } from './spec/comparable';
export { analyzeSpec, checkSpec, countSpec, createChecker, type Checker, type SpecAnalysis } from './check/check-spec';
export { checkModel, runModelCheck, type CheckModelOptions, type ModelCheck } from './check/check-model';
export { computePointStatus, type PointState } from './model/point-status';
export { stateMachineOf, type StateMachine } from './model/state-machine';
export { bindCalls, type CallAmbiguity, type CallBinding, type CallSlot, type EntityCalls } from './model/bind-calls';
export type * from './compile/app-model';
export { compileApp, compileText, createAppCompiler, normalisePath, type AppCompiler, type KnownAnalysis } from './compile/compile-app';
export { evaluateCel, loadFullCel, needsFullCel, type CelEvalResult } from './expression/evaluate';
export { celFieldUses, type CelFieldUse, type CelValueKind } from './expression/cel-field-uses';
export { expressionsOf } from './compile/expressions-of';
export {
  enginesReadyFor,
  entityEnginesReady,
  entityExpressions,
  expressionsReady,
  loadEnginesFor,
  loadEntityEngines,
  loadRuleEngines,
  needsRegexEngine,
  prepareExpressions,
  ruleReady,
  rulesNeedRegexEngine,
} from './compile/prepare-expressions';
export { loadRegexEngine, regexEngine } from './expression/regex-engine';
export { labelOf } from './compile/label-of';
export { safeHref } from './compile/safe-href';
export { ACTOR_HEADERS, actorFromHeaders, userBinding, userFieldsOf, type Actor } from './compile/actor';
export { canCall, canDo, canOpenScreen, isOpenApp, type Decision } from './compile/permissions';
export { availableEvents, guardDecision, type AvailableEvent } from './compile/available-events';
export {
  checkField,
  validateField,
  validateRecord,
  isAbsent,
  type FieldCheck,
  type FieldError,
  type ValidateOptions,
} from './compile/validate-record';
export { findCall, findEntity, findError } from './compile/app-lookup';
export { ownValue, setOwn } from './compile/own-value';
export { buildRequest, type BuiltRequest, type CallInput } from './client/build-request';
export { listQuery, type ListQuery } from './client/list-query';
export { readList, readOne, type ListPage } from './client/read-response';
export { readFailure, type CallFailure, type FailureView } from './client/read-failure';
export { createMemoryStore, type Store, type StoredRecord } from './backend/store';
export { createBackend, createIdMaker, type Backend, type BackendOptions, type BackendRequest } from './backend/create-backend';
export type { BackendResponse, ErrorBody } from './backend/error-response';
export { matchCall, parseUrl, type MatchedCall, type ParsedUrl } from './backend/match-call';
export { sampleRecords, sampleId, type SampleRecord } from './backend/sample-records';
export {
  answerQuestion,
  applyOptions,
  withRequirements,
  OPTION_RULES,
  optionId,
  proposeOptions,
  proposeOptionsFor,
  type Guidance,
  type Option,
  type OptionsResult,
  type Question,
  type QuestionChoice,
  type TextEdit,
} from './options/index';
export {
  contractInput,
  exportContract,
  importOpenApi,
  MAX_OPENAPI_CHARS,
  type ImportResult,
  type NotCarried,
  type NoteCode,
  exportJsonSchemas,
  exportOpenApi,
  exportTypeScript,
  JSON_SCHEMA_DIALECT,
  SCHEMA_EXTENSIONS,
  type ContractOperation,
  type ContractTarget,
  type ContractText,
  type JsonSchema,
  type OpenApiExport,
} from './openapi/index';
export { addPointHeading, applyChanges, quickFixes, type FixableDiagnostic, type QuickFix, type TextChange } from './fixes/quick-fixes';
