import type { CelAst } from './parse-cel';
import { checkRegex } from './regex-check';
import { positionOf, walkCel, type CelExpr } from './references';

/** A problem in an expression; offsets are into the expression's source. */
export interface ExpressionProblem {
  readonly message: string;
  readonly from: number;
  readonly to: number;
}

/** The bounds of a string literal starting at `at` (prefix, quotes), and of its body. */
function literalBounds(source: string, at: number): { end: number; bodyFrom: number; bodyTo: number } {
  let i = at;
  while (i < at + 2 && /[rRbB]/.test(source[i] ?? '')) i++;
  const q = source[i];
  if (q !== '"' && q !== "'") return { end: at, bodyFrom: at, bodyTo: at };
  const close = source.startsWith(q.repeat(3), i) ? q.repeat(3) : q;
  const raw = i > at && /[rR]/.test(source.slice(at, i));
  const bodyFrom = i + close.length;
  let j = bodyFrom;
  while (j < source.length && !source.startsWith(close, j)) j += !raw && source[j] === '\\' ? 2 : 1;
  const bodyTo = Math.min(j, source.length);
  return { end: Math.min(source.length, bodyTo + close.length), bodyFrom, bodyTo };
}

/** The constant string of a node, if it is one. */
function stringConstant(node: CelExpr | undefined): string | null {
  if (node?.exprKind.case !== 'constExpr') return null;
  const k = node.exprKind.value.constantKind;
  return k.case === 'stringValue' ? k.value : null;
}

/**
 * Checks, with RE2, every constant pattern a parsed expression gives to `matches`
 * (`x.matches('^a+$')` or `matches(x, '^a+$')`). Problems point into the literal when it has no
 * escapes, else at the whole literal.
 */
export function regexProblemsOf(ast: CelAst, source: string): ExpressionProblem[] {
  const problems: ExpressionProblem[] = [];
  walkCel(ast.expr, (node) => {
    if (node.exprKind.case !== 'callExpr' || node.exprKind.value.function !== 'matches') return true;
    const call = node.exprKind.value;
    const arg = call.target !== undefined ? call.args[0] : call.args.length === 2 ? call.args[1] : undefined;
    const pattern = stringConstant(arg);
    if (arg === undefined || pattern === null) return true;
    const problem = checkRegex(pattern);
    if (problem === null) return true;
    const at = positionOf(ast, arg);
    if (at < 0) {
      problems.push({ message: problem.message, from: 0, to: source.length });
      return true;
    }
    const { end, bodyFrom, bodyTo } = literalBounds(source, at);
    if (source.slice(bodyFrom, bodyTo) === pattern) {
      problems.push({ message: problem.message, from: bodyFrom + problem.from, to: bodyFrom + problem.to });
    } else {
      problems.push({ message: problem.message, from: at, to: Math.max(end, at + 1) });
    }
    return true;
  });
  return problems;
}
