import type { AppModel } from '../compile/app-model';
import { isFullCelLoaded, loadFullCel, needsFullCel } from './evaluate';
import { expressionsOf } from './expressions-of';
import { parseCel } from './parse-cel';
import { loadRegexEngine, regexEngine } from './regex-engine';
import { callsMatches } from './small-subset';

/** True when an expression of the app calls `matches` or a rule of point 5 uses the phrase "matches". */
export function needsRegexEngine(app: AppModel): boolean {
  for (const source of expressionsOf(app)) {
    const parsed = parseCel(source);
    if (parsed.ok && callsMatches(parsed.ast)) return true;
  }
  return app.entities.some((e) => e.rules.some((r) => r.check.kind === 'phrase' && r.check.phrase.kind === 'matches'));
}

/**
 * Loads what the app's expressions need beyond the small CEL interpreter, before it mounts: the full
 * evaluator (which brings RE2) when an expression lies outside the subset, else RE2 alone when a
 * `matches` needs it; nothing for most apps. `evaluateCel` stays synchronous afterwards.
 */
export async function prepareExpressions(app: AppModel): Promise<void> {
  if (needsFullCel(expressionsOf(app))) await loadFullCel();
  else if (needsRegexEngine(app)) await loadRegexEngine();
}

/**
 * True when everything the app's expressions need is loaded, so it can be rendered synchronously now;
 * otherwise `await prepareExpressions(app)` first.
 */
export function expressionsReady(app: AppModel): boolean {
  if (isFullCelLoaded()) return true;
  if (needsFullCel(expressionsOf(app))) return false;
  return regexEngine() !== null || !needsRegexEngine(app);
}
