import { load as loadYaml, YAMLException } from 'js-yaml';
import { markdownTable } from '../print/markdown-table';
import { INPUT_KEY, NOTES_KEY, REF_KEY, SOURCE_KEY, TYPE_KEY } from './schema-of';
import { STATUS_NAMES } from './export-openapi';
import { SCALAR_NAMES } from '../spec/type-ref';
import { swagger2ToOpenApi3 } from './swagger2';

/** The largest document import reads (characters); a larger one is refused with a clear message. */
export const MAX_OPENAPI_CHARS = 16 * 1024 * 1024;

/** Something the spec cannot hold, with the JSON pointer of where it is in the document. */
export interface NotCarried {
  readonly pointer: string;
  readonly what: string;
}

/** A Markdown spec made from an OpenAPI document, and what it could not carry. */
export type ImportResult =
  | {
      readonly ok: true;
      readonly spec: string;
      readonly notCarried: readonly NotCarried[];
      /** The document's version: `3.1.0`, `2.0`. */
      readonly version: string;
      /** What it was: `OpenAPI 3.1.0`, `Swagger 2.0`. */
      readonly source: string;
    }
  | { readonly ok: false; readonly message: string };

/** An import refused: the message names the place. */
class ImportError extends Error {}

type Obj = { [key: string]: unknown };
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SPEC_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** `~` and `/` escaped for a JSON pointer token. */
const token = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unToken = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** One line of text for a table cell or a list item. */
const oneLine = (s: string): string => s.replace(/\s*\r?\n\s*/g, ' ').trim();

/** Deepest nesting of a YAML document import reads (OpenAPI documents nest a few dozen levels). */
const MAX_YAML_DEPTH = 200;
/** Most values a YAML document may expand to through its aliases. */
export const MAX_EXPANDED_NODES = 5_000_000;

/**
 * How many values `data` holds once every alias is expanded (objects and lists count with all they hold),
 * counting each shared object once per place it appears; stops past `limit`. 'cycle' when an object holds
 * itself. Memoised per object, so linear in the document as loaded.
 */
function expandedSize(data: unknown, limit: number): number | 'cycle' {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const size = (v: unknown): number | 'cycle' => {
    if (v === null || typeof v !== 'object') return 1;
    const known = sizes.get(v);
    if (known !== undefined) return known;
    if (open.has(v)) return 'cycle';
    open.add(v);
    let total = 1;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      const n = size(child);
      if (n === 'cycle') return n;
      total += n;
      if (total > limit) break;
    }
    open.delete(v);
    sizes.set(v, total);
    return total;
  };
  return size(data);
}

/** The document read from YAML or JSON, or why not (with line and column). */
/** A document read: as OpenAPI 3 (a Swagger 2.0 one converted), where a pointer of it is in the text read, and what it was. */
interface ReadDocument {
  readonly doc: Obj;
  readonly back: (pointer: string) => string;
  readonly source: string;
  readonly version: string;
}

const MARKDOWN =
  'the document is Markdown (a spec?), not an OpenAPI document in YAML or JSON; open it as a spec instead (`specfront check`, or Open in the studio).';

/**
 * Whether a text that YAML could not read as a mapping is Markdown: its first line that is not blank is a
 * heading (`# Title`), and no line starts an OpenAPI or Swagger document (a YAML document may open with
 * `# comments` too).
 */
function looksLikeMarkdown(text: string): boolean {
  const first = /^[ \t]*(\S[^\n]*)/m.exec(text)?.[1] ?? '';
  return /^#{1,6}[ \t]+\S/.test(first) && !/^(openapi|swagger)[ \t]*:/m.test(text);
}

function readDocument(text: string): ReadDocument {
  if (text.length > MAX_OPENAPI_CHARS) {
    throw new ImportError(
      `the document is ${(text.length / 1024 / 1024).toFixed(1)} MB; import reads documents up to ${MAX_OPENAPI_CHARS / 1024 / 1024} MB.`,
    );
  }
  let data: unknown;
  // A byte order mark (documents saved by some Windows editors) is no part of the document.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      data = JSON.parse(body);
    } catch (error) {
      throw new ImportError(`the document is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
    }
  } else {
    try {
      // js-yaml: YAML 1.2's core schema (no dates or other tags turned into objects), a later duplicate key
      // wins as in JSON.parse, at most 1,000 aliases; about ten times faster than the \`yaml\` package's
      // document model on a 2 MB document (bench/README.md), and import needs no places in the text.
      data = loadYaml(body, { json: true, maxAliases: 1000, maxDepth: MAX_YAML_DEPTH });
    } catch (error) {
      if (looksLikeMarkdown(body)) throw new ImportError(MARKDOWN);
      if (error instanceof YAMLException) {
        const at = error.mark;
        throw new ImportError(
          `the document is not valid YAML${at ? ` (line ${at.line + 1}, column ${at.column + 1})` : ''}: ${error.reason}.`,
        );
      }
      throw new ImportError(`the document cannot be read: ${error instanceof Error ? error.message : String(error)}.`);
    }
    // Aliases share one object where they repeat a node: refuse a document that would expand past a limit
    // (a "billion laughs"), or whose aliases hold themselves, before anything walks it.
    let expanded: number | 'cycle';
    try {
      expanded = expandedSize(data, MAX_EXPANDED_NODES);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new ImportError(`the document's aliases nest deeper than import reads (${MAX_YAML_DEPTH} levels and its aliases).`);
    }
    if (expanded === 'cycle') throw new ImportError('the document is not valid YAML for import: an alias refers to a node that holds it.');
    if (expanded > MAX_EXPANDED_NODES) {
      throw new ImportError(
        `the document's aliases expand to more than ${MAX_EXPANDED_NODES.toLocaleString('en')} values; import reads documents up to that size.`,
      );
    }
  }
  if (!isObj(data) && looksLikeMarkdown(body)) throw new ImportError(MARKDOWN);
  if (!isObj(data)) throw new ImportError('the document is not an OpenAPI document: it is not an object with an `openapi` field.');
  if (data.swagger === '2.0' && data.openapi === undefined) {
    if (!isObj(data.info)) throw new ImportError('the document has no `info` object (at #/info).');
    const converted = swagger2ToOpenApi3(data);
    return { doc: converted.doc, back: converted.back, source: 'Swagger 2.0', version: '2.0' };
  }
  if (data.swagger !== undefined)
    throw new ImportError(
      `the document is Swagger ${String(data.swagger)}; import reads Swagger 2.0 and OpenAPI 3.0 and 3.1 (convert it first).`,
    );
  const version = str(data.openapi);
  if (version === undefined) throw new ImportError('the document is not an OpenAPI document: it has no `openapi` field.');
  if (!/^3\.[01](\.\d+)?$/.test(version)) throw new ImportError(`the document is OpenAPI ${version}; import reads OpenAPI 3.0 and 3.1.`);
  if (!isObj(data.info)) throw new ImportError('the document has no `info` object (at #/info).');
  return { doc: data, back: (pointer) => pointer, source: `OpenAPI ${version}`, version };
}

