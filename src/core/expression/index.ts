export { analyzeCel, celReferences, celRegexProblems, type CelAnalysis } from './analyze-cel';
export { evaluateCel, fromCel, toCelBindings, toCelInput, type CelEvalResult } from './evaluate';
export { createLruCache, type LruCache } from './lru-cache';
export { MAX_EXPRESSION_DEPTH, parseCel, type CelAst, type CelParseResult } from './parse-cel';
export { referencesOf, walkCel, type CelExpr, type NameRef } from './references';
export { checkRegex, type RegexProblem } from './regex-check';
export { regexProblemsOf, type ExpressionProblem } from './regex-literals';
