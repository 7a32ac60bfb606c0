import { parse } from '@bufbuild/cel';
import { badExpressionMessage } from '../diagnostics/messages-cells';
import { createLruCache } from './lru-cache';
import { syntaxHint } from './syntax-hint';

/** The parsed AST as @bufbuild/cel returns it (a cel.expr.ParsedExpr with its source positions). */
export type CelAst = ReturnType<typeof parse>;

/** A parse outcome: the AST, or a clean message with the offset (into the source) it is about. */
export type CelParseResult =
  | { readonly ok: true; readonly ast: CelAst; readonly macroNesting: number }
  | {
      readonly ok: false;
      readonly message: string;
      readonly offset: number;
      readonly length: number;
      readonly tooDeep: boolean;
      readonly tooLong?: boolean;
    };

/**
 * How deeply brackets and conditions (`c ? a : b` inside another's branch) may nest; the CEL parser is
 * recursive and would exhaust the stack well past this (about 2,000 nested conditions).
 */
export const MAX_EXPRESSION_DEPTH = 100;

/**
 * The longest expression read, in characters: a rule of a few lines is a few hundred. The CEL parser
 * overflows its stack on a string literal of about a million characters and slows down long before.
 */
export const MAX_EXPRESSION_LENGTH = 10_000;

/**
 * How deeply list macros (`map`, `filter`, `all`, `exists`, `exists_one`) may nest inside each other's
 * bodies. Their cost multiplies: three levels over lists of 100 items is a million steps; eight over 10
 * items froze a tab for minutes. Macros one after another (`a.filter(…).map(…)`) add, and do not count.
 */
export const MAX_MACRO_NESTING = 3;

type CelNode = { readonly $typeName?: string; readonly exprKind?: { readonly case?: string; readonly value?: unknown } };

/** The deepest nesting of macro bodies in a parsed expression (0 without macros); iterative, so long chains cannot overflow. */
export function macroNesting(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const n of node) stack.push([n, depth]);
      continue;
    }
    const expr = node as CelNode;
    if (expr.$typeName === 'cel.expr.Expr' && expr.exprKind?.case === 'comprehensionExpr') {
      const c = expr.exprKind.value as Record<string, unknown>;
      deepest = Math.max(deepest, depth + 1);
      stack.push([c['iterRange'], depth], [c['accuInit'], depth]);
      stack.push([c['loopCondition'], depth + 1], [c['loopStep'], depth + 1], [c['result'], depth + 1]);
      continue;
    }
    for (const [k, v] of Object.entries(node)) if (k !== '$typeName' && typeof v === 'object') stack.push([v, depth]);
  }
  return deepest;
}

/** ASTs are heavy (protobuf messages); the light analysis in analyze-cel.ts has the big cache. */
const cache = createLruCache<string, CelParseResult>(1000);

/** The offset of a 1-based line and UTF-16 column, as @bufbuild/cel's `<input>:line:col` gives them. */
function offsetOf(source: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const nl = source.indexOf('\n', start);
    if (nl === -1) break;
    start = nl + 1;
  }
  return Math.min(source.length, start + Math.max(0, column - 1));
}

/**
 * Nesting beyond the limit: the offset of the first bracket or `?` past it, or -1. A `?` nests the
 * conditions after it at the same bracket level (`a ? b : c ? d : e` is two deep); a closing bracket
 * ends the conditions opened inside it. Ignores strings roughly.
 */
function tooDeepAt(source: string): number {
  let depth = 0;
  let quote = '';
  // The conditions open at each bracket level, innermost last.
  const conditions: number[] = [0];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') {
      conditions.push(0);
      if (++depth > MAX_EXPRESSION_DEPTH) return i;
    } else if (c === ')' || c === ']' || c === '}') {
      if (conditions.length > 1) depth -= 1 + (conditions.pop() as number);
    } else if (c === '?') {
      conditions[conditions.length - 1] = (conditions[conditions.length - 1] as number) + 1;
      if (++depth > MAX_EXPRESSION_DEPTH) return i;
    }
  }
  return -1;
}

/** Turns `<input>:1:3: found + but expecting end of input` into plain words and an offset. */
function explain(source: string, raw: string): { message: string; offset: number; length: number } {
  const hint = syntaxHint(source);
  if (hint) return { message: badExpressionMessage(hint.message), offset: hint.offset, length: hint.length };
  const m = /^<input>:(\d+):(\d+): (.*)$/s.exec(raw);
  if (!m) return { message: badExpressionMessage(raw.split('\n')[0] ?? raw), offset: 0, length: source.length };
  const offset = offsetOf(source, Number(m[1]), Number(m[2]));
  const found = /^found (.+?) but expecting/.exec(m[3] ?? '');
  const what = found?.[1] ?? '';
  if (what === 'end of input') {
    return { message: badExpressionMessage('it ends too early; something is missing at the end'), offset: source.length, length: 0 };
  }
  const token = what.startsWith('"') ? what.slice(1, -1) : what;
  const char = source[offset] ?? token;
  return { message: badExpressionMessage(`\`${char}\` cannot come here`), offset, length: 1 };
}

/**
 * Parses a CEL expression with @bufbuild/cel, cached by source text (LRU of 1,000 ASTs; the check
 * uses `analyzeCel`, whose light results are cached by the 5,000). Never throws: a syntax error gives
 * a clean message and the offset in `source` it points at.
 */
export function parseCel(source: string): CelParseResult {
  const known = cache.get(source);
  if (known !== undefined) return known;
  const result = parseCelUncached(source);
  cache.set(source, result);
  return result;
}

/** `parseCel` without the cache, for callers that keep their own (analyzeCel). */
export function parseCelUncached(source: string): CelParseResult {
  let result: CelParseResult;
  const deep = tooDeepAt(source);
  if (deep < 0 && source.length > MAX_EXPRESSION_LENGTH) {
    const message = `This expression has ${source.length.toLocaleString('en')} characters, more than the ${MAX_EXPRESSION_LENGTH.toLocaleString('en')} an expression may have; split it into simpler rules, or name a long value as a constant of point 9.`;
    return { ok: false, message, offset: 0, length: source.length, tooDeep: false, tooLong: true };
  }
  if (source.trim() === '') {
    result = { ok: false, message: badExpressionMessage('it is empty'), offset: 0, length: source.length, tooDeep: false };
  } else if (deep >= 0) {
    result = {
      ok: false,
      message: `This expression nests brackets or conditions (\`? :\`) more than ${MAX_EXPRESSION_DEPTH} levels deep; split it into simpler rules.`,
      offset: deep,
      length: 1,
      tooDeep: true,
    };
  } else {
    try {
      const ast = parse(source);
      const nesting = macroNesting(ast.expr);
      result =
        nesting > MAX_MACRO_NESTING
          ? {
              ok: false,
              message: `This expression nests list macros (\`map\`, \`filter\`, \`all\`, \`exists\`) ${nesting} levels deep, more than the ${MAX_MACRO_NESTING} allowed: each level multiplies the work by the size of a list, so it could freeze the app. Split it into simpler rules.`,
              offset: 0,
              length: source.length,
              tooDeep: true,
            }
          : { ok: true, ast, macroNesting: nesting };
    } catch (e) {
      const raw = e instanceof Error ? e.message : String(e);
      result = { ok: false, ...explain(source, raw), tooDeep: false };
    }
  }
  return result;
}
