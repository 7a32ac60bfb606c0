import { bindCalls, type CallBinding } from '../model/bind-calls';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { createSink } from '../diagnostics/report';
import { analyzeCel, type NameRef } from '../expression/index';
import type { Spec } from '../spec/spec';
import { createCheckContext } from './check-context';
import { checkDuplicates } from './check-duplicates';
import { checkEntities } from './check-entities';
import { checkEntityReferences } from './check-entity-references';
import { checkExpressionTypes } from './check-expression-types';
import { checkExpressions, type ReferenceFinder } from './check-expressions';
import { checkLimits } from './check-limits';
import { checkNameReferences } from './check-name-references';
import { checkRoles } from './check-roles';
import { checkRuleTypes } from './check-rule-types';
import { checkJobs } from './check-jobs';
import { checkScreens } from './check-screens';
import { checkStates } from './check-states';
import type { StateMachine } from '../model/state-machine';

/** Options of `checkModel`; the defaults are what specfront uses. */
export interface CheckModelOptions {
  /** Finds the free names of an expression. Default: `analyzedReferences`. */
  readonly references?: ReferenceFinder;
}

/** What the check found, with the intermediate results later stages reuse. */
export interface ModelCheck {
  readonly diagnostics: Diagnostic[];
  readonly binding: CallBinding;
  /** State machines of the entities that have transitions, by entity name. */
  readonly machines: ReadonlyMap<string, StateMachine>;
}

/**
 * The free names of an expression from `analyzeCel`, which the parser already ran on every expression
 * of the spec: a cache hit, with no second parse and no syntax tree kept (`celReferences` caches trees).
 */
export function analyzedReferences(source: string): readonly NameRef[] | null {
  const analysis = analyzeCel(source);
  return analysis.ok ? analysis.references : null;
}

/**
 * Runs every cross-reference and consistency check over a parsed spec. `text` is the spec's text,
 * used to name lines ("already declared on line 12") and to map expression offsets. Linear in the
 * size of the model: names are indexed once in Maps.
 */
export function runModelCheck(spec: Spec, text: string, options: CheckModelOptions = {}): ModelCheck {
  const sink = createSink();
  const cx = createCheckContext(spec, text, sink);
  checkDuplicates(cx);
  checkEntityReferences(cx);
  checkNameReferences(cx);
  checkExpressions(cx, text, options.references ?? analyzedReferences);
  checkExpressionTypes(cx, text);
  checkRuleTypes(cx);
  const machines = checkStates(cx);
  checkRoles(cx);
  checkEntities(cx);
  const binding = bindCalls(spec, { entities: cx.entities, words: cx.entityWords });
  checkScreens(cx, binding);
  checkJobs(cx, binding);
  checkLimits(cx);
  return { diagnostics: sink.diagnostics, binding, machines };
}

/** The cross-reference and consistency diagnostics of a parsed spec (unsorted; see `checkSpec` for the report). */
export function checkModel(spec: Spec, text: string, options: CheckModelOptions = {}): Diagnostic[] {
  return runModelCheck(spec, text, options).diagnostics;
}
