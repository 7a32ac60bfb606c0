import type { CelAst } from './parse-cel';
import type { CelExpr } from './references';

/**
 * A compact, plain form of a parsed CEL expression for the check's type pass: what each node is and
 * the source it covers (`from`/`to`, offsets into the expression). Far lighter than the parser's
 * protobuf AST, so `analyzeCel` keeps it with its other light results and the check never parses an
 * expression twice.
 */
export type CelIr =
  | {
      readonly k: 'const';
      readonly type: 'int' | 'uint' | 'double' | 'string' | 'bool' | 'bytes' | 'null' | 'other';
      readonly text: string | null;
      readonly from: number;
      readonly to: number;
    }
  | { readonly k: 'ident'; readonly name: string; readonly from: number; readonly to: number }
  | {
      readonly k: 'select';
      readonly field: string;
      readonly operand: CelIr | null;
      readonly test: boolean;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly k: 'call';
      readonly fn: string;
      readonly target: CelIr | null;
      readonly args: readonly CelIr[];
      readonly from: number;
      readonly to: number;
    }
  | { readonly k: 'list'; readonly items: readonly CelIr[]; readonly from: number; readonly to: number }
  | {
      readonly k: 'map';
      readonly message: boolean;
      readonly keys: readonly CelIr[];
      readonly values: readonly CelIr[];
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly k: 'comp';
      readonly iterVar: string;
      readonly iterVar2: string;
      readonly accuVar: string;
      readonly range: CelIr | null;
      readonly init: CelIr | null;
      readonly cond: CelIr | null;
      readonly step: CelIr | null;
      readonly result: CelIr | null;
      readonly from: number;
      readonly to: number;
    }
  | { readonly k: 'other'; readonly from: number; readonly to: number };

/** Converts a parsed expression to its compact form (recursive over the AST, whose depth the parser bounds). */
export function toCelIr(ast: CelAst, source: string): CelIr {
  const extent = createExtents(ast, source);
  const conv = (e: CelExpr | undefined): CelIr | null => (e === undefined ? null : node(e));
  const node = (e: CelExpr): CelIr => {
    const { from, to } = extent(e);
    const kind = e.exprKind;
    switch (kind.case) {
      case 'constExpr': {
        const c = kind.value.constantKind;
        const type =
          c.case === 'int64Value'
            ? 'int'
            : c.case === 'uint64Value'
              ? 'uint'
              : c.case === 'doubleValue'
                ? 'double'
                : c.case === 'stringValue'
                  ? 'string'
                  : c.case === 'boolValue'
                    ? 'bool'
                    : c.case === 'bytesValue'
                      ? 'bytes'
                      : c.case === 'nullValue'
                        ? 'null'
                        : 'other';
        return { k: 'const', type, text: c.case === 'stringValue' ? c.value : null, from, to };
      }
      case 'identExpr':
        return { k: 'ident', name: kind.value.name, from, to };
      case 'selectExpr':
        return { k: 'select', field: kind.value.field, operand: conv(kind.value.operand), test: kind.value.testOnly, from, to };
      case 'callExpr':
        return { k: 'call', fn: kind.value.function, target: conv(kind.value.target), args: kind.value.args.map(node), from, to };
      case 'listExpr':
        return { k: 'list', items: kind.value.elements.map(node), from, to };
      case 'structExpr': {
        const keys: CelIr[] = [];
        const values: CelIr[] = [];
        for (const entry of kind.value.entries) {
          if (entry.keyKind.case === 'mapKey') keys.push(node(entry.keyKind.value));
          if (entry.value) values.push(node(entry.value));
        }
        return { k: 'map', message: kind.value.messageName !== '', keys, values, from, to };
      }
      case 'comprehensionExpr': {
        const c = kind.value;
        return {
          k: 'comp',
          iterVar: c.iterVar,
          iterVar2: c.iterVar2,
          accuVar: c.accuVar,
          range: conv(c.iterRange),
          init: conv(c.accuInit),
          cond: conv(c.loopCondition),
          step: conv(c.loopStep),
          result: conv(c.result),
          from,
          to,
        };
      }
      default:
        return { k: 'other', from, to };
    }
  };
  return node(ast.expr as CelExpr);
}

