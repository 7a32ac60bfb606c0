import { isSeq } from 'yaml';
import { unknownRowKey, wrongKind } from '../../diagnostics/messages-yaml';
import { listOrEmpty } from '../../spec/empty-list';
import type { ExtraCell } from '../../spec/extra-cell';
import type { PointNumber } from '../../spec/point';
import { createSuggester, type Suggester } from '../../words/suggest';
import { deref, itemPath, keyPath, kindOf, readRow, readText, type Row, spanOfNode, type YamlContext, type YamlPath } from './yaml-context';

/** The key of the list of extra cells a row may hold (`extra: [{ column, value }]`). */
export const EXTRA_KEY = 'extra';

/** Describes one kind of row: its list key, its known keys and an example for messages. */
export interface RowKind {
  readonly key: string;
  readonly known: readonly string[];
  readonly example: string;
}

/**
 * Reads a point's list: each item a row mapping handed to `build`. Unknown row keys are kept as extra
 * cells by `extrasOf`; each distinct one is noted once per list (`unknown-column`, as a Markdown
 * table's unknown column is).
 */
export function readRows<T>(
  ctx: YamlContext,
  raw: unknown,
  path: YamlPath,
  point: PointNumber,
  kind: RowKind,
  build: (row: Row) => T | null,
): T[] {
  const node = deref(ctx, raw, path, point);
  const out: T[] = [];
  if (node === null) return out;
  if (!isSeq(node)) {
    ctx.sink.report('bad-value', spanOfNode(ctx, node), wrongKind(String(path), 'a list of rows', kindOf(node)), point);
    return out;
  }
  const known = withExtra(kind);
  // Made on the first unknown key: a spec's many short lists (an entity's fields) mostly have none.
  let noted: Set<string> | null = null;
  let suggester: Suggester | null = null;
  node.items.forEach((item, i) => {
    const row = readRow(ctx, item, itemPath(path, i), point, known, kind.example);
    if (!row) return;
    for (const u of row.unknown) {
      noted ??= new Set();
      if (noted.has(u.key)) continue;
      noted.add(u.key);
      suggester ??= createSuggester(kind.known);
      ctx.sink.report('unknown-column', u.span, unknownRowKey(kind.key, u.key, suggester.suggest(u.key)), point);
    }
    const built = build(row);
    if (built !== null) out.push(built);
  });
  return out;
}

const knownWithExtra = new WeakMap<RowKind, readonly string[]>();

/** A kind's known keys and `extra`, one list per kind. */
function withExtra(kind: RowKind): readonly string[] {
  let known = knownWithExtra.get(kind);
  if (!known) {
    known = [...kind.known, EXTRA_KEY];
    knownWithExtra.set(kind, known);
  }
  return known;
}

/** The row's extra cells: its unknown keys in order, then the entries of its `extra` list. */
export function extrasOf(ctx: YamlContext, row: Row, point: PointNumber): readonly ExtraCell[] {
  const extra: ExtraCell[] = [];
  for (const u of row.unknown) {
    const text = readText(ctx, u.value, keyPath(row.path, u.key), point);
    extra.push({ column: u.key, value: text ? text.text : '' });
  }
  const list = deref(ctx, row.get(EXTRA_KEY), keyPath(row.path, EXTRA_KEY), point);
  if (list === null) return listOrEmpty(extra);
  const path = keyPath(row.path, EXTRA_KEY);
  const kind: RowKind = { key: EXTRA_KEY, known: ['column', 'value'], example: '{ column: Speaker notes, value: … }' };
  if (!isSeq(list)) {
    ctx.sink.report('bad-value', spanOfNode(ctx, list), wrongKind(String(path), 'a list of `{ column, value }`', kindOf(list)), point);
    return listOrEmpty(extra);
  }
  list.items.forEach((item, i) => {
    const cell = readRow(ctx, item, itemPath(path, i), point, kind.known, kind.example);
    if (!cell) return;
    const column = readText(ctx, cell.get('column'), keyPath(cell.path, 'column'), point);
    const value = readText(ctx, cell.get('value'), keyPath(cell.path, 'value'), point);
    if (column && column.text.trim() !== '') extra.push({ column: column.text.trim(), value: value ? value.text : '' });
  });
  return listOrEmpty(extra);
}
