export { evaluateCel, fromCel, toCelBindings, toCelInput, type CelEvalResult } from './evaluate';
export { createLruCache, type LruCache } from './lru-cache';
export { MAX_EXPRESSION_DEPTH, parseCel, type CelAst, type CelParseResult } from './parse-cel';
export { celReferences, walkCel, type CelExpr, type NameRef } from './references';
export { checkRegex, type RegexProblem } from './regex-check';
export { celRegexProblems, type ExpressionProblem } from './regex-literals';
