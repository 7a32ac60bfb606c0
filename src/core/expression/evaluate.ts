import { withTimeZone } from './cel-time';
import { createLruCache } from './lru-cache';
import { parseCel } from './parse-cel';
import { walkCel } from './references';
import { evaluateRoot } from './small-eval';
import { inSmallSubset } from './small-subset';
import {
  Abort,
  CelErr,
  fromSmall,
  MAX_EVAL_STEPS,
  MAX_VALUE_DEPTH,
  toSmall,
  TooCostly,
  TooDeep,
  Unsupported,
  type SmallValue,
} from './small-values';

/** The outcome of evaluating an expression: a plain JS value, or why it failed. */
export type CelEvalResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

type Bindings = Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>;

/** The full @bufbuild/cel evaluator once evaluate-full.ts is loaded, else null. */
let full: ((source: string, bindings: Bindings) => CelEvalResult) | null = null;

/** Called by evaluate-full.ts when it loads; not for other callers. */
export function registerFullCel(evaluator: (source: string, bindings: Bindings) => CelEvalResult): void {
  full = evaluator;
}

/**
 * Loads the full @bufbuild/cel evaluator (a separate chunk in the browser, about 68 KB gzip) so that
 * `evaluateCel` can run expressions outside the small subset. Call it before mounting when
 * `needsFullCel(expressionsOf(app))` is true.
 */
export async function loadFullCel(): Promise<void> {
  await import('./evaluate-full');
}

/** Whether the full evaluator is loaded. */
export function isFullCelLoaded(): boolean {
  return full !== null;
}

/** Per source: whether the small interpreter covers it (true for sources that do not parse: they fail the same way). */
const subset = createLruCache<string, boolean>(5000);

function isSmall(source: string): boolean {
  let known = subset.get(source);
  if (known === undefined) {
    const parsed = parseCel(source);
    known = !parsed.ok || inSmallSubset(parsed.ast);
    subset.set(source, known);
  }
  return known;
}

/** True when some expression lies outside the small interpreter's subset, so the full evaluator must be loaded. */
export function needsFullCel(sources: Iterable<string>): boolean {
  for (const s of sources) if (!isSmall(s)) return true;
  return false;
}

const notLoaded = (): CelEvalResult => ({
  ok: false,
  message: 'This expression needs the full CEL evaluator, which is not loaded (call loadFullCel() before evaluating it).',
});

function smallBindings(bindings: Bindings): Map<string, SmallValue> {
  const out = new Map<string, SmallValue>();
  const entries: Iterable<[string, unknown]> = bindings instanceof Map ? bindings.entries() : Object.entries(bindings);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    // @bufbuild/cel also looks up `a.b` as one name when it is bound: leave such bindings to it.
    if (k.includes('.')) throw new Unsupported('dotted name');
    out.set(k, toSmall(v));
  }
  return out;
}

/**
 * Evaluates a CEL expression with plain JS bindings (integral numbers are ints, `CelDouble`s doubles,
 * objects and Maps are maps with undefined properties left out, Dates are timestamps). Synchronous; never throws. Uses the
 * small interpreter when the expression lies in its subset (results identical to @bufbuild/cel's),
 * otherwise the full evaluator, which must have been loaded (`loadFullCel`, or importing
 * evaluate-full.ts).
 */
export function evaluateCel(source: string, bindings: Bindings = {}, options: EvaluateOptions = {}): CelEvalResult {
  return options.timeZone === undefined ? evaluateIn(source, bindings) : withTimeZone(options.timeZone, () => evaluateIn(source, bindings));
}

/** Options of `evaluateCel`. */
export interface EvaluateOptions {
  /**
   * The zone timestamp accessors read when called without one (`value.getHours()`): an IANA name,
   * `UTC` or a fixed offset. Default: UTC, as CEL's.
   */
  readonly timeZone?: string;
}

function evaluateIn(source: string, bindings: Bindings): CelEvalResult {
  const parsed = parseCel(source);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (isSmall(source)) {
    try {
      const result = evaluateRoot(parsed.ast.expr, smallBindings(bindings));
      if (result instanceof CelErr) return { ok: false, message: result.message };
      return { ok: true, value: fromSmall(result) };
    } catch (e) {
      if (e instanceof TooDeep)
        return { ok: false, message: `A value is nested more than ${MAX_VALUE_DEPTH} levels deep (or refers to itself).` };
      if (!(e instanceof Unsupported)) return { ok: false, message: e instanceof Abort || e instanceof Error ? e.message : String(e) };
    }
  }
  // The full evaluator cannot count its steps: an expression with list macros runs there only when a bound
  // of its work — (items in the values + items in its list literals + 1) to the power of its macro nesting — fits the budget.
  if (parsed.macroNesting > 0 && (itemsIn(bindings) + literalItems(parsed.ast.expr) + 1) ** parsed.macroNesting > MAX_EVAL_STEPS)
    return { ok: false, message: new TooCostly().message };
  return full ? full(source, bindings) : notLoaded();
}

/** Items of every list and map in the values (counted up to just past the budget; cycles stop at it too). */
export function itemsIn(bindings: Bindings): number {
  let n = 0;
  const stack: unknown[] = Object.values(bindings);
  while (stack.length > 0 && n <= MAX_EVAL_STEPS) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || v instanceof Date) continue;
    const items: unknown[] = Array.isArray(v) ? v : v instanceof Map ? [...v.values()] : Object.values(v);
    n += items.length;
    for (const item of items) stack.push(item);
  }
  return n;
}

/** Elements of the list literals (and entries of map literals) written in an expression. */
function literalItems(expr: Parameters<typeof walkCel>[0]): number {
  let n = 0;
  walkCel(expr, (node) => {
    const k = node.exprKind;
    if (k.case === 'listExpr') n += k.value.elements.length;
    else if (k.case === 'structExpr') n += k.value.entries.length;
    return true;
  });
  return n;
}
