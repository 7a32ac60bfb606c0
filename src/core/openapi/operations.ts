import { isObj, oneLine, str, token, type Obj } from './document-value';
import type { ErrorCatalogue } from './error-catalogue';
import type { ImportedCall } from './imported-spec';
import type { NoteLog } from './note-log';
import { SOURCE_KEY } from './schema-of';
import type { SchemaGraph } from './schema-graph';
import { boundKeywords } from './schema-keywords';
import type { TypeTexts } from './type-text';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SPEC_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** What the operations stage reads and writes to. */
interface Context {
  readonly graph: SchemaGraph;
  readonly types: TypeTexts;
  readonly errors: ErrorCatalogue;
  readonly notes: NoteLog;
}

/**
 * What a query parameter says that `?name` does not: required, an enumeration, bounds, a pattern
 * (`maximum 30`: the running app may ask for more, and a server that checks will refuse it).
 */
function queryKeywords(parameter: Obj): string[] {
  const out: string[] = [];
  if (parameter.required === true) out.push('required');
  const schema = isObj(parameter.schema) ? parameter.schema : {};
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`);
  out.push(...boundKeywords(schema));
  return out;
}

/**
 * The query names of an operation (path-level parameters first, `$ref`s followed), each once. An object in
 * the query, form style and exploded (OpenAPI's default), is sent as its properties: Spring's `pageable` is
 * `?page=0&size=20&sort=name`. What point 7 does not hold of a parameter is noted where it is written.
 */
function queryNames(ctx: Context, params: readonly { p: unknown; at: string }[]): string[] {
  const query: string[] = [];
  for (const { p, at } of params) {
    const { value, pointer } = ctx.graph.deref(p, at);
    if (!isObj(value)) continue;
    const name = str(value.name);
    if (name === undefined) continue;
    if (value.in === 'query') {
      const schema = isObj(value.schema) ? ctx.graph.deref(value.schema, `${pointer}/schema`).value : undefined;
      const exploded =
        isObj(schema) && isObj(schema.properties) && (value.style === undefined || value.style === 'form') && value.explode !== false;
      const names = exploded ? Object.keys(schema.properties as Obj) : [name];
      for (const n of names) if (!query.includes(n)) query.push(n);
      const kept = queryKeywords(value);
      if (kept.length > 0) ctx.notes.note(pointer, 'query-keywords', { name, keywords: kept.join(', ') });
    } else if (value.in === 'header' || value.in === 'cookie') ctx.notes.note(pointer, 'header-parameter', { in: value.in, name });
  }
  return query;
}

/** The shape of a request body or response (`$ref`s followed): its JSON (or first) media type's schema; `—` for none. */
function bodyText(ctx: Context, raw: unknown, at: string): string {
  const { value, pointer } = ctx.graph.deref(raw, at);
  if (!isObj(value) || !isObj(value.content)) return '—';
  const types = Object.keys(value.content);
  const json = types.find((t) => /^application\/(.+\+)?json/.test(t)) ?? types[0];
  if (json === undefined) return '—';
  // `*/*` (what springdoc writes for every answer) admits JSON.
  if (!/json/.test(json) && json !== '*/*') ctx.notes.note(`${pointer}/content/${token(json)}`, 'non-json-body', { media: json });
  const media = value.content[json];
  if (!isObj(media)) return '—';
  return ctx.types.text(media.schema, `${pointer}/content/${token(json)}/schema`, true, true) ?? '—';
}

/**
 * The error codes of an operation's 4xx and 5xx responses (point 8's catalogue grows with them); its
 * responses' headers and links, and `default` and `4XX`-style responses, are noted.
 */
