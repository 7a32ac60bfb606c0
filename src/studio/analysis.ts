import { createChecker, type SpecAnalysis } from '../core/index';

const checker = createChecker();

/**
 * The studio's one incremental checker: the editor's linter, the gaps panel, completion and the
 * preview all read the same analysis of the same text (memoised: a text equal to the last is free).
 */
export function analyzeText(text: string): SpecAnalysis {
  return checker.analyze(text);
}