/** A name as point 3 writes it: letters, digits and `_`, starting with a letter (`pet-status` → `PetStatus`). */
function entityName(name: string): string {
  const words = name.split(/[^\p{L}\p{N}_]+/u).filter((w) => w !== '');
  const joined = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return joined === '' ? 'Unnamed' : /^[\p{L}_]/u.test(joined) ? joined : `N${joined}`;
}

/** A point-3 enumeration: `one of a, b` when the values allow it, else quoted literals. */
function enumText(values: readonly string[]): string {
  return values.every((v) => v !== '' && !v.includes(',') && v.trim() === v && !v.includes('"') && !v.includes('|'))
    ? `one of ${values.join(', ')}`
    : values.map((v) => JSON.stringify(v)).join(' | ');
}

/** A shape's property name: bare when it is a name, else quoted. */
const propName = (name: string): string => (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) ? name : JSON.stringify(name));

/** Keywords that describe a schema without changing what it holds. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
  'externalDocs',
  '$comment',
]);

/** A schema (or `allOf` part) of annotations only: `{ description: … }`, `{ nullable: true }`. */
const annotationOnly = (schema: Obj): boolean =>
  Object.keys(schema).every((k) => ANNOTATIONS.has(k) || (k.startsWith('x-') && k !== TYPE_KEY && k !== REF_KEY));

/** Two schemas that say the same but for their annotations (descriptions, examples…), compared as JSON. */
function sameSchema(a: unknown, b: unknown): boolean {
  const bare = (v: unknown): unknown => (isObj(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => !ANNOTATIONS.has(k))) : v);
  return JSON.stringify(bare(a)) === JSON.stringify(bare(b));
}

/**
 * Words a type cell reads as a type, whatever their case: the scalars and the other languages' names that
 * src/core/parse/cells/type-grammar.ts answers with "did you mean" (`int`, `uri`…). No entity may be named so.
 */
const TYPE_WORDS: ReadonlySet<string> = new Set([
  ...SCALAR_NAMES,
  ...['int', 'int32', 'int64', 'long', 'bigint', 'float', 'double', 'decimal', 'real', 'float64', 'bool', 'str', 'varchar', 'char'],
  ...['timestamp', 'uri', 'guid'],
]);

/**
 * The one schema of `pool` whose fields include every field of the inline object `inline`, each the same
 * schema but for its words, and whose required fields `inline` all has: a list answer's records written out
 * in place (`data: [{ id, email, … }]`) instead of by `$ref`. Null for none, for several, or for an object
 * of fewer than two fields (too little to tell).
 */
function sameRecord(inline: Obj, pool: Iterable<[string, Obj]>, skip: (name: string) => boolean): string | null {
  if (typeof inline.$ref === 'string' || !isObj(inline.properties)) return null;
  const props = inline.properties;
  const keys = Object.keys(props);
  if (keys.length < 2) return null;
  let found: string | null = null;
  for (const [name, schema] of pool) {
    if (skip(name) || !isObj(schema.properties)) continue;
    const theirs = schema.properties;
    if (!keys.every((k) => k in theirs && sameSchema(props[k], theirs[k]))) continue;
    if (Array.isArray(schema.required) && !schema.required.every((r) => typeof r !== 'string' || keys.includes(r))) continue;
    if (found !== null) return null;
    found = name;
  }
  return found;
}

const SCALAR_WORDS = new Set(['string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'id', 'uuid']);

/** A name as an error code: `NotFound` → `NOT_FOUND`, `invalid-input` → `INVALID_INPUT`. */
function upperSnake(name: string): string {
  const code = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[A-Z]/.test(code) ? code : `E_${code}`;
}

/** Where a component schema is used: inside schemas, as a whole success or request body, as a whole error body, elsewhere. */
interface SchemaUse {
  /** Inside another schema (a property, items…), not as an `allOf` part. */
  inSchema: boolean;
  /** As an `allOf` part of another schema. */
  partOf: boolean;
  /** The whole body of a request. */
  request: boolean;
  /** The whole body of a success response. */
  body: boolean;
  errorBody: boolean;
  other: boolean;
}

const SCHEMA_PREFIX = '#/components/schemas/';
const RESPONSE_PREFIX = '#/components/responses/';
const isErrorStatus = (status: string): boolean => /^[45]/.test(status) || status === 'default';

/**
 * How each component schema is used in the document, read from every `$ref` once. A `$ref` that is a
 * body's whole schema (`…/content/TYPE/schema`) is a body use — an error body when its response is
 * 4xx, 5xx or `default` (a `components/responses` entry is an error body when every operation that uses
 * it does so for an error status); one inside a schema is a schema use; in webhooks and callbacks, and
 * anywhere else, another use. Nesting is bounded by the reader (YAML) or caught (`RangeError`).
 */
function schemaUses(doc: Obj): Map<string, SchemaUse> {
  const uses = new Map<string, SchemaUse>();
  const usesOf = (name: string): SchemaUse => {
    let u = uses.get(name);
    if (u === undefined)
      uses.set(name, (u = { inSchema: false, partOf: false, request: false, body: false, errorBody: false, other: false }));
    return u;
  };
  const responseStatuses = new Map<string, Set<string>>();
  const responseBodies: { response: string; schema: string }[] = [];
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i];
        if (v === null || typeof v !== 'object') continue;
        parts.push(String(i));
        walk(v);
        parts.pop();
      }
      return;
    }
    if (!isObj(value)) return;
    const ref = str(value.$ref);
    if (ref !== undefined) {
      const outside = parts[0] === 'webhooks' || parts.includes('callbacks');
      const n = parts.length;
      if (ref.startsWith(RESPONSE_PREFIX) && !outside) {
        const status = n >= 2 && parts[n - 2] === 'responses' ? (parts[n - 1] as string) : '';
        const name = unToken(decodeURIComponent(ref.slice(RESPONSE_PREFIX.length)));
        const set = responseStatuses.get(name) ?? new Set<string>();
        set.add(status);
        responseStatuses.set(name, set);
      } else if (ref.startsWith(SCHEMA_PREFIX)) {
        const name = unToken(decodeURIComponent(ref.slice(SCHEMA_PREFIX.length)));
        const isBody = n >= 3 && parts[n - 1] === 'schema' && parts[n - 3] === 'content';
        if (parts[0] === 'components' && parts[1] === 'schemas') {
          if (n === 5 && parts[3] === 'allOf') usesOf(name).partOf = true;
          else usesOf(name).inSchema = true;
        } else if (outside || !isBody) usesOf(name).other = true;
        else if (parts[0] === 'components' && parts[1] === 'responses') responseBodies.push({ response: parts[2] as string, schema: name });
        else {
          const responses = parts.lastIndexOf('responses');
          if (responses < 0) usesOf(name).request = true;
          else if (isErrorStatus(parts[responses + 1] as string)) usesOf(name).errorBody = true;
          else usesOf(name).body = true;
        }
      }
    }
    for (const k in value) {
      const v = value[k];
      if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(value, k)) continue;
      parts.push(k);
      walk(v);
      parts.pop();
    }
  };
  walk(doc);
  for (const { response, schema } of responseBodies) {
    const statuses = [...(responseStatuses.get(response) ?? [])];
    if (statuses.length > 0 && statuses.every(isErrorStatus)) usesOf(schema).errorBody = true;
    else usesOf(schema).body = true;
  }
  return uses;
}