/** The extent (`from`, `to` in the source) of each node: from its first character to its last. */
function createExtents(ast: CelAst, source: string): (e: CelExpr) => { from: number; to: number } {
  const known = new Map<bigint, { from: number; to: number }>();
  const pos = (e: CelExpr): number => ast.sourceInfo?.positions[String(e.id)] ?? -1;
  /** The index just past the bracket that closes the one at `open`, or -1. */
  const closing = (open: number): number => {
    let depth = 0;
    let quote = '';
    for (let i = open; i < source.length; i++) {
      const c = source[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return -1;
  };
  const after = (i: number, ch: string): number => {
    let j = i;
    while (j < source.length && (source[j] === ' ' || source[j] === '\t' || source[j] === '\n' || source[j] === '\r')) j++;
    return source[j] === ch ? j : -1;
  };
  /** The end of a literal token at `p`. */
  const tokenEnd = (p: number): number => {
    const c = source[p];
    if (
      c === '"' ||
      c === "'" ||
      ((c === 'r' || c === 'R' || c === 'b' || c === 'B') && (source[p + 1] === '"' || source[p + 1] === "'"))
    ) {
      let i = c === '"' || c === "'" ? p : p + 1;
      const q = source[i] as string;
      const triple = source.startsWith(q.repeat(3), i);
      i += triple ? 3 : 1;
      while (i < source.length) {
        if (source[i] === '\\') i += 2;
        else if (triple ? source.startsWith(q.repeat(3), i) : source[i] === q) return i + (triple ? 3 : 1);
        else i++;
      }
      return source.length;
    }
    let i = p;
    while (i < source.length && /[A-Za-z0-9_.+\-xXeE]/.test(source[i] as string)) {
      if ((source[i] === '+' || source[i] === '-') && !(source[i - 1] === 'e' || source[i - 1] === 'E')) break;
      i++;
    }
    return Math.max(i, p + 1);
  };
  const extent = (e: CelExpr): { from: number; to: number } => {
    const cached = known.get(e.id);
    if (cached) return cached;
    const p = pos(e);
    let from = p;
    let to = p + 1;
    const cover = (child: CelExpr | undefined): void => {
      if (!child) return;
      const x = extent(child);
      if (x.from >= 0 && (from < 0 || x.from < from)) from = x.from;
      if (x.to > to) to = x.to;
    };
    const kind = e.exprKind;
    switch (kind.case) {
      case 'constExpr':
        to = tokenEnd(p);
        break;
      case 'identExpr':
        to = p + kind.value.name.length;
        break;
      case 'selectExpr': {
        cover(kind.value.operand);
        if (kind.value.testOnly) {
          // has(a.b): the macro's parentheses
          const open = source.lastIndexOf('(', from);
          const close = open >= 0 ? closing(open) : -1;
          if (open >= 0 && source.slice(Math.max(0, open - 3), open) === 'has') {
            from = open - 3;
            to = Math.max(to, close);
          }
        } else {
          const dot = source.indexOf(kind.value.field, p);
          to = Math.max(to, dot >= 0 ? dot + kind.value.field.length : p + 1);
        }
        break;
      }
      case 'callExpr': {
        const c = kind.value;
        cover(c.target);
        for (const a of c.args) cover(a);
        if (c.function === '_[_]') {
          const close = closing(p);
          if (close > 0) to = Math.max(to, close);
        } else if (!c.function.startsWith('_') && !c.function.startsWith('@') && c.function !== '!_') {
          const nameAt = source.indexOf(c.function, c.target ? p : Math.max(0, p));
          const open = nameAt >= 0 ? after(nameAt + c.function.length, '(') : -1;
          const close = open >= 0 ? closing(open) : -1;
          if (close > 0) to = Math.max(to, close);
        } else if (c.function === '_?_:_' || c.function.startsWith('_') || c.function === '!_' || c.function === '-_') {
          // operators: the operands' extent (and the prefix operator's own character)
        }
        break;
      }
      case 'listExpr':
      case 'structExpr': {
        const close = closing(p);
        to = close > 0 ? close : p + 1;
        break;
      }
      case 'comprehensionExpr': {
        cover(kind.value.iterRange);
        const open = after(source.indexOf('(', p) >= 0 ? source.indexOf('(', p) : p, '(');
        const close = open >= 0 ? closing(open) : -1;
        if (close > 0) to = Math.max(to, close);
        break;
      }
      default:
        break;
    }
    if (from < 0) from = 0;
    // A parenthesised expression: include the brackets that wrap exactly it.
    const x = { from, to: Math.min(Math.max(to, from), source.length) };
    known.set(e.id, x);
    return x;
  };
  return extent;
}