function errorCodes(ctx: Context, responses: Obj, at: string): string[] {
  const errors: string[] = [];
  for (const [status, r] of Object.entries(responses)) {
    const { value: resolved, pointer: where } = ctx.graph.deref(r, `${at}/responses/${status}`);
    if (isObj(resolved) && isObj(resolved.headers))
      for (const header of Object.keys(resolved.headers))
        ctx.notes.note(`${where}/headers/${token(header)}`, 'response-header', { name: header });
    if (isObj(resolved) && isObj(resolved.links) && Object.keys(resolved.links).length > 0)
      ctx.notes.note(`${where}/links`, 'response-links');
    if (!/^[45](\d\d|XX)$/i.test(status) && status !== 'default') continue;
    if (status === 'default' || /XX/i.test(status)) {
      ctx.notes.note(`${at}/responses/${status}`, 'status-range', { status });
      continue;
    }
    for (const code of ctx.errors.codesOf(status, r, `${at}/responses/${status}`)) if (!errors.includes(code)) errors.push(code);
  }
  return errors;
}

/** The strings of a list an export wrote (`x-specfront-errors`, `x-specfront-roles`), or null when absent. */
function listed(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : null;
}

/** One operation as a call of point 7: `{id}` → `:id`, its query names, bodies, error codes, roles and notes. */
function operationCall(ctx: Context, path: string, method: string, op: Obj, itemAt: string, shared: readonly unknown[]): ImportedCall {
  const at = `${itemAt}/${method}`;
  if (isObj(op.callbacks)) ctx.notes.note(`${at}/callbacks`, 'callbacks');
  // Path-level parameters first, each with its own place (`#/paths/~1a/parameters/0`, `…/get/parameters/0`).
  const query = queryNames(ctx, [
    ...shared.map((p, i) => ({ p, at: `${itemAt}/parameters/${i}` })),
    ...(Array.isArray(op.parameters) ? op.parameters : []).map((p, i) => ({ p, at: `${at}/parameters/${i}` })),
  ]);
  const request = op.requestBody !== undefined ? bodyText(ctx, op.requestBody, `${at}/requestBody`) : '—';
  const responses = isObj(op.responses) ? op.responses : {};
  const ok = Object.keys(responses).find((s) => /^2(\d\d|XX)$/i.test(s));
  const response = ok !== undefined ? bodyText(ctx, responses[ok], `${at}/responses/${ok}`) : '—';
  const errors = errorCodes(ctx, responses, at);
  const source = op[SOURCE_KEY];
  const notes = isObj(source) ? (str(op['x-specfront-notes']) ?? '') : (str(op.summary) ?? str(op.description) ?? '');
  return {
    method: method.toUpperCase(),
    path: path.replace(/\{([^}/]+)\}/g, (_, n: string) => `:${n.replace(/[^\p{L}\p{N}_]/gu, '_')}`),
    query,
    request,
    response,
    errors: listed(op['x-specfront-errors']) ?? errors,
    roles: listed(op['x-specfront-roles']) ?? [],
    notes: oneLine(notes),
    line: isObj(source) && typeof source.line === 'number' ? source.line : null,
  };
}

/**
 * The operations stage: point 7's calls, one per GET, POST, PUT, PATCH and DELETE operation in the
 * document's order (HEAD, OPTIONS and TRACE noted). A document exported by specfront keeps its calls in
 * the spec's order (the lines of `x-specfront-source`).
 */
export function importCalls(graph: SchemaGraph, types: TypeTexts, errors: ErrorCatalogue, notes: NoteLog): ImportedCall[] {
  const ctx: Context = { graph, types, errors, notes };
  const calls: ImportedCall[] = [];
  const paths = isObj(graph.doc.paths) ? graph.doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const itemAt = `#/paths/${token(path)}`;
    const item = graph.deref(rawItem, itemAt).value;
    if (!isObj(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      if (SPEC_METHODS.has(method)) calls.push(operationCall(ctx, path, method, op, itemAt, shared));
      else notes.note(`${itemAt}/${method}`, 'method', { method: method.toUpperCase() });
    }
  }
  if (calls.every((c) => c.line !== null)) calls.sort((a, b) => (a.line as number) - (b.line as number));
  return calls;
}
