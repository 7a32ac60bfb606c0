/**
 * Swagger 2.0 read as OpenAPI 3.0 for import (docs/openapi.md, "Swagger 2.0"): definitions, parameters and
 * responses move under `components`, a body parameter becomes the request body, a response's `schema` its JSON
 * content, a parameter's type and bounds its `schema`, `host`/`basePath`/`schemes` the servers. What import then
 * notes is named at its place in the Swagger document: `back` maps a pointer of the converted document to it.
 */

import { isObj, token, type Obj } from './document-value';

/** The keywords of a Swagger 2.0 non-body parameter that are its schema in OpenAPI 3. */
const SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
] as const;

const REFS: readonly [string, string][] = [
  ['#/definitions/', '#/components/schemas/'],
  ['#/parameters/', '#/components/parameters/'],
  ['#/responses/', '#/components/responses/'],
];

/** A deep copy with `$ref`s pointed at `components`, `x-nullable` as `nullable` and `type: file` as binary text. */
function schemaOf(value: unknown, depth = 0): unknown {
  if (depth > 400) throw new RangeError('too deep');
  if (Array.isArray(value)) return value.map((v) => schemaOf(v, depth + 1));
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const k of Object.keys(value)) {
    const v = value[k];
    if (k === '$ref' && typeof v === 'string') {
      const hit = REFS.find(([from]) => v.startsWith(from));
      out.$ref = hit ? hit[1] + v.slice(hit[0].length) : v;
    } else if (k === 'x-nullable') out.nullable = v;
    else if (k === 'type' && v === 'file') {
      out.type = 'string';
      out.format = 'binary';
    } else out[k] = schemaOf(v, depth + 1);
  }
  return out;
}

/** The media type a body is written in: the JSON one of the list (or the document's), else the first. */
function mediaOf(listed: unknown, fallback: unknown): string {
  const types = (Array.isArray(listed) ? listed : Array.isArray(fallback) ? fallback : []).filter(
    (t): t is string => typeof t === 'string',
  );
  return types.find((t) => /json/.test(t)) ?? types[0] ?? 'application/json';
}

/** A Swagger 2.0 document converted, and the way back to its own pointers. */
export interface Converted {
  readonly doc: Obj;
  /** The pointer in the Swagger document of a pointer into `doc` (the longest converted prefix that maps). */
  readonly back: (pointer: string) => string;
}

