import { Composer, Parser, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';
import { duplicateKey, jsonError, syntaxError, tooDeep } from '../../diagnostics/messages-yaml';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import { findJsonError } from './json-syntax';
import { composeJson } from './compose-json';

/** Nesting deeper than this is reported (`too-deep`); the spec form needs about six levels. */
export const MAX_DEPTH = 64;
/** Nesting deeper than this is not composed at all, so no recursion in the `yaml` package can overflow. */
const HARD_DEPTH = 256;

/** The options every YAML/JSON read uses: YAML 1.2 core schema, no custom or extra tags, unique keys. */
const OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  customTags: [],
  resolveKnownTags: false,
  uniqueKeys: true,
  prettyErrors: false,
  keepSourceTokens: false,
  strict: true,
};

/** A CST token as far as the depth check needs it. */
interface CstLike {
  type?: string;
  offset?: number;
  value?: CstLike;
  items?: { key?: CstLike | null; value?: CstLike | null }[];
}

/** The offset of the first collection nested deeper than `limit`, walking the CST iteratively; -1 if none. */
function deepestOffset(tokens: readonly CstLike[], limit: number): number {
  const stack: [CstLike, number][] = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop() as [CstLike, number];
    const collection = token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection';
    const d = collection ? depth + 1 : depth;
    if (d > limit) return token.offset ?? 0;
    if (token.value) stack.push([token.value, d]);
    for (const item of token.items ?? []) {
      if (item.key) stack.push([item.key, d]);
      if (item.value) stack.push([item.value, d]);
    }
  }
  return -1;
}

/**
 * The offset of the first `[` or `{` nested deeper than `limit`, or -1, in one pass over the text
 * before any parser sees it (the `yaml` package's parser takes seconds and gigabytes on a million
 * levels). Quoted strings and `#` comments are skipped; block nesting needs indentation, so only flow
 * collections (all of JSON) can nest this deep in a text of a sane size.
 */
export function flowDepthOffset(text: string, limit: number): number {
  return flowDepthOffsets(text, limit, limit).deep;
}

/**
 * `flowDepthOffset` for two limits (`limit` ≤ `hard`) in one pass: `deep` for `limit`, `absurd` for
 * `hard`. The pass stops at the first offset deeper than `hard`.
 */
export function flowDepthOffsets(text: string, limit: number, hard: number): { deep: number; absurd: number } {
  let depth = 0;
  let deep = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      if (++depth > limit) {
        if (deep === -1) deep = i;
        if (depth > hard) return { deep, absurd: i };
      }
    } else if (c === 125 || c === 93) {
      if (depth > 0) depth--;
    } else if (c === 34) {
      // "…" with backslash escapes (JSON and YAML double quotes).
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (c === 39 && depth > 0) {
      // '…' inside a flow collection (a plain word's apostrophe outside one is not a quote).
      for (i++; i < text.length && text.charCodeAt(i) !== 39; i++);
    } else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) <= 32)) {
      while (i < text.length && text.charCodeAt(i) !== 10) i++;
    }
  }
  return { deep, absurd: -1 };
}

/** The key written at `from` (up to its `:` or the end of the line), for messages. */
function keyAt(text: string, from: number): string {
  let end = from;
  while (end < text.length && end - from < 200 && text[end] !== ':' && text[end] !== '\n') end++;
  return (
    text
      .slice(from, end)
      .trim()
      .replace(/^["']|["']$/g, '') || 'this'
  );
}

/**
 * Parses YAML or JSON text into one `yaml` Document, reporting syntax errors (`bad-yaml`/`bad-json`
 * at their exact place, offsets mapped through `src`), duplicate keys and nesting deeper than
 * MAX_DEPTH (`too-deep`). Returns null only when nothing can be read (no document, or absurd depth).
 */
export function composeYaml(
  src: SourceText,
  format: 'yaml' | 'json',
  sink: DiagnosticSink,
  point: PointNumber | null,
  viaYamlOnly = false,
): Document.Parsed | null {
  const text = src.text;
  const code = format === 'json' ? 'bad-json' : 'bad-yaml';
  const span = (from: number, to: number): ReturnType<SourceText['spanOf']> =>
    src.spanOf(Math.min(from, text.length), Math.min(Math.max(from, to), text.length));
  let strictJsonError = false;
  if (format === 'json') {
    const e = findJsonError(text);
    if (e) {
      sink.report('bad-json', span(e.from, e.to), jsonError(e.expected, e.found), point);
      strictJsonError = true;
    }
  }
  // One pass finds both the nesting past MAX_DEPTH and any past HARD_DEPTH.
  const { deep: flowDeep, absurd } = flowDepthOffsets(text, MAX_DEPTH, HARD_DEPTH);
  if (absurd !== -1) {
    sink.report('too-deep', span(flowDeep, flowDeep + 1), tooDeep(MAX_DEPTH), point);
    return null;
  }
  if (format === 'json' && !strictJsonError && !viaYamlOnly) {
    // Valid JSON: one linear pass builds the same document (compose-json.ts), tens of times faster.
    const deep = flowDeep;
    if (deep !== -1) sink.report('too-deep', span(deep, deep + 1), tooDeep(MAX_DEPTH), point);
    const { doc, duplicates } = composeJson(text);
    for (const d of duplicates) sink.report(code, span(d.from, d.to), duplicateKey(keyAt(text, d.from)), point);
    return doc;
  }
  const tokens = [...new Parser().parse(text)] as unknown as CstLike[];
  const hard = deepestOffset(tokens, HARD_DEPTH);
  const deep = hard === -1 ? deepestOffset(tokens, MAX_DEPTH) : hard;
  if (deep !== -1) sink.report('too-deep', span(deep, deep + 1), tooDeep(MAX_DEPTH), point);
  if (hard !== -1) return null;
  const composer = new Composer(OPTIONS);
  const docs = [...composer.compose(tokens as never, true, text.length)];
  const doc = docs[0];
  if (!doc) return null;
  for (const extra of docs.slice(1)) {
    sink.report(
      code,
      span(extra.range[0], extra.range[1]),
      syntaxError(format, 'Write one document only; a second document (after `---`) is not read'),
      point,
    );
  }
  for (const e of doc.errors) {
    if (e.code === 'RESOURCE_EXHAUSTION') continue;
    if (strictJsonError && e.code !== 'DUPLICATE_KEY') continue;
    const [from, to] = e.pos;
    const message = e.code === 'DUPLICATE_KEY' ? duplicateKey(keyAt(text, from)) : syntaxError(format, e.message);
    sink.report(code, span(from, Math.max(to, from + 1)), message, point);
  }
  for (const w of doc.warnings) {
    const [from, to] = w.pos;
    sink.report(code, span(from, Math.max(to, from + 1)), syntaxError(format, w.message), point, 'warning');
  }
  return doc;
}