/**
 * The component schemas the operations reach only through their error responses (`Problem`, FastAPI's
 * `HTTPValidationError` and the `ValidationError` it lists), and those only webhooks and callbacks use
 * (the events an API sends): neither are records an app reads. The paths and webhooks are walked once,
 * each component they reach once (its own `$ref`s remembered), then the three reaches are read off that graph.
 */
function sideSchemas(doc: Obj): { errorOnly: Set<string>; hookOnly: Set<string> } {
  const records: string[] = [];
  const errors: string[] = [];
  const hooks: string[] = [];
  /** Every `$ref` under `value` into `out`; the responses of error statuses into `errorsOut` when given. */
  const collect = (value: unknown, out: string[], errorsOut: string[] | null, hooksOut: string[] | null): void => {
    if (Array.isArray(value)) {
      for (const v of value) if (v !== null && typeof v === 'object') collect(v, out, errorsOut, hooksOut);
      return;
    }
    if (!isObj(value)) return;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) out.push(ref);
    for (const k in value) {
      const v = value[k];
      if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(value, k)) continue;
      if (k === 'callbacks' && hooksOut !== null) collect(v, hooksOut, null, null);
      else if (k === 'responses' && errorsOut !== null && isObj(v)) {
        for (const status in v) {
          const r = v[status];
          if (r === null || typeof r !== 'object' || !Object.prototype.hasOwnProperty.call(v, status)) continue;
          collect(r, isErrorStatus(status) || /^[45]XX$/i.test(status) ? errorsOut : out, errorsOut, hooksOut);
        }
      } else collect(v, out, errorsOut, hooksOut);
    }
  };
  if (isObj(doc.paths)) collect(doc.paths, records, errors, hooks);
  if (isObj(doc.webhooks)) collect(doc.webhooks, hooks, null, null);
  const edges = new Map<string, string[]>();
  const edgesOf = (ref: string): string[] => {
    let out = edges.get(ref);
    if (out === undefined) {
      out = [];
      edges.set(ref, out);
      let target: unknown = doc;
      for (const part of ref.slice(2).split('/')) target = isObj(target) ? target[unToken(decodeURIComponent(part))] : undefined;
      collect(target, out, null, null);
    }
    return out;
  };
  const reach = (roots: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> => {
    const seen = new Set<string>();
    const stack = roots.filter((r) => !stop.has(r));
    while (stack.length > 0) {
      const ref = stack.pop() as string;
      if (seen.has(ref)) continue;
      seen.add(ref);
      for (const next of edgesOf(ref)) if (!seen.has(next) && !stop.has(next)) stack.push(next);
    }
    return seen;
  };
  const asSchemas = (refs: Iterable<string>): Set<string> => {
    const out = new Set<string>();
    for (const ref of refs) if (ref.startsWith(SCHEMA_PREFIX)) out.add(unToken(decodeURIComponent(ref.slice(SCHEMA_PREFIX.length))));
    return out;
  };
  const recordRefs = reach(records);
  const errorOnly = asSchemas(reach(errors, recordRefs));
  const opRefs = new Set([...recordRefs, ...reach(errors)]);
  const hookOnly = asSchemas(reach(hooks, opRefs));
  return { errorOnly, hookOnly };
}

/** Names a list envelope's array commonly has (`{ data: X[], has_more }`, `{ items: X[], next }`). */
const ENVELOPE_KEYS = /^(data|items|results|records|entries|content|values|nodes|elements|list|rows|hits)$/i;
/** Names a list envelope commonly has (`ListEmailsResponse`, `PetPage`, `SpecialEventCollection`). */
const ENVELOPE_NAMES = /(list|page|paged|paginated|collection|results?|response|envelope)/i;

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

const BOUND_KEYS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern'] as const;

/** A schema's bounds as written (`minLength 2`, `pattern ^[0-9]+$`), in the keywords' order. */
function boundKeywords(schema: Obj): string[] {
  const out: string[] = [];
  for (const key of BOUND_KEYS)
    if (typeof schema[key] === 'number' || typeof schema[key] === 'string') out.push(`${key} ${String(schema[key])}`);
  return out;
}

/** Reads one OpenAPI document into the parts of a spec. */
class Importer {
  readonly notes: NotCarried[] = [];
  /** Component schema name → entity name, for schemas that become entities. */
  readonly entities = new Map<string, string>();
  /** Component schemas that are the input of an entity (`x-specfront-input-of`). */
  readonly inputs = new Map<string, string>();
  /** The schemas of the components that became entities (allOf merged), to know their records written out in place. */
  readonly records = new Map<string, Obj>();
  readonly rules: { entity: string; field: string; rule: string }[] = [];
  readonly errors = new Map<string, { status: string; message: string; when: string }>();
  private readonly resolving: string[] = [];
  /** Where a property schema merged from `allOf` really is in the document. */
  readonly origin = new WeakMap<object, string>();

  constructor(readonly doc: Obj) {}

  private readonly noted = new Set<string>();

  /** Notes a part not carried, once per place and reason (a schema merged into several entities is noted once). */
  note(pointer: string, what: string): void {
    const key = `${pointer}\n${what}`;
    if (this.noted.has(key)) return;
    this.noted.add(key);
    this.notes.push({ pointer, what });
  }

  /** The value a local `$ref` points at; remote references and cycles are refused. */
  resolve(ref: string, at: string): { value: unknown; pointer: string } {
    if (!ref.startsWith('#'))
      throw new ImportError(
        `the $ref "${ref}" at ${at} is not local; import reads one document (bundle it first, e.g. \`redocly bundle\`).`,
      );
    const seen = new Set<string>();
    let pointer = ref;
    for (;;) {
      if (seen.has(pointer)) throw new ImportError(`the $ref "${ref}" at ${at} is circular (${[...seen, pointer].join(' → ')}).`);
      seen.add(pointer);
      let value: unknown = this.doc;
      for (const part of pointer
        .slice(1)
        .split('/')
        .filter((p) => p !== '')
        .map((p) => unToken(decodeURIComponent(p)))) {
        value = isObj(value) ? value[part] : Array.isArray(value) ? value[Number(part)] : undefined;
        if (value === undefined) throw new ImportError(`the $ref "${ref}" at ${at} points at nothing in the document.`);
      }
      if (isObj(value) && typeof value.$ref === 'string') {
        if (!value.$ref.startsWith('#'))
          throw new ImportError(`the $ref "${value.$ref}" at ${pointer} is not local; import reads one document.`);
        pointer = value.$ref;
        continue;
      }
      return { value, pointer };
    }
  }

  /** An object with its `$ref` followed (parameters, responses, request bodies). */
  deref(value: unknown, at: string): { value: unknown; pointer: string } {
    return isObj(value) && typeof value.$ref === 'string' ? this.resolve(value.$ref, at) : { value, pointer: at };
  }

