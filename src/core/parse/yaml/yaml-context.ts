import { isAlias, isMap, isScalar, isSeq, type Document, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { missingKey, unsupported, wrongKind, type ValueKind } from '../../diagnostics/messages-yaml';
import type { DiagnosticSink } from '../../diagnostics/report';
import { createSharedSourceText, createSourceText, isVerbatim, type SourceText } from '../../source/source-text';
import { isSharedJsonString, jsonKeyName } from './compose-json';
import type { Located, Span } from '../../source/span';
import type { PointNumber } from '../../spec/point';
import { splitList } from '../cells/list';
import { scalarText, type ScalarStyle } from './scalar-text';

/** How many aliases one document may resolve before the rest are refused (guards against alias bombs). */
export const MAX_ALIASES = 100;

/** What readers of the YAML form share: the document, the text it was read from, and the sink. */
export interface YamlContext {
  readonly doc: Document.Parsed;
  /** The text the `yaml` package parsed, mapped into the spec (a fenced block's content, or the whole spec). */
  readonly src: SourceText;
  readonly sink: DiagnosticSink;
  /** Aliases still allowed (counts down). */
  aliasBudget: number;
}

/**
 * A key path for messages (`entities[3].fields[0].type`): a string, or a path below one whose text is
 * built only when asked (`String(path)`), since almost every path read is never shown (a 10 MB spec
 * reads over a million of them).
 */
export type YamlPath = string | ChildPath;

/** The path of a key (`.name`) or list item (`[2]`) below `parent`; its text is made once, when first asked. */
export class ChildPath {
  declare private readonly parent: YamlPath;
  declare private readonly key: string | number;
  declare private text: string | null;
  constructor(parent: YamlPath, key: string | number) {
    this.parent = parent;
    this.key = key;
    this.text = null;
  }
  toString(): string {
    this.text ??= typeof this.key === 'number' ? `${String(this.parent)}[${this.key}]` : `${String(this.parent)}.${this.key}`;
    return this.text;
  }
}

/** The path of `key` in the mapping at `parent` (`parent.key`). */
export function keyPath(parent: YamlPath, key: string): YamlPath {
  return new ChildPath(parent, key);
}

/** The path of item `index` of the list at `parent` (`parent[index]`). */
export function itemPath(parent: YamlPath, index: number): YamlPath {
  return new ChildPath(parent, index);
}

/** A node with its range, as the `yaml` package gives it. */
type Ranged = { range?: [number, number, number] | null };

/** The span of a node's value in the spec; the empty span at the start for nodes without a range. */
export function spanOfNode(ctx: YamlContext, node: unknown): Span {
  const range = (node as Ranged | null)?.range;
  if (!range) return ctx.src.spanOf(0, 0);
  return ctx.src.spanOf(range[0], Math.max(range[0], range[1]));
}

/** The span from a pair's key to the end of its value. */
export function spanOfPair(ctx: YamlContext, pair: Pair): Span {
  const a = spanOfNode(ctx, pair.key);
  const b = pair.value ? spanOfNode(ctx, pair.value) : a;
  return { from: a.from, to: Math.max(a.to, b.to) };
}

/** Resolves an alias to its node, within the document's alias budget; reports and gives null past it. */
export function deref(ctx: YamlContext, node: unknown, path: YamlPath, point: PointNumber | null): Node | null {
  if (node === null || node === undefined) return null;
  if (!isAlias(node)) return node as Node;
  if (ctx.aliasBudget-- <= 0) {
    ctx.sink.report('bad-value', spanOfNode(ctx, node), unsupported(String(path), `more than ${MAX_ALIASES} aliases`), point);
    return null;
  }
  const target = node.resolve(ctx.doc);
  return target && !isAlias(target) ? (target as Node) : null;
}

/** The kind of a node in words. */
export function kindOf(node: Node | null): ValueKind {
  if (node === null) return 'empty';
  if (isSeq(node)) return 'a list';
  if (isMap(node)) return 'a mapping';
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined || v === '') return 'empty';
    if (typeof v === 'string') return 'text';
    if (typeof v === 'number') return 'a number';
    if (typeof v === 'boolean') return 'true/false';
  }
  return 'something else';
}