/** A Swagger 2.0 document as an OpenAPI 3.0.3 one (nothing of the input is changed). */
export function swagger2ToOpenApi3(swagger: Obj): Converted {
  const prefixes: [string, string][] = [
    ['#/components/schemas/', '#/definitions/'],
    ['#/components/parameters/', '#/parameters/'],
    ['#/components/responses/', '#/responses/'],
    ['#/components/securitySchemes/', '#/securityDefinitions/'],
    ['#/servers', '#/host'],
  ];
  const produces = swagger.produces;
  const consumes = swagger.consumes;

  const parameter = (p: unknown): unknown => {
    if (!isObj(p) || typeof p.$ref === 'string') return schemaOf(p);
    // A body or form parameter keeps only its place in the list: its schema is the request body's.
    if (p.in === 'body' || p.in === 'formData') return { name: p.name, in: p.in };
    const out: Obj = {};
    const schema: Obj = {};
    for (const [k, v] of Object.entries(p)) {
      if ((SCHEMA_KEYS as readonly string[]).includes(k)) schema[k] = schemaOf(v);
      else if (k !== 'collectionFormat' && k !== 'allowEmptyValue') out[k] = v;
    }
    out.schema = schema;
    return out;
  };

  /** `at` is where the response is in the converted document, `from` where it is in the Swagger one. */
  const response = (r: unknown, at: string, from: string, listed: unknown): unknown => {
    if (!isObj(r) || typeof r.$ref === 'string') return schemaOf(r);
    const { schema, examples, headers, ...rest } = r;
    const out: Obj = { ...rest, description: typeof r.description === 'string' ? r.description : '' };
    if (schema !== undefined) {
      const media = mediaOf(listed, produces);
      const content: Obj = { schema: schemaOf(schema) };
      if (isObj(examples) && examples[media] !== undefined) content.example = examples[media];
      out.content = { [media]: content };
      prefixes.push([`${at}/content/${token(media)}/schema`, `${from}/schema`]);
    }
    if (isObj(headers)) {
      const h: Obj = {};
      for (const [name, header] of Object.entries(headers)) h[name] = isObj(header) ? { schema: schemaOf(header) } : header;
      out.headers = h;
    }
    return out;
  };

  const paths: Obj = {};
  for (const [path, item] of Object.entries(isObj(swagger.paths) ? swagger.paths : {})) {
    if (!isObj(item)) continue;
    const out: Obj = {};
    const itemAt = `#/paths/${token(path)}`;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters') out.parameters = shared.map(parameter);
      else if (!isObj(value) || !['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].includes(key)) out[key] = schemaOf(value);
      else {
        const at = `${itemAt}/${key}`;
        const { parameters, responses, consumes: opConsumes, produces: opProduces, ...rest } = value;
        const op: Obj = { ...rest };
        const own = Array.isArray(parameters) ? parameters : [];
        // Body and form parameters stay in the list (import reads path, query, header and cookie ones), so every
        // parameter keeps its index; the body becomes the request body.
        op.parameters = own.map(parameter);
        const all = [
          ...shared.map((p, i) => ({ p, at: `${itemAt}/parameters/${i}` })),
          ...own.map((p, i) => ({ p, at: `${at}/parameters/${i}` })),
        ];
        const body = all.find(({ p }) => isObj(p) && p.in === 'body');
        const form = all.filter(({ p }) => isObj(p) && p.in === 'formData');
        if (body !== undefined && isObj(body.p)) {
          const media = mediaOf(opConsumes, consumes);
          op.requestBody = {
            content: { [media]: { schema: schemaOf(body.p.schema) } },
            ...(body.p.required === true ? { required: true } : {}),
          };
          prefixes.push([`${at}/requestBody/content/${token(media)}/schema`, `${body.at}/schema`]);
          prefixes.push([`${at}/requestBody/content/${token(media)}`, body.at], [`${at}/requestBody`, body.at]);
        } else if (form.length > 0) {
          const media = (Array.isArray(opConsumes) ? opConsumes : Array.isArray(consumes) ? consumes : []).includes('multipart/form-data')
            ? 'multipart/form-data'
            : 'application/x-www-form-urlencoded';
          const properties: Obj = {};
          const required: string[] = [];
          const content = `${at}/requestBody/content/${token(media)}`;
          for (const { p, at: from } of form) {
            if (!isObj(p) || typeof p.name !== 'string') continue;
            properties[p.name] = schemaOf(Object.fromEntries(SCHEMA_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]])));
            if (p.required === true) required.push(p.name);
            prefixes.push([`${content}/schema/properties/${token(p.name)}`, from]);
          }
          op.requestBody = {
            content: { [media]: { schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } } },
          };
          const first = (form[0] as { at: string }).at;
          prefixes.push([content, first], [`${at}/requestBody`, first]);
        }
        if (isObj(responses)) {
          const rs: Obj = {};
          for (const [status, r] of Object.entries(responses)) {
            const here = `${at}/responses/${token(status)}`;
            rs[status] = response(r, here, here, opProduces);
          }
          op.responses = rs;
        }
        out[key] = op;
      }
    }
    paths[path] = out;
  }

  const components: Obj = {};
  if (isObj(swagger.definitions)) components.schemas = schemaOf(swagger.definitions);
  if (isObj(swagger.parameters)) {
    const ps: Obj = {};
    for (const [name, p] of Object.entries(swagger.parameters)) ps[name] = parameter(p);
    components.parameters = ps;
  }
  if (isObj(swagger.responses)) {
    const rs: Obj = {};
    for (const [name, r] of Object.entries(swagger.responses))
      rs[name] = response(r, `#/components/responses/${token(name)}`, `#/responses/${token(name)}`, undefined);
    components.responses = rs;
  }
  if (isObj(swagger.securityDefinitions)) components.securitySchemes = swagger.securityDefinitions;

  const doc: Obj = { openapi: '3.0.3', info: swagger.info, paths, components };
  if (typeof swagger.host === 'string') {
    const schemes = Array.isArray(swagger.schemes) ? swagger.schemes.filter((s): s is string => typeof s === 'string') : [];
    const base = typeof swagger.basePath === 'string' ? swagger.basePath : '';
    doc.servers = (schemes.length > 0 ? schemes : ['https']).map((s) => ({ url: `${s}://${swagger.host as string}${base}` }));
  }
  for (const key of Object.keys(swagger)) if (key.startsWith('x-')) doc[key] = swagger[key];

  // Longest prefix first: a response's schema before the response.
  prefixes.sort((a, b) => b[0].length - a[0].length);
  const back = (pointer: string): string => {
    for (const [from, to] of prefixes)
      if (pointer === from || pointer.startsWith(`${from}/`) || (from.endsWith('/') && pointer.startsWith(from)))
        return to + pointer.slice(from.length);
    return pointer;
  };
  return { doc, back };
}