  /** Schemas of `allOf` merged into one: properties and required lists together. */
  merged(schema: Obj, at: string): Obj {
    if (!Array.isArray(schema.allOf)) return schema;
    const properties: Obj = {};
    const required: string[] = [];
    const { allOf, ...rest } = schema;
    const out: Obj = { ...rest };
    (allOf as unknown[]).forEach((part, i) => {
      const here = `${at}/allOf/${i}`;
      const resolved = this.deref(part, here);
      if (this.resolving.includes(resolved.pointer))
        throw new ImportError(`the schema at ${here} is circular through allOf (${resolved.pointer}).`);
      this.resolving.push(resolved.pointer);
      const p = isObj(resolved.value) ? this.merged(resolved.value, resolved.pointer) : {};
      this.resolving.pop();
      if (isObj(p.properties)) {
        for (const [k, v] of Object.entries(p.properties))
          if (isObj(v) && !this.origin.has(v))
            this.origin.set(v, `${resolved.pointer === here ? here : resolved.pointer}/properties/${token(k)}`);
        Object.assign(properties, p.properties);
      }
      if (Array.isArray(p.required)) required.push(...p.required.filter((r): r is string => typeof r === 'string'));
      for (const [k, v] of Object.entries(p)) if (k !== 'properties' && k !== 'required' && out[k] === undefined) out[k] = v;
    });
    if (isObj(schema.properties)) Object.assign(properties, schema.properties);
    if (Array.isArray(schema.required)) required.push(...schema.required.filter((r): r is string => typeof r === 'string'));
    if (Object.keys(properties).length > 0) out.properties = properties;
    if (required.length > 0) out.required = [...new Set(required)];
    return out;
  }

  /** The schema without a `null` alternative (3.1 `type: [x, "null"]`, 3.0 `nullable`, `oneOf: [x, {type: null}]`). */
  nonNull(schema: Obj): Obj {
    if (Array.isArray(schema.type)) {
      const types = schema.type.filter((t) => t !== 'null');
      return types.length === 1 ? { ...schema, type: types[0] } : schema;
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = schema[key];
      if (!Array.isArray(list)) continue;
      const rest = list.filter((s) => !(isObj(s) && s.type === 'null'));
      if (rest.length === 1 && isObj(rest[0])) {
        const { [key]: _drop, ...others } = schema;
        return { ...others, ...rest[0] };
      }
    }
    return schema;
  }

  /**
   * The one part of an `allOf` that says what the value is, when every other part (and the schema beside
   * it) only annotates: `allOf: [{ $ref: Template }, { description: … }]`, or 3.0's `allOf: [$ref]` with
   * `nullable: true`, the usual ways to describe a reference. Null otherwise.
   */
  singlePart(schema: Obj): { part: Obj; index: number } | null {
    if (!Array.isArray(schema.allOf)) return null;
    const { allOf, ...rest } = schema;
    if (!annotationOnly(rest)) return null;
    const parts = (allOf as unknown[]).map((part, index) => ({ part, index })).filter(({ part }) => !(isObj(part) && annotationOnly(part)));
    const only = parts.length === 1 ? parts[0] : undefined;
    return only !== undefined && isObj(only.part) ? { part: only.part, index: only.index } : null;
  }