/** The scalar's value as text with its place, or null when the node is not a text-like scalar. */
export function textOfScalar(ctx: YamlContext, node: Scalar): SourceText | null {
  const v = node.value;
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
  const range = (node as Ranged).range;
  if (typeof v === 'string' && range) {
    const quoted = quotedAsWritten(ctx.src, v, range[0], range[1], node.type, isSharedJsonString(node));
    if (quoted) return quoted;
  }
  const whole = range ? ctx.src.slice(range[0], range[1]) : ctx.src.slice(0, 0);
  // Numbers and booleans are read as written (`404`, `true`); strings as their value.
  if (typeof v !== 'string') return whole.text.length > 0 ? whole : scalarText(String(v), whole, 'PLAIN');
  return scalarText(v, whole, (node.type ?? 'PLAIN') as ScalarStyle);
}

/**
 * A quoted scalar whose value is exactly the text between its quotes (no escape, no fold) in verbatim
 * text: the SourceText `scalarText` gives for it (`src.slice(from, to).slice(1, -1)`, whose text equals
 * the value), made without slicing the text twice. Most scalars of a JSON spec are these. Null otherwise.
 * `shared`: the JSON reader already shares the value (not looked up in the interning pool again).
 */
function quotedAsWritten(
  src: SourceText,
  value: string,
  from: number,
  to: number,
  style: Scalar['type'],
  shared: boolean,
): SourceText | null {
  if (style !== 'QUOTE_DOUBLE' && style !== 'QUOTE_SINGLE') return null;
  if (to - from !== value.length + 2 || from < 0 || to > src.text.length || !isVerbatim(src)) return null;
  if (!src.text.startsWith(value, from + 1)) return null;
  return shared ? createSharedSourceText(value, src.from + from + 1) : createSourceText(value, src.from + from + 1);
}

/** Whether a character is one `/\s/` matches; only called outside printable ASCII. */
const isSpaceAt = (t: string, i: number): boolean => {
  const c = t.charCodeAt(i);
  if (c > 32 && c < 127) return false;
  return /\s/.test(t[i] ?? '');
};

/** The text without the white space around it, keeping its place. */
export function trimText(src: SourceText): SourceText {
  const t = src.text;
  let a = 0;
  let b = t.length;
  while (a < b && isSpaceAt(t, a)) a++;
  while (b > a && isSpaceAt(t, b - 1)) b--;
  return a === 0 && b === t.length ? src : src.slice(a, b);
}

/**
 * Reads a text value, trimmed (as a Markdown cell is). Numbers and booleans are read as written.
 * Empty or absent gives null; a list or mapping gives null and a `bad-value` error naming `path`.
 */
export function readText(ctx: YamlContext, raw: unknown, path: YamlPath, point: PointNumber | null): SourceText | null {
  const node = deref(ctx, raw, path, point);
  if (node === null) return null;
  if (isScalar(node)) {
    const text = textOfScalar(ctx, node);
    if (text !== null) return trimText(text);
    if (node.value === null || node.value === undefined) return null;
  }
  ctx.sink.report('bad-value', spanOfNode(ctx, node), wrongKind(String(path), 'text', kindOf(node)), point);
  return null;
}

/** Reads a list of names: a YAML list of text, or one text with commas (`speaker, reviewer`). */
export function readTextList(ctx: YamlContext, raw: unknown, path: YamlPath, point: PointNumber | null): SourceText[] {
  const node = deref(ctx, raw, path, point);
  if (node === null) return [];
  if (isSeq(node)) {
    const out: SourceText[] = [];
    node.items.forEach((item, i) => {
      const t = readText(ctx, item, itemPath(path, i), point);
      if (t && t.text.trim() !== '') out.push(t);
    });
    return out;
  }
  const one = readText(ctx, node, path, point);
  return one ? splitList(one) : [];
}

/** A SourceText as a located string: the SourceText is one itself, so nothing is copied. */
export function locate(src: SourceText): Located<string> {
  return src;
}

/** An empty SourceText at the start of a node, for required values that are missing. */
export function emptyAt(ctx: YamlContext, node: unknown): SourceText {
  const range = (node as Ranged | null)?.range;
  return ctx.src.slice(range?.[0] ?? 0, range?.[0] ?? 0);
}

/** A row of a point's list: its known values by key, its unknown keys in order, and its place. */
export interface Row {
  readonly node: YAMLMap;
  readonly path: YamlPath;
  readonly span: Span;
  /** The value node of a known key (undefined when absent). */
  get(key: string): unknown;
  has(key: string): boolean;
  /** The unknown keys with their value nodes, in order. */
  readonly unknown: readonly { readonly key: string; readonly span: Span; readonly value: unknown }[];
}

