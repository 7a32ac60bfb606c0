import type { AppEntity, AppModel } from '../compile/app-model';
import { isFullCelLoaded, loadFullCel, needsFullCel } from './evaluate';
import { expressionsOf } from './expressions-of';
import { parseCel } from './parse-cel';
import { loadRegexEngine, regexEngine } from './regex-engine';
import { callsMatches } from './small-subset';

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