  /**
   * The words describing a field: its own `description` (or specfront's notes), else an annotating `allOf`
   * part's, else the description of the non-entity component its `$ref` names (`$ref: EventName` →
   * "Name of the special event.").
   */
  description(schema: Obj): string {
    const own = str(schema[NOTES_KEY]) ?? str(schema.description);
    if (own !== undefined) return own;
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf)
        if (isObj(part) && annotationOnly(part) && typeof part.description === 'string') return part.description;
      const single = this.singlePart(schema);
      if (single !== null) return this.description(single.part);
    }
    const component = this.componentOf(schema);
    if (component === null || this.entities.has(component) || this.inputs.has(component)) return '';
    const target = (isObj(this.doc.components) ? (this.doc.components as Obj).schemas : undefined) as Obj | undefined;
    const value = target?.[component];
    return isObj(value) && typeof value.$ref !== 'string' ? (str(value.description) ?? '') : '';
  }

  /**
   * `X[]` for a union of a scalar and a list of that scalar (`oneOf: [string, {type: array, items: string}]`,
   * "an address or a list of addresses"), else null. A list holds every value the union does.
   */
  oneOrList(parts: unknown[], at: string): string | null {
    const rest = parts.filter((p) => !(isObj(p) && p.type === 'null'));
    if (rest.length !== 2 || !rest.every(isObj)) return null;
    const kinds = rest.map((p, i) => {
      const s = this.nonNull(p as Obj);
      const isList = s.type === 'array' || (s.type === undefined && s.items !== undefined);
      const scalar = isList ? s.items : s;
      if (
        !isObj(scalar) ||
        scalar.$ref !== undefined ||
        Array.isArray(scalar.oneOf) ||
        Array.isArray(scalar.anyOf) ||
        Array.isArray(scalar.enum)
      )
        return null;
      const t = str(this.nonNull(scalar).type);
      return t === undefined || t === 'object' || t === 'array' ? null : { isList, text: this.typeText(scalar, `${at}/${i}`, false) };
    });
    const [a, b] = kinds;
    if (!a || !b || a.isList === b.isList || a.text === null || a.text !== b.text || !SCALAR_WORDS.has(a.text)) return null;
    return `${a.text}[]`;
  }

  /**
   * The entity of a field that holds a record's id or the record itself (`anyOf: [{ type: string }, { $ref:
   * Customer }]`, an "expandable" field): a point-3 reference is exactly that, an id on the wire. Null otherwise.
   */
  idOrRecord(parts: unknown[]): string | null {
    const rest = parts.filter((p) => !(isObj(p) && p.type === 'null'));
    if (rest.length !== 2 || !rest.every(isObj)) return null;
    const id = rest.find((p) => (p as Obj).type === 'string' && (p as Obj).enum === undefined);
    const other = rest.find((p) => p !== id) as Obj | undefined;
    if (id === undefined || other === undefined) return null;
    const single = this.singlePart(other);
    const component = this.componentOf(single !== null ? single.part : other);
    return component !== null ? (this.entities.get(component) ?? null) : null;
  }

  /** The component name a `$ref` to `#/components/schemas/NAME` names, else null. */
  componentOf(schema: Obj): string | null {
    const ref = str(schema.$ref);
    const prefix = '#/components/schemas/';
    return ref !== undefined && ref.startsWith(prefix) ? unToken(decodeURIComponent(ref.slice(prefix.length))) : null;
  }

  /**
   * The text of a type: point 3's (`inShape` false: no nested objects) or point 7's notation. Null when
   * the schema is something the spec cannot hold (noted at `at`).
   */
  typeText(raw: unknown, at: string, inShape: boolean, topLevel = false): string | null {
    if (!isObj(raw)) return inShape ? null : 'string';
    const component = this.componentOf(raw);
    if (component !== null) {
      const entity = this.entities.get(component);
      if (entity !== undefined) return entity;
      const input = this.inputs.get(component);
      if (input !== undefined && topLevel) return input;
      const { value, pointer } = this.resolve(str(raw.$ref) as string, at);
      if (this.resolving.includes(pointer)) {
        this.note(at, `a circular schema (${pointer}) inside a shape; written as text`);
        return inShape ? 'text' : 'text';
      }
      this.resolving.push(pointer);
      try {
        return this.typeText(value, pointer, inShape, topLevel);
      } finally {
        this.resolving.pop();
      }
    }
    const single = this.singlePart(raw);
    if (single !== null) return this.typeText(single.part, `${at}/allOf/${single.index}`, inShape, topLevel);
    if (typeof raw.$ref === 'string') {
      const { value, pointer } = this.resolve(raw.$ref, at);
      if (this.resolving.includes(pointer)) throw new ImportError(`the $ref "${raw.$ref}" at ${at} is circular.`);
      this.resolving.push(pointer);
      try {
        return this.typeText(value, pointer, inShape, topLevel);
      } finally {
        this.resolving.pop();
      }
    }
    const schema = this.nonNull(this.merged(raw, at));
    const ref = str(schema[REF_KEY]);
    if (ref !== undefined) return entityName(ref);
    const own = str(schema[TYPE_KEY]);
    if (own !== undefined && SCALAR_WORDS.has(own)) return own;
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      const key = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
      const list = this.oneOrList(schema[key] as unknown[], `${at}/${key}`);
      if (list !== null) {
        this.note(`${at}/${key}`, `one value or a list of them (${key}); written as a list (${list}): one value is a list of one`);
        return list;
      }
      const expandable = inShape ? null : this.idOrRecord(schema[key] as unknown[]);
      if (expandable !== null) {
        this.note(`${at}/${key}`, `an id or the whole record (${key}); written as a reference to ${expandable}, which travels as its id`);
        return expandable;
      }
      this.note(`${at}/${key}`, `a union of schemas (${key}); the spec has no unions of objects, so this part is not carried`);
      return null;
    }
    if (Array.isArray(schema.enum)) {
      const numbers = schema.enum.filter((v) => v !== null);
      if (inShape && numbers.length > 0 && numbers.every((v) => typeof v === 'number')) {
        // A shape's literals are strings (`"a" | "b"`): numbers written so would be sent and read as text.
        const type = numbers.every((v) => Number.isInteger(v)) ? 'integer' : 'number';
        this.note(
          at,
          `an enumeration of numbers (${numbers.join(', ')}) in a call's shape; written as ${type}, since a shape's literals are text`,
        );
        return type;
      }
      const values = schema.enum.filter((v) => v !== null).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      if (values.length > 0) return inShape ? values.map((v) => JSON.stringify(v)).join(' | ') : enumText(values);
    }
    if (schema.const !== undefined && (typeof schema.const === 'string' || typeof schema.const === 'number')) {
      return inShape ? JSON.stringify(String(schema.const)) : enumText([String(schema.const)]);
    }
    const type = str(schema.type) ?? (isObj(schema.properties) ? 'object' : schema.items !== undefined ? 'array' : undefined);
    switch (type) {
      case 'string':
        switch (str(schema.format)) {
          case 'date':
            return 'date';
          case 'date-time':
            return 'datetime';
          case 'time':
            return 'time';
          case 'email':
            return 'email';
          case 'uri':
          case 'url':
          case 'uri-reference':
          case 'iri':
            return 'url';
          case 'uuid':
            return 'uuid';
          default:
            return 'string';
        }
      case 'integer':
        return 'integer';
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array': {
        // In a shape, entity names are whole records: a list of records written out in place is that entity's list.
        const record = inShape && isObj(schema.items) ? sameRecord(this.nonNull(schema.items), this.records, () => false) : null;
        if (record !== null) return `${this.entities.get(record) as string}[]`;
        if (!isObj(schema.items)) {
          if (Array.isArray(schema.prefixItems)) {
            this.note(`${at}/prefixItems`, `a tuple (prefixItems); ${inShape ? 'left out' : 'written as text'}`);
            return inShape ? null : 'text';
          }
          this.note(at, 'a list without `items`; written as a list of strings');
          return 'string[]';
        }
        const inner = this.typeText(schema.items, `${at}/items`, inShape);
        if (inner === null) return null;
        if (inner.startsWith('{')) return inShape ? `${inner}[]` : null;
        if (inner.includes('|') || inner.startsWith('one of')) {
          this.note(`${at}/items`, 'a list of enumerated values; written as a list of strings');
          return 'string[]';
        }
        return `${inner}[]`;
      }
      case 'object': {
        if (!inShape) {
          this.note(at, 'an object nested in a field; point 3 holds no nested objects, so it is written as text');
          return 'text';
        }
        const props = isObj(schema.properties) ? schema.properties : {};
        const required = new Set(Array.isArray(schema.required) ? schema.required : []);
        const parts: string[] = [];
        for (const [name, value] of Object.entries(props)) {
          const here = (isObj(value) ? this.origin.get(value) : undefined) ?? `${at}/properties/${token(name)}`;
          const t = this.typeText(value, here, true);
          if (t === null) continue;
          parts.push(`${propName(name)}${required.has(name) ? '' : '?'}: ${t}`);
          // A shape's field has no rules in the spec (point 5 names point 3's fields): its bounds are noted.
          const bounds = isObj(value) && value.$ref === undefined ? boundKeywords(this.nonNull(value)) : [];
          if (bounds.length > 0)
            this.note(
              here,
              `the field ${name} of a call's shape: ${bounds.join(', ')}; point 5 holds rules of point 3's fields, not of a call's shape`,
            );
        }
        if (parts.length === 0) {
          if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
            this.note(at, 'a map (additionalProperties); written as an empty object');
          return '{ }';
        }
        return `{ ${parts.join(', ')} }`;
      }
      default:
        if (Array.isArray(schema.type)) {
          const types = schema.type.filter((t) => t !== 'null').join(', ');
          this.note(at, `a value of several types (${types}); ${inShape ? 'left out' : 'written as text'}`);
          return inShape ? null : 'text';
        }
        this.note(at, `a schema without a type; ${inShape ? 'left out of the shape' : 'written as text'}`);
        return inShape ? null : 'text';
    }
  }

  /** Rules of point 5 from a field's constraints (JSON Schema keywords with a rule phrase). */
  constraints(entity: string, field: string, raw: unknown, at: string, depth = 0): void {
    if (!isObj(raw) || depth > 8) return;
    const single = this.singlePart(raw);
    if (single !== null) return this.constraints(entity, field, single.part, `${at}/allOf/${single.index}`, depth + 1);
    if (typeof raw.$ref === 'string') {
      // A reference to an entity is a reference; one to a scalar component (`Email`, `EventName`) carries its rules.
      const component = this.componentOf(raw);
      if (component === null || this.entities.has(component) || this.inputs.has(component)) return;
      const { value, pointer } = this.resolve(raw.$ref, at);
      return this.constraints(entity, field, value, pointer, depth + 1);
    }
    const s = this.nonNull(raw);
    const add = (rule: string): void => void this.rules.push({ entity, field, rule });
    const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
    if (num(s.minLength) && num(s.maxLength)) add(`between ${s.minLength} and ${s.maxLength} characters`);
    else {
      if (num(s.minLength) && s.minLength > 0) add(`at least ${s.minLength} characters`);
      if (num(s.maxLength)) add(`at most ${s.maxLength} characters`);
    }
    if (num(s.minimum) && num(s.maximum)) add(`between ${s.minimum} and ${s.maximum}`);
    else {
      if (num(s.minimum)) add(`at least ${s.minimum}`);
      if (num(s.maximum)) add(`at most ${s.maximum}`);
    }
    if (s.exclusiveMinimum === 0 || (s.exclusiveMinimum === true && s.minimum === 0)) add('positive');
    if (typeof s[TYPE_KEY] === 'string' && Array.isArray(s.enum) && s.enum.length > 0) add(`one of ${s.enum.map(String).join(', ')}`);
    const pattern = str(s.pattern);
    if (pattern !== undefined && s[TYPE_KEY] !== 'time') {
      if (/\(\?[=!<]|\\[1-9]|`/.test(pattern) || pattern.includes('\n'))
        this.note(`${at}/pattern`, "a pattern with lookaround or back-references, which the spec's regular expressions (RE2) do not run");
      else add(`matches \`${pattern}\``);
    }
  }

  /** The fields table of one entity from its schema. */
  entityBlock(component: string, raw: Obj, at: string): string {
    const name = this.entities.get(component) as string;
    const schema = this.nonNull(this.merged(raw, at));
    const props = isObj(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const rows: string[][] = [];
    for (const [field, value] of Object.entries(props)) {
      const here = (isObj(value) ? this.origin.get(value) : undefined) ?? `${at}/properties/${token(field)}`;
      const type = this.typeText(value, here, false);
      if (type === null) continue;
      const notes = isObj(value) ? this.description(value) : '';
      rows.push([field, type, required.has(field) ? 'yes' : 'no', oneLine(notes)]);
      this.constraints(name, field, value, here);
    }
    if (rows.length === 0) this.note(at, `the schema ${component} has no properties the spec can hold`);
    return `### ${name}\n\n${markdownTable(['Field', 'Type', 'Required', 'Notes'], rows)}`;
  }

  /** An error code for an error response: the catalogue's, the schema's or example's code, else from the status. */
  errorCodes(status: string, response: unknown, at: string): string[] {
    if (isObj(response) && typeof response.$ref === 'string' && response.$ref.startsWith('#/components/responses/')) {
      const name = unToken(response.$ref.slice('#/components/responses/'.length));
      const { value } = this.resolve(response.$ref, at);
      const r = isObj(value) ? value : {};
      const code = /^[A-Z][A-Z0-9_]*$/.test(name) ? name : (this.codeInBody(r) ?? upperSnake(name));
      this.catalogue(code, status, r);
      return [code];
    }
    const r = isObj(response) ? response : {};
    const media = isObj(r.content) ? (Object.values(r.content).find(isObj) ?? {}) : {};
    if (
      isObj(media.examples) &&
      Object.keys(media.examples).length > 0 &&
      Object.keys(media.examples).every((k) => /^[A-Z][A-Z0-9_]*$/.test(k))
    ) {
      return Object.entries(media.examples).map(([code, ex]) => {
        const value = isObj(ex) && isObj(ex.value) ? ex.value : {};
        this.catalogue(code, status, { description: str(value.message) ?? str(r.description) ?? '' });
        return code;
      });
    }
    const code = this.codeInBody(r) ?? this.statusCode(status);
    this.catalogue(code, status, r);
    return [code];
  }

  private codeInBody(r: Obj): string | null {
    const media = isObj(r.content) ? (Object.values(r.content).find(isObj) ?? {}) : {};
    const example = isObj(media.example) ? media.example : null;
    const code = example ? str(example.code) : undefined;
    return code !== undefined && /^[A-Za-z][A-Za-z0-9_]*$/.test(code) ? code.toUpperCase() : null;
  }

  private statusCode(status: string): string {
    const n = Number(status);
    const name = STATUS_NAMES[n] ?? (status === 'default' ? 'Error' : `Status ${status}`);
    return name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
  }

  private catalogue(code: string, status: string, r: Obj): void {
    if (this.errors.has(code)) return;
    const message = str(r['x-specfront-message']) ?? str(r.description) ?? '';
    this.errors.set(code, {
      status: /^[1-5][0-9][0-9]$/.test(status) ? status : (str(r['x-specfront-status'] as string) ?? status),
      message: oneLine(message),
      when: oneLine(str(r['x-specfront-when']) ?? ''),
    });
  }

  /** The JSON (or first) media type's schema of a body, and a note when it is not JSON. */
  bodySchema(body: Obj, at: string): { schema: unknown; at: string } | null {
    if (!isObj(body.content)) return null;
    const types = Object.keys(body.content);
    const json = types.find((t) => /^application\/(.+\+)?json/.test(t)) ?? types[0];
    if (json === undefined) return null;
    // `*/*` (what springdoc writes for every answer) admits JSON.
    if (!/json/.test(json) && json !== '*/*')
      this.note(`${at}/content/${token(json)}`, `a body of type ${json}; carried as its schema (the app sends JSON)`);
    const media = body.content[json];
    return isObj(media) ? { schema: media.schema, at: `${at}/content/${token(json)}/schema` } : null;
  }
}

/**
 * Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON, local `$ref`s, `allOf`) into a Markdown spec
 * (docs/openapi.md): title and description → point 1, component schemas → point 3, their constraints →
 * point 5, operations → point 7, error responses → point 8, points 2, 4, 6 and 9 "Not shown.", and a note
 * listing what the spec cannot hold with its JSON pointer. Bad input is a clear message, never a throw.
 */
export function importOpenApi(text: string): ImportResult {
  try {
    return importDocument(readDocument(text));
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message };
    if (error instanceof RangeError) return { ok: false, message: 'the document nests too deeply to read.' };
    throw error;
  }
}