/** Marks a known key a row does not have. */
const ABSENT: unique symbol = Symbol('absent');

/** No unknown keys (most rows): one list shared by all. */
const NO_UNKNOWN: Row['unknown'] = [];

/** A row read: the value of each known key by its index in `known` (ABSENT when not given). */
class ReadRow implements Row {
  declare readonly node: YAMLMap;
  declare readonly path: YamlPath;
  declare readonly span: Span;
  declare readonly unknown: Row['unknown'];
  declare private readonly known: readonly string[];
  declare private readonly values: unknown[];

  constructor(node: YAMLMap, path: YamlPath, span: Span, known: readonly string[], values: unknown[], unknown: Row['unknown']) {
    this.node = node;
    this.path = path;
    this.span = span;
    this.known = known;
    this.values = values;
    this.unknown = unknown;
  }

  get(key: string): unknown {
    const i = this.known.indexOf(key);
    const value = i < 0 ? ABSENT : this.values[i];
    return value === ABSENT ? undefined : value;
  }

  has(key: string): boolean {
    const i = this.known.indexOf(key);
    return i >= 0 && this.values[i] !== ABSENT;
  }
}

/** Reads a row mapping, or reports `bad-value` and gives null when the node is not a mapping. */
export function readRow(
  ctx: YamlContext,
  raw: unknown,
  path: YamlPath,
  point: PointNumber,
  known: readonly string[],
  example: string,
): Row | null {
  const node = deref(ctx, raw, path, point);
  if (!isMap(node)) {
    ctx.sink.report(
      'bad-value',
      node ? spanOfNode(ctx, node) : ctx.src.spanOf(0, 0),
      wrongKind(String(path), `a mapping like \`${example}\``, kindOf(node)),
      point,
    );
    return null;
  }
  const values = new Array<unknown>(known.length).fill(ABSENT);
  let unknown: { key: string; span: Span; value: unknown }[] | null = null;
  for (const pair of node.items) {
    // A JSON key is always text: read without making its node.
    const key = jsonKeyName(pair) ?? keyText(ctx, pair, path, point);
    if (key === null) continue;
    // A key given twice keeps its last value, as a Map would.
    const i = known.indexOf(key);
    if (i >= 0) values[i] = pair.value;
    else (unknown ??= []).push({ key, span: spanOfNode(ctx, pair.key), value: pair.value });
  }
  return new ReadRow(node, path, spanOfNode(ctx, node), known, values, unknown ?? NO_UNKNOWN);
}

/** A pair's key as text; null (reported as `bad-value`) when the key is not text or a number. */
function keyText(ctx: YamlContext, pair: Pair, path: YamlPath, point: PointNumber): string | null {
  const keyNode = deref(ctx, pair.key, path, point);
  if (isScalar(keyNode) && (typeof keyNode.value === 'string' || typeof keyNode.value === 'number')) return String(keyNode.value);
  ctx.sink.report('bad-value', spanOfNode(ctx, pair.key), wrongKind(`${String(path)} key`, 'text', kindOf(keyNode)), point);
  return null;
}

/** Reads a required text key; reports `missing-cell` and gives an empty text at the row when absent or empty. */
export function requireText(ctx: YamlContext, row: Row, key: string, point: PointNumber): SourceText {
  const text = readText(ctx, row.get(key), keyPath(row.path, key), point);
  if (text !== null && text.text.trim() !== '') return text;
  const near = row.unknown.find(
    (u) => u.key.toLowerCase() === key.toLowerCase() || u.key.toLowerCase().startsWith(key.slice(0, 3).toLowerCase()),
  );
  ctx.sink.report('missing-cell', text ? text.span : row.span, missingKey(String(row.path), key, near?.key ?? null), point);
  return text ?? emptyAt(ctx, row.node);
}

/** Reads an optional text key as located text; null when absent or empty. */
export function optionalLocated(ctx: YamlContext, row: Row, key: string, point: PointNumber): Located<string> | null {
  const text = readText(ctx, row.get(key), keyPath(row.path, key), point);
  return text && text.text.trim() !== '' ? locate(text) : null;
}

/** Reads an optional free-text key (notes, description, when, meaning); '' when absent. */
export function optionalString(ctx: YamlContext, row: Row, key: string, point: PointNumber): string {
  return readText(ctx, row.get(key), keyPath(row.path, key), point)?.text ?? '';
}
