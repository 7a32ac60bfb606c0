import type { AppEntity, AppModel, AppRule } from './app-model';
import { isFullCelLoaded, loadFullCel, needsFullCel } from '../expression/evaluate';
import { expressionsOf } from './expressions-of';
import { parseCel } from '../expression/parse-cel';
import { loadRegexEngine, regexEngine } from '../expression/regex-engine';
import { callsMatches } from '../expression/small-subset';

/** True when a CEL expression of the app (guard, rule or permission condition) calls `matches`. */
function expressionsCallMatches(app: AppModel): boolean {
  for (const source of expressionsOf(app)) {
    const parsed = parseCel(source);
    if (parsed.ok && callsMatches(parsed.ast)) return true;
  }
  return false;
}

/**
 * True when a rule of point 5 on the entity uses the phrase "matches": validating its records (a write
 * in the backend, a form's submit) must `await loadRegexEngine()` first.
 */
export function rulesNeedRegexEngine(entity: AppEntity): boolean {
  return entity.rules.some((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'matches');
}

/** True when an expression of the app calls `matches` or a rule of point 5 uses the phrase "matches". */
export function needsRegexEngine(app: AppModel): boolean {
  return expressionsCallMatches(app) || app.entities.some(rulesNeedRegexEngine);
}

/**
 * Loads what the app's expressions need beyond the small CEL interpreter, before it mounts: the full
 * evaluator (which brings RE2) when an expression lies outside the subset, else RE2 alone when a CEL
 * expression calls `matches` (a permission condition may run on the first screen); nothing for most
 * apps. `evaluateCel` stays synchronous afterwards. RE2 for the phrase "matches" of point 5 is not
 * awaited here: only validation uses it, so the app loads it after its first screen, and the backend
 * and a form's submit await `loadRegexEngine()` before validating (see `rulesNeedRegexEngine`).
 */
export async function prepareExpressions(app: AppModel): Promise<void> {
  if (needsFullCel(expressionsOf(app))) await loadFullCel();
  else if (expressionsCallMatches(app)) await loadRegexEngine();
}

/**
 * True when everything `prepareExpressions(app)` would load is loaded, so the app can be rendered
 * synchronously now; otherwise `await prepareExpressions(app)` first.
 */
export function expressionsReady(app: AppModel): boolean {
  if (isFullCelLoaded()) return true;
  if (needsFullCel(expressionsOf(app))) return false;
  return regexEngine() !== null || !expressionsCallMatches(app);
}

/** True when this CEL source calls `matches` (a source that does not parse calls nothing). */
function sourceCallsMatches(source: string): boolean {
  const parsed = parseCel(source);
  return parsed.ok && callsMatches(parsed.ast);
}

/**
 * True when everything these CEL sources need is loaded: the full evaluator for a source outside the
 * small interpreter's subset, RE2 for one that calls `matches` (and for the rule phrase "matches"
 * when `phraseMatches`). The full evaluator brings RE2 with it.
 */
export function enginesReadyFor(sources: Iterable<string>, phraseMatches = false): boolean {
  const list = [...sources];
  if (!isFullCelLoaded() && needsFullCel(list)) return false;
  if (regexEngine() !== null) return true;
  return !phraseMatches && !list.some(sourceCallsMatches);
}

/** Loads what `enginesReadyFor(sources, phraseMatches)` waits for; resolves at once when it is loaded. */
export async function loadEnginesFor(sources: Iterable<string>, phraseMatches = false): Promise<void> {
  const list = [...sources];
  if (!isFullCelLoaded() && needsFullCel(list)) await loadFullCel();
  else if (regexEngine() === null && (phraseMatches || list.some(sourceCallsMatches))) await loadRegexEngine();
}

/**
 * The CEL sources that work on an entity evaluates: for `read`, the conditions of point 6's grants on
 * it; for `write` (a create, an update, a delete or an event), also its rules of point 5 and its guards.
 */
export function entityExpressions(app: AppModel, entity: AppEntity, use: 'read' | 'write'): string[] {
  const seen = new Set<string>();
  for (const p of app.permissions) if (p.when !== null && p.on.includes(entity.name)) seen.add(p.when);
  if (use === 'write') {
    for (const t of entity.machine?.transitions ?? []) if (t.guard !== null) seen.add(t.guard);
    for (const rule of entity.rules) if (rule.check.kind === 'expression') seen.add(rule.check.source);
  }
  return [...seen];
}

/** True when the engines that `use` of the entity needs are loaded (see entityExpressions). */
export function entityEnginesReady(app: AppModel, entity: AppEntity, use: 'read' | 'write'): boolean {
  return enginesReadyFor(entityExpressions(app, entity, use), use === 'write' && rulesNeedRegexEngine(entity));
}

/** Loads the engines that `use` of the entity needs (the in-browser backend awaits it before each call). */
export function loadEntityEngines(app: AppModel, entity: AppEntity, use: 'read' | 'write'): Promise<void> {
  return loadEnginesFor(entityExpressions(app, entity, use), use === 'write' && rulesNeedRegexEngine(entity));
}

/**
 * True when a rule of point 5 can be checked now: its expression's engine (or RE2 for the phrase
 * "matches") is loaded. A rule that is not ready is pending: a form says it is being checked, never
 * that it passed.
 */
export function ruleReady(rule: AppRule): boolean {
  const check = rule.check;
  if (check.kind === 'expression') return enginesReadyFor([check.source]);
  if (check.kind === 'phrase' && check.phrase.kind === 'matches') return regexEngine() !== null;
  return true;
}

/** Loads what every rule of point 5 on the entity needs (a form awaits it when the user leaves a field or submits). */
export function loadRuleEngines(entity: AppEntity): Promise<void> {
  const sources = entity.rules.flatMap((r) => (r.check.kind === 'expression' ? [r.check.source] : []));
  return loadEnginesFor(sources, rulesNeedRegexEngine(entity));
}
