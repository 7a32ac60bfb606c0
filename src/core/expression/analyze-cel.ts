import { toCelIr, type CelIr } from './cel-ir';
import { createLruCache } from './lru-cache';
import { parseCelUncached } from './parse-cel';
import { referencesOf, type NameRef } from './references';
import { regexProblemsOf, type ExpressionProblem } from './regex-literals';

/**
 * What the check needs from an expression, without its AST: the names it uses, the problems of its
 * `matches` patterns and its compact form for the type pass, or why it does not parse (offsets into the source).
 */
export type CelAnalysis =
  | { readonly ok: true; readonly references: readonly NameRef[]; readonly regexProblems: readonly ExpressionProblem[]; readonly ir: CelIr }
  | {
      readonly ok: false;
      readonly message: string;
      readonly offset: number;
      readonly length: number;
      readonly tooDeep: boolean;
      readonly tooLong?: boolean;
    };

/** Analyses are small, so many are kept: a re-check after an edit parses only the changed expressions. */
const cache = createLruCache<string, CelAnalysis>(5000);

/** Parses an expression once and keeps the light results, cached by source text (LRU of 5,000). Never throws. */
export function analyzeCel(source: string): CelAnalysis {
  const known = cache.get(source);
  if (known !== undefined) return known;
  const parsed = parseCelUncached(source);
  let result: CelAnalysis;
  if (!parsed.ok) result = parsed;
  else {
    try {
      result = {
        ok: true,
        references: referencesOf(parsed.ast, source),
        regexProblems: regexProblemsOf(parsed.ast, source),
        ir: toCelIr(parsed.ast, source),
      };
    } catch (e) {
      result = {
        ok: false,
        message: `This expression could not be read: ${e instanceof Error ? e.message : String(e)}.`,
        offset: 0,
        length: source.length,
        tooDeep: false,
      };
    }
  }
  cache.set(source, result);
  return result;
}

export { celReferences } from './cel-references';
export { celFieldUses, type CelFieldUse, type CelValueKind } from './cel-field-uses';

/** The RE2 problems of the constant patterns an expression gives to `matches`; empty when it does not parse. Cached. */
export function celRegexProblems(source: string): ExpressionProblem[] {
  const a = analyzeCel(source);
  return a.ok ? [...a.regexProblems] : [];
}
