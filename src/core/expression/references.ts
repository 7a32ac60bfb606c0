import type { CelAst } from './parse-cel';

/** A CEL expression node, as @bufbuild/cel's parser builds it. */
export type CelExpr = CelAst['expr'];

/**
 * A free name an expression uses, with the chain of fields it selects: `record.abstract` is root
 * `record`, path [`abstract`]. `from`/`to` are offsets into the expression's source and cover the
 * whole chain.
 */
export interface NameRef {
  readonly root: string;
  readonly path: readonly string[];
  readonly from: number;
  readonly to: number;
}

/** Type names CEL lets an expression use as values (`type(x) == string`); they are not the spec's names. */
const CEL_TYPE_NAMES = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn']);

const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * The end of the chain `root.f1.f2` written from `from` (spaces around dots and backquoted names
 * allowed), or -1 when the source does not spell it out (then the caller falls back).
 */
function chainEnd(source: string, from: number, root: string, path: readonly string[]): number {
  if (!source.startsWith(root, from)) return -1;
  let i = from + root.length;
  for (const field of path) {
    while (isBlank(source[i])) i++;
    if (source[i] !== '.') return -1;
    i++;
    while (isBlank(source[i])) i++;
    if (source[i] === '`') {
      const close = source.indexOf('`', i + 1);
      if (close === -1) return -1;
      i = close + 1;
    } else if (source.startsWith(field, i)) i += field.length;
    else return -1;
  }
  return i;
}

/**
 * Walks every node with the names bound by enclosing comprehensions; iterative, so deep ASTs are
 * safe. `visit` returns false to skip the node's children, or a node to walk instead of them.
 */
export function walkCel(root: CelExpr, visit: (node: CelExpr, bound: ReadonlySet<string>) => boolean | CelExpr | void): void {
  const stack: Array<[CelExpr, ReadonlySet<string>]> = [[root, new Set()]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, bound] = item;
    const next = visit(node, bound);
    if (next === false) continue;
    if (typeof next === 'object') {
      stack.push([next, bound]);
      continue;
    }
    const kind = node.exprKind;
    const push = (child: CelExpr | undefined, scope: ReadonlySet<string> = bound): void => {
      if (child !== undefined) stack.push([child, scope]);
    };
    switch (kind.case) {
      case 'selectExpr':
        push(kind.value.operand);
        break;
      case 'callExpr':
        for (let i = kind.value.args.length - 1; i >= 0; i--) push(kind.value.args[i]);
        push(kind.value.target);
        break;
      case 'listExpr':
        for (let i = kind.value.elements.length - 1; i >= 0; i--) push(kind.value.elements[i]);
        break;
      case 'structExpr':
        for (let i = kind.value.entries.length - 1; i >= 0; i--) {
          const entry = kind.value.entries[i];
          if (entry === undefined) continue;
          push(entry.value);
          if (entry.keyKind.case === 'mapKey') push(entry.keyKind.value);
        }
        break;
      case 'comprehensionExpr': {
        const c = kind.value;
        const inner = new Set(bound);
        for (const v of [c.iterVar, c.iterVar2, c.accuVar]) if (v) inner.add(v);
        push(c.result, inner);
        push(c.loopStep, inner);
        push(c.loopCondition, inner);
        push(c.accuInit);
        push(c.iterRange);
        break;
      }
      default:
        break;
    }
  }
}

/** The source offset of a node, from the AST's source positions (-1 when unknown). */
export function positionOf(ast: CelAst, node: CelExpr): number {
  return ast.sourceInfo?.positions[String(node.id)] ?? -1;
}

/**
 * Every free name a parsed expression uses, with its field chain, in source order. Comprehension
 * variables (`all`, `exists`, `exists_one`, `map`, `filter`) and function names are left out, as are
 * CEL's type names. Linear in the expression's size.
 */
export function referencesOf(ast: CelAst, source: string): NameRef[] {
  const refs: NameRef[] = [];
  walkCel(ast.expr, (node, bound) => {
    if (node.exprKind.case !== 'selectExpr' && node.exprKind.case !== 'identExpr') return true;
    // Follow a chain of selections down to its root.
    const path: string[] = [];
    let cur = node;
    while (cur.exprKind.case === 'selectExpr' && cur.exprKind.value.operand !== undefined) {
      path.push(cur.exprKind.value.field);
      cur = cur.exprKind.value.operand;
    }
    if (cur.exprKind.case !== 'identExpr') return cur; // a call or index at the root: walk it
    const name = cur.exprKind.value.name;
    if (bound.has(name) || name.startsWith('@') || (path.length === 0 && CEL_TYPE_NAMES.has(name))) return false;
    path.reverse();
    let from = positionOf(ast, cur);
    if (from < 0) return false;
    // A leading dot (`.name`, the root namespace) is not part of the name.
    if (source[from] === '.') while (from < source.length && !source.startsWith(name, from)) from++;
    const end = chainEnd(source, from, name, path);
    refs.push({ root: name, path, from, to: end >= 0 ? end : Math.min(source.length, from + name.length) });
    return false;
  });
  return refs.sort((a, b) => a.from - b.from);
}
