export {
  analyzeCel,
  celFieldUses,
  celReferences,
  celRegexProblems,
  type CelAnalysis,
  type CelFieldUse,
  type CelValueKind,
} from './analyze-cel';
export { celDuration } from './cel-time';
export { evaluateCel, loadFullCel, needsFullCel, type CelEvalResult } from './evaluate';
export { loadRegexEngine, regexEngine } from './regex-engine';
export { createLruCache, type LruCache } from './lru-cache';
export { MAX_EXPRESSION_DEPTH, parseCel, type CelAst, type CelParseResult } from './parse-cel';
export { referencesOf, walkCel, type CelExpr, type NameRef } from './references';
export { checkRegex, type RegexProblem } from './regex-check';
export { regexProblemsOf, type ExpressionProblem } from './regex-literals';