function importDocument({ doc, back, source, version }: ReadDocument): ImportResult {
  const im = new Importer(doc);
  const info = doc.info as Obj;
  const components = isObj(doc.components) ? doc.components : {};
  const schemas = isObj(components.schemas) ? components.schemas : {};

  // Which component schemas are entities: objects (after allOf); inputs of an entity map back to it.
  const taken = new Set<string>();
  const uses = schemaUses(doc);
  const { errorOnly, hookOnly } = sideSchemas(doc);
  const candidates = new Map<string, Obj>();
  for (const [name, raw] of Object.entries(schemas)) {
    if (!isObj(raw)) continue;
    if (typeof raw[INPUT_KEY] === 'string') {
      im.inputs.set(name, entityName(raw[INPUT_KEY]));
      continue;
    }
    if (name === 'ErrorBody' && isObj(raw.properties) && 'code' in raw.properties && 'errors' in raw.properties) continue;
    const at = `#/components/schemas/${token(name)}`;
    const resolved = im.deref(raw, at);
    const s = isObj(resolved.value) ? im.nonNull(im.merged(resolved.value, resolved.pointer)) : {};
    const union = Array.isArray(s.oneOf) ? 'oneOf' : Array.isArray(s.anyOf) ? 'anyOf' : null;
    if (
      union !== null &&
      (s.type === 'object' ||
        isObj(s.properties) ||
        (s[union] as unknown[]).some((p) => isObj(p) && (p.$ref !== undefined || p.type === 'object' || isObj(p.properties))))
    ) {
      im.note(
        at,
        `the schema ${name} is a union of objects (${union}${isObj(s.discriminator) ? ' with a discriminator' : ''}); the spec has no unions, so it is not carried (its parts are, when they are objects)`,
      );
      continue;
    }
    if (s.type !== 'object' && !isObj(s.properties)) continue;
    if (errorOnly.has(name) && raw[SOURCE_KEY] === undefined) {
      // `Error`, `Problem` (application/problem+json), and what only they hold.
      im.note(at, `the schema ${name}, used only in the bodies of error responses; point 8 keeps each error's code, status and message`);
      continue;
    }
    if (hookOnly.has(name) && raw[SOURCE_KEY] === undefined) {
      im.note(at, `the schema ${name}, used only by webhooks or callbacks; the spec describes the calls the app makes`);
      continue;
    }
    candidates.set(name, s);
  }
  // A list envelope (`{ data: Email[], has_more }`) that is only ever a whole success body is a shape of its
  // calls, not an entity: the call then lists the records it holds.
  const envelopes = new Set<string>();
  for (const [name, s] of candidates) {
    const use = uses.get(name);
    const raw = schemas[name] as Obj;
    if (
      use === undefined ||
      !use.body ||
      use.inSchema ||
      use.partOf ||
      use.request ||
      use.other ||
      use.errorBody ||
      raw[SOURCE_KEY] !== undefined
    )
      continue;
    const props = isObj(s.properties) ? s.properties : {};
    if ('id' in props) continue;
    const lists: string[] = [];
    let plain = true;
    for (const [key, value] of Object.entries(props)) {
      const v = isObj(value) ? im.nonNull(value) : {};
      const items =
        v.type === 'array' && isObj(v.items) ? (im.componentOf(v.items) ?? sameRecord(v.items, candidates, (n) => n === name)) : null;
      if (items !== null && items !== name && candidates.has(items)) lists.push(key);
      else if (im.componentOf(v) !== null && candidates.has(im.componentOf(v) as string)) plain = false;
    }
    // Paging objects beside the list (Spring's `PageUser`: `content: User[]`, `pageable`, `sort`) are allowed
    // when the name says it is a page; a list key alone (`items`) asks for plain fields beside it.
    if (lists.length === 1 && (ENVELOPE_NAMES.test(name) || (plain && ENVELOPE_KEYS.test(lists[0] as string)))) envelopes.add(name);
  }
  // A schema only ever sent as a request body (or merged into others by allOf) whose fields are all fields of
  // one other object schema is that record's input (`IssueInput` of `Issue`, `SpecialEventFields` of
  // `SpecialEvent`): the call sends that entity's fields, as an exported `x-specfront-input-of` does.
  const requestOnly = [...candidates.keys()].filter((name) => {
    const use = uses.get(name);
    return (
      use !== undefined &&
      use.request &&
      !use.body &&
      !use.inSchema &&
      !use.other &&
      !use.errorBody &&
      (schemas[name] as Obj)[SOURCE_KEY] === undefined
    );
  });
  const inputOf = new Map<string, string>();
  for (const name of requestOnly) {
    const s = candidates.get(name) as Obj;
    const props = isObj(s.properties) ? s.properties : {};
    const fields = Object.keys(props);
    if (fields.length === 0) continue;
    // Same fields, and each field the same schema but for its words (description, examples…).
    const hosts = [...candidates].filter(([other, o]) => {
      if (requestOnly.includes(other) || envelopes.has(other) || !isObj(o.properties)) return false;
      const theirs = o.properties;
      return fields.every((f) => f in theirs && sameSchema(props[f], theirs[f]));
    });
    if (hosts.length === 1) inputOf.set(name, (hosts[0] as [string, Obj])[0]);
  }
  for (const name of inputOf.keys()) candidates.delete(name);
  for (const name of candidates.keys()) {
    if (envelopes.has(name)) continue;
    // A schema named like a type word (`Email`, `Date`, `Url`, `Id`) would be read as that type wherever it is
    // named (`Email[]` is a list of addresses), so its entity is `EmailRecord`.
    const base = TYPE_WORDS.has(entityName(name).toLowerCase()) ? `${entityName(name)}Record` : entityName(name);
    let entity = base;
    for (let n = 2; taken.has(entity); n++) entity = `${base}${n}`;
    taken.add(entity);
    im.entities.set(name, entity);
    im.records.set(name, candidates.get(name) as Obj);
  }

  for (const [name, host] of inputOf) {
    const entity = im.entities.get(host);
    if (entity !== undefined) im.inputs.set(name, entity);
  }

  const entityBlocks: string[] = [];
  for (const [component] of im.entities) {
    const at = `#/components/schemas/${token(component)}`;
    entityBlocks.push(im.entityBlock(component, schemas[component] as Obj, at));
  }

  // The document's own catalogue (responses an export marks with their status) first, in its order.
  const responsesOf = isObj(components.responses) ? components.responses : {};
  for (const [name, r] of Object.entries(responsesOf)) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !isObj(r) || im.errors.has(name)) continue;
    const status = r['x-specfront-status'];
    if (typeof status === 'number')
      im.errors.set(name, {
        status: String(status),
        message: oneLine(str(r['x-specfront-message']) ?? str(r.description) ?? ''),
        when: oneLine(str(r['x-specfront-when']) ?? ''),
      });
  }

  const callRows: { row: string[]; line: number | null }[] = [];
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const itemAt = `#/paths/${token(path)}`;
    const item = im.deref(rawItem, itemAt).value;
    if (!isObj(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const at = `${itemAt}/${method}`;
      if (!SPEC_METHODS.has(method)) {
        im.note(at, `a ${method.toUpperCase()} operation; point 7 holds GET, POST, PUT, PATCH and DELETE`);
        continue;
      }
      if (isObj(op.callbacks)) im.note(`${at}/callbacks`, 'callbacks; the spec describes the calls the app makes, not calls made to it');
      const query: string[] = [];
      // Path-level parameters first, each with its own place (`#/paths/~1a/parameters/0`, `…/get/parameters/0`).
      const params = [
        ...shared.map((p, i) => ({ p, at: `${itemAt}/parameters/${i}` })),
        ...(Array.isArray(op.parameters) ? op.parameters : []).map((p, i) => ({ p, at: `${at}/parameters/${i}` })),
      ];
      params.forEach(({ p, at: here }) => {
        const { value, pointer } = im.deref(p, here);
        if (!isObj(value)) return;
        const name = str(value.name);
        if (name === undefined) return;
        if (value.in === 'query') {
          // An object in the query, form style and exploded (OpenAPI's default), is sent as its properties:
          // Spring's `pageable` is `?page=0&size=20&sort=name`.
          const schema = isObj(value.schema) ? im.deref(value.schema, `${pointer}/schema`).value : undefined;
          const exploded =
            isObj(schema) && isObj(schema.properties) && (value.style === undefined || value.style === 'form') && value.explode !== false;
          const names = exploded ? Object.keys(schema.properties as Obj) : [name];
          for (const n of names) if (!query.includes(n)) query.push(n);
          const kept = queryKeywords(value);
          if (kept.length > 0)
            im.note(pointer, `the query parameter ${name}: ${kept.join(', ')}; point 7 names query parameters, not their types or bounds`);
        } else if (value.in === 'header' || value.in === 'cookie')
          im.note(pointer, `the ${value.in} parameter ${name}; point 7 holds path and query parameters`);
      });
      const specPath = path.replace(/\{([^}/]+)\}/g, (_, n: string) => `:${n.replace(/[^\p{L}\p{N}_]/gu, '_')}`);
      let request = '—';
      if (op.requestBody !== undefined) {
        const { value, pointer } = im.deref(op.requestBody, `${at}/requestBody`);
        const body = isObj(value) ? im.bodySchema(value, pointer) : null;
        if (body) request = im.typeText(body.schema, body.at, true, true) ?? '—';
      }
      let response = '—';
      const errors: string[] = [];
      const responses = isObj(op.responses) ? op.responses : {};
      const ok = Object.keys(responses).find((s) => /^2(\d\d|XX)$/i.test(s));
      if (ok !== undefined) {
        const { value, pointer } = im.deref(responses[ok], `${at}/responses/${ok}`);
        const body = isObj(value) ? im.bodySchema(value, pointer) : null;
        if (body) response = im.typeText(body.schema, body.at, true, true) ?? '—';
      }
      for (const [status, r] of Object.entries(responses)) {
        const { value: resolved, pointer: where } = im.deref(r, `${at}/responses/${status}`);
        if (isObj(resolved) && isObj(resolved.headers))
          for (const header of Object.keys(resolved.headers))
            im.note(`${where}/headers/${token(header)}`, `the response header ${header}; point 7 holds answers' bodies`);
        if (isObj(resolved) && isObj(resolved.links) && Object.keys(resolved.links).length > 0)
          im.note(`${where}/links`, 'links from this answer to other operations; point 7 lists calls, not how one answer feeds the next');
        if (!/^[45](\d\d|XX)$/i.test(status) && status !== 'default') continue;
        if (status === 'default' || /XX/i.test(status)) {
          im.note(`${at}/responses/${status}`, `the ${status} response; point 8 needs one status per code`);
          continue;
        }
        for (const code of im.errorCodes(status, r, `${at}/responses/${status}`)) if (!errors.includes(code)) errors.push(code);
      }
      const listed = Array.isArray(op['x-specfront-errors'])
        ? op['x-specfront-errors'].filter((c): c is string => typeof c === 'string')
        : null;
      const roles = Array.isArray(op['x-specfront-roles']) ? op['x-specfront-roles'].filter((c): c is string => typeof c === 'string') : [];
      const ours = isObj(op[SOURCE_KEY]);
      const notes = ours ? (str(op['x-specfront-notes']) ?? '') : (str(op.summary) ?? str(op.description) ?? '');
      const line =
        isObj(op[SOURCE_KEY]) && typeof (op[SOURCE_KEY] as Obj).line === 'number' ? ((op[SOURCE_KEY] as Obj).line as number) : null;
      callRows.push({
        line,
        row: [
          method.toUpperCase(),
          `${specPath}${query.length > 0 ? `?${query.join('&')}` : ''}`,
          request,
          response,
          (listed ?? errors).join(', '),
          roles.join(', '),
          oneLine(notes),
        ],
      });
    }
  }
  // The document's own version, unless it is specfront's export (which writes 1.0.0 for a spec without one).
  const apiVersion = isObj(doc.info) ? doc.info.version : undefined;
  if ((typeof apiVersion === 'string' || typeof apiVersion === 'number') && !(isObj(doc.info) && isObj(doc.info[SOURCE_KEY])))
    im.note('#/info/version', `the document's version ${String(apiVersion)}; the spec has no version (an export writes 1.0.0)`);
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObj).map((v) => str(v.url) ?? '') : [];
  // specfront's own export names a local mock; another document's servers are worth a line.
  if (servers.length > 0 && !(servers.length === 1 && servers[0] === 'http://127.0.0.1:4010'))
    im.note('#/servers', `the servers (${servers.join(', ')}); the running app's server is chosen in its settings ("A real server")`);
  if (isObj(components.links))
    for (const name of Object.keys(components.links))
      im.note(`#/components/links/${token(name)}`, 'a link between operations; point 7 lists calls, not how one answer feeds the next');
  if (isObj(doc.webhooks))
    for (const name of Object.keys(doc.webhooks))
      im.note(`#/webhooks/${token(name)}`, 'a webhook; the spec describes the calls the app makes');
  if (isObj(components.securitySchemes)) {
    for (const name of Object.keys(components.securitySchemes)) {
      if (
        name === 'role' &&
        isObj(components.securitySchemes[name]) &&
        (components.securitySchemes[name] as Obj).name === 'x-specfront-role'
      )
        continue;
      im.note(`#/components/securitySchemes/${token(name)}`, `the security scheme ${name}; point 6 names roles, not how users sign in`);
    }
  }

  // A document exported from a spec keeps its calls in the spec's order (the lines of x-specfront-source).
  if (callRows.every((c) => c.line !== null)) callRows.sort((a, b) => (a.line as number) - (b.line as number));
  const title = oneLine(str(info.title) ?? 'Imported API');
  const intro = str(info['x-specfront-intro']);
  const purpose = str(info['x-specfront-purpose']) ?? str(info.description) ?? '';
  const out: string[] = [`# Specification: ${title}`, ''];
  if (intro !== undefined && intro.trim() !== '') out.push(intro.trim(), '');
  out.push('## 1. What the product does and for whom', '', purpose.trim() !== '' ? purpose.trim() : 'Not shown.', '');
  out.push('## 2. Screens and routes', '', 'Not shown.', '');
  out.push('## 3. Entities and their fields', '', entityBlocks.length > 0 ? entityBlocks.join('\n\n') : 'Not shown.', '');
  out.push('## 4. States and transitions', '', 'Not shown.', '');
  out.push('## 5. Validation rules', '');
  out.push(
    im.rules.length > 0
      ? markdownTable(
          ['Entity', 'Field', 'Rule', 'Message'],
          im.rules.map((r) => [r.entity, r.field, r.rule, '']),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 6. Roles and permissions', '', 'Not shown.', '');
  out.push('## 7. The calls it makes', '');
  out.push(
    callRows.length > 0
      ? markdownTable(
          ['Method', 'Path', 'Request', 'Response', 'Errors', 'Roles', 'Notes'],
          callRows.map((c) => c.row),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 8. The error catalogue', '');
  out.push(
    im.errors.size > 0
      ? markdownTable(
          ['Code', 'Status', 'Message', 'When'],
          [...im.errors].map(([code, e]) => [code, e.status, e.message, e.when]),
        )
      : 'Not shown.',
    '',
  );
  out.push('## 9. Business constants and limits', '', 'Not shown.', '');
  // Each note names its place in the document read (a Swagger 2.0 one's own pointers).
  const notes = im.notes.map((n) => ({ pointer: back(n.pointer), what: n.what }));
  if (notes.length > 0) {
    out.push(
      '## Not carried from the OpenAPI document',
      '',
      `Imported from ${source}${source.startsWith('Swagger') ? ' (read as OpenAPI 3.0)' : ''}. These parts of the document have no place in the nine points:`,
      '',
    );
    for (const n of notes) out.push(`- \`${n.pointer}\` — ${n.what}`);
    out.push('');
  }
  return { ok: true, spec: out.join('\n'), notCarried: notes, version, source };
}
