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
export { plural, singular } from './words/inflection';
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
export { availableEvents, type AvailableEvent } from './compile/available-events';
export { decideTransition, guardDecision, transitionStep, type TransitionStep } from './compile/transition-step';
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
export { ownValue, setOwn } from './compile/own-property';
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
  acceptAll,
  ACCEPT_ALL_ROUNDS,
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
export { addPointHeading, quickFixes, type FixableDiagnostic, type QuickFix } from './fixes/quick-fixes';
export { applyEdits, type TextEdit } from './edit/text-edit';
/** Quick fixes' names for the edit layer's `TextEdit` and `applyEdits` (one shape, one function). */
export { applyEdits as applyChanges, type TextEdit as TextChange } from './edit/text-edit';

// The running app's own logic over the app model, without React (src/runtime renders it): which screens an actor
// may open, the simulated user's inputs, forms, lists, values and messages as shown.
export { screenDecision } from './compile/screen-decision';
export { userFieldKinds, userValueOf, type UserFieldKind } from './compile/user-field-kinds';
export { formBody, formFieldsOf, type FormField } from './app/form-fields';
export { createFormDrafts, draftKeyOf, type FormDraft, type FormDrafts } from './app/form-drafts';
export { displayText, fromInputValue, inputKindOf, toInputValue, type InputKind } from './app/field-value';
export {
  hasNextPage,
  INITIAL_LIST_STATE,
  isPaged,
  listRequestQuery,
  nextSort,
  rangeText,
  sortRows,
  type ListQueryNames,
  type ListState,
} from './app/list-request';
export { RefNameCache, type NameTable } from './app/ref-name-cache';
export { inlineParts, plainOf, type InlinePart } from './app/inline-code';
export { paragraphsOf } from './app/paragraphs';
