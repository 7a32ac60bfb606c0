import { ACTOR_HEADERS } from '../compile/actor';
import type { AppCall, AppEntity, AppModel } from '../compile/app-model';
import { compileAppWithoutScreens } from '../compile/compile-app';
import { fillConstants } from '../compile/fill-constants';
import { createLineIndex } from '../source/line-index';
import { parseSpecModel } from '../parse/parse-spec';
import type { Call } from '../spec/call';
import type { Spec } from '../spec/spec';
import { sectionOf } from '../spec/spec';
import { entitySchema, idRef, INPUT_KEY, shapeSchema, SOURCE_KEY, type ContractSource, type JsonSchema } from './schema-of';

/** The security scheme that carries the user's role (the header the app's backend reads). */
export const ROLE_SCHEME = 'role';

/** The error body every error answer carries (src/core/backend/error-response.ts). */
export const ERROR_BODY = 'ErrorBody';

/** One operation of an exported document and the spec line it came from (for links in the studio). */
export interface ContractOperation {
  readonly method: string;
  /** The OpenAPI path (`/talks/{id}`). */
  readonly path: string;
  readonly operationId: string;
  readonly line: number | null;
}

/** An exported OpenAPI document with its operations listed. */
export interface OpenApiExport {
  readonly document: JsonSchema;
  readonly operations: readonly ContractOperation[];
}

/** The spec read and compiled once, for every exporter: the app model without its screens, which no exporter reads. */
export interface ContractInput {
  readonly spec: Spec;
  readonly app: AppModel;
  readonly text: string;
  readonly fill: (s: string) => string;
  readonly lineOf: (offset: number) => number;
}

/**
 * Reads a spec's text for the exporters: the model and the compiled app (without screens). Not the check:
 * an export writes what the spec says whatever its diagnostics (`specfront export` and the studio show
 * those beside it), so the reading skips what only finds diagnostics (`parseSpecModel`).
 */
export function contractInput(text: string): ContractInput {
  const { spec } = parseSpecModel(text, { screens: false });
  const app = compileAppWithoutScreens(spec, text);
  const lines = createLineIndex(text);
  return { spec, app, text, fill: fillConstants(spec.constants), lineOf: (o) => lines.positionAt(o).line };
}

/** `/talks/:id` → `/talks/{id}`. */
export function openApiPath(path: string): string {
  if (!path.includes(':')) return path;
  return path
    .split('/')
    .map((s) => (s.startsWith(':') && s.length > 1 ? `{${s.slice(1)}}` : s))
    .join('/');
}

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Words of a name or path joined in camelCase (`/api/talks` → `apiTalks`): split at every run of
 * characters other than ASCII letters and digits, the first part's first letter in lower case and the
 * others' in upper case.
 */
export function camel(words: readonly string[]): string {
  let out = '';
  for (const w of words) {
    let i = 0;
    while (i < w.length) {
      while (i < w.length && !isAlnum(w.charCodeAt(i))) i++;
      if (i === w.length) break;
      let j = i + 1;
      while (j < w.length && isAlnum(w.charCodeAt(j))) j++;
      const first = w.charAt(i);
      out += `${out === '' ? first.toLowerCase() : first.toUpperCase()}${w.slice(i + 1, j)}`;
      i = j;
    }
  }
  return out;
}

/** An operation id from what the call does for its entity, else from its method and path. */
function operationIdOf(call: AppCall): string {
  if (call.entity !== null) {
    switch (call.slot) {
      case 'list':
        return camel(['list', call.entity]);
      case 'detail':
        return camel(['get', call.entity]);
      case 'create':
        return camel(['create', call.entity]);
      case 'update':
        return camel([call.method === 'PUT' ? 'replace' : 'update', call.entity]);
      case 'delete':
        return camel(['delete', call.entity]);
      default:
        if (call.event !== null) return camel([call.event, call.entity]);
    }
  }
  const words = call.path.split('/').map((s) => (s.startsWith(':') ? `by ${s.slice(1)}` : s));
  return camel([call.method.toLowerCase(), ...words]) || 'operation';
}

/** A call of point 7 as an OpenAPI operation: its path and method, and its id (null when it is not one). */
export interface CallOperation {
  readonly call: AppCall;
  /** The OpenAPI path (`/talks/{id}`). */
  readonly path: string;
  /** The method in lower case, as an OpenAPI path item's key. */
  readonly method: string;
  /** A unique id; null when the method is not one of OpenAPI's or an earlier call has the same path and method. */
  readonly operationId: string | null;
}

const METHODS: ReadonlySet<string> = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every call of an app with the operation it becomes, in the order of point 7 (the TypeScript export names its types after them). */
export function callOperations(app: AppModel): CallOperation[] {
  const out: CallOperation[] = [];
  const methodsOf = new Map<string, Set<string>>();
  const usedIds = new Set<string>();
  for (const call of app.calls) {
    const path = openApiPath(call.path);
    const method = call.method.toLowerCase();
    let methods = methodsOf.get(path);
    if (methods === undefined) methodsOf.set(path, (methods = new Set()));
    if (methods.has(method) || !METHODS.has(method)) {
      out.push({ call, path, method, operationId: null });
      continue;
    }
    methods.add(method);
    let operationId = operationIdOf(call);
    for (let n = 2; usedIds.has(operationId); n++) operationId = `${operationIdOf(call)}${n}`;
    usedIds.add(operationId);
    out.push({ call, path, method, operationId });
  }
  return out;
}

/** The HTTP reason phrase's words for a status, for descriptions and codes. */
export const STATUS_NAMES: Readonly<Record<number, string>> = Object.freeze({
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition failed',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  500: 'Internal server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
});

function source(point: number, line: number | null): ContractSource {
  return { point, line };
}

/** The error body component: `{ code, message, errors }` as the backend and a real server send it. */
function errorBodySchema(codes: readonly string[]): JsonSchema {
  return {
    type: 'object',
    description: 'The body of every error answer: the code of the error catalogue (point 8), its message, and the fields at fault.',
    required: ['code', 'message', 'errors'],
    properties: {
      code: { type: ['string', 'null'], ...(codes.length > 0 ? { enum: [...codes, null] } : {}) },
      message: { type: 'string' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          required: ['field', 'message'],
          properties: { field: { type: 'string' }, message: { type: 'string' } },
        },
      },
      detail: { type: 'string' },
    },
  };
}

/** Schema of an entity's input: its fields without the id and the state field; none required for a merge. */
function inputSchema(entity: AppEntity, base: JsonSchema, merge: boolean): JsonSchema {
  const fixed = new Set(entity.fields.filter((f) => f.isId || f.isState).map((f) => f.name));
  // Copied without the fixed fields (not copied, then deleted: an object that lost a property is slower to write out).
  const all = base.properties as JsonSchema;
  const properties: JsonSchema = {};
  for (const name of Object.keys(all)) if (!fixed.has(name)) properties[name] = all[name];
  const required = ((base.required as string[] | undefined) ?? []).filter((n) => !fixed.has(n));
  return {
    type: 'object',
    title: `${entity.name} ${merge ? 'changes' : 'input'}`,
    description: merge
      ? `The fields of a ${entity.name} to change; those not sent keep their value.`
      : `The fields of a ${entity.name} a client sends; the server sets the id${entity.machine ? ' and the state' : ''}.`,
    properties,
    ...(!merge && required.length > 0 ? { required } : {}),
    [INPUT_KEY]: entity.name,
  };
}

/** An identifier safe as a component name (`^[a-zA-Z0-9._-]+$`). */
export function componentName(name: string): string {
  const safe = name.replace(/[^a-zA-Z0-9._-]+/g, '_');
  return safe === '' ? '_' : safe;
}

/** The app's permission rows by role, and its errors by code: built once per app (calls × rows was quadratic). */
interface AppIndex {
  readonly permissionsOf: ReadonlyMap<string, AppModel['permissions'][number][]>;
  readonly errorOf: ReadonlyMap<string, AppModel['errors'][number]>;
}
const INDEXES = new WeakMap<AppModel, AppIndex>();
function indexOf(app: AppModel): AppIndex {
  let index = INDEXES.get(app);
  if (!index) {
    const permissionsOf = new Map<string, AppModel['permissions'][number][]>();
    for (const p of app.permissions) {
      const list = permissionsOf.get(p.role);
      if (list) list.push(p);
      else permissionsOf.set(p.role, [p]);
    }
    const errorOf = new Map<string, AppModel['errors'][number]>();
    for (const e of app.errors) if (!errorOf.has(e.code)) errorOf.set(e.code, e);
    index = { permissionsOf, errorOf };
    INDEXES.set(app, index);
  }
  return index;
}

/** `Roles: patient, receptionist.` and what point 6 lets each do on the call's entity. */
function rolesText(call: AppCall, app: AppModel): string {
  if (call.roles.length === 0) return app.roles.length === 0 ? '' : 'Roles: any signed-in user (the call names none).';
  const lines = [`Roles: ${call.roles.join(', ')}.`];
  if (call.entity !== null) {
    for (const role of call.roles) {
      for (const p of indexOf(app).permissionsOf.get(role) ?? []) {
        if (!p.on.includes(call.entity)) continue;
        lines.push(
          `- ${role} may ${p.can.join(', ')} on ${call.entity}${p.when ? ` when \`${p.when}\`` : ''} (point 6, line ${p.source.line ?? '?'}).`,
        );
      }
    }
  }
  return lines.join('\n');
}

/**
 * The error catalogue of point 8 as `components.responses`, one per code with a status: the message (the
 * written one in `x-specfront-message` when constants filled it differently), the status, the When text.
 */
function errorResponses(spec: Spec, app: AppModel): JsonSchema {
  const responses = Object.create(null) as JsonSchema;
  const errorByCode = new Map<string, (typeof spec.errors)[number]>();
  for (const entry of spec.errors) if (!errorByCode.has(entry.code.value)) errorByCode.set(entry.code.value, entry);
  for (const e of app.errors) {
    if (e.status === null || responses[componentName(e.code)] !== undefined) continue;
    const when = errorByCode.get(e.code)?.when ?? '';
    responses[componentName(e.code)] = {
      description: e.message || (STATUS_NAMES[e.status] ?? `Status ${e.status}`),
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${ERROR_BODY}` },
          example: { code: e.code, message: e.message, errors: [] },
        },
      },
      'x-specfront-status': e.status,
      ...(when !== '' ? { 'x-specfront-when': when } : {}),
      ...(errorByCode.get(e.code)?.message?.value !== e.message
        ? { 'x-specfront-message': errorByCode.get(e.code)?.message?.value ?? '' }
        : {}),
      [SOURCE_KEY]: e.source,
    };
  }
  return responses;
}

/**
 * The OpenAPI 3.1 document of a spec (docs/openapi.md): every call of point 7 as an operation with its
 * parameters, body, answer and error answers; the entities of point 3 as component schemas with the
 * rules of point 5 as keywords or descriptions; the error catalogue of point 8 as responses sharing one
 * error body; constants written as their values; each part with `x-specfront-source`.
 */
export function exportOpenApi(input: ContractInput): OpenApiExport {
  const { spec, app, fill, lineOf } = input;
  // Keyed by names from the spec: `__proto__` or `constructor` is an ordinary key (a path `__proto__` wrote into Object.prototype).
  const schemas = Object.create(null) as JsonSchema;
  const entityByName = new Map(app.entities.map((e) => [e.name, e]));
  const schemaName = new Map<string, string>();
  for (const e of app.entities) {
    const name = componentName(e.name);
    schemaName.set(e.name, name);
    schemas[name] = entitySchema(e, app.constants, fill, true);
  }
  const recordRef = (entity: string): JsonSchema => {
    const name = schemaName.get(entity);
    return name !== undefined ? { $ref: `#/components/schemas/${name}` } : idRef(entity);
  };
  const inputRef = (entity: AppEntity, merge: boolean): JsonSchema => {
    const name = `${schemaName.get(entity.name) ?? componentName(entity.name)}${merge ? 'Changes' : 'Input'}`;
    if (schemas[name] === undefined) schemas[name] = inputSchema(entity, schemas[schemaName.get(entity.name) ?? ''] as JsonSchema, merge);
    return { $ref: `#/components/schemas/${name}` };
  };

  const codes = app.errors.map((e) => e.code);
  schemas[ERROR_BODY] = errorBodySchema(codes);
  const responses = errorResponses(spec, app);

  // One `$ref` object per error response and one to the error body, shared by the operations that use them.
  const { errorOf } = indexOf(app);
  const errorRefs = new Map<string, JsonSchema>();
  const errorRef = (code: string): JsonSchema => {
    let ref = errorRefs.get(code);
    if (ref === undefined) errorRefs.set(code, (ref = { $ref: `#/components/responses/${componentName(code)}` }));
    return ref;
  };
  const errorBodyRef: JsonSchema = { $ref: `#/components/schemas/${ERROR_BODY}` };
  const callByLine = new Map<number, Call>();
  for (const c of spec.calls) callByLine.set(lineOf(c.span.from), c);
  const paths = Object.create(null) as JsonSchema;
  const operations: ContractOperation[] = [];
  for (const { call, path, method, operationId } of callOperations(app)) {
    const item = (paths[path] ??= {}) as JsonSchema;
    if (operationId === null) continue;
    const written = call.source.line !== null ? callByLine.get(call.source.line) : undefined;
    const entity = call.entity !== null ? entityByName.get(call.entity) : undefined;

    const parameters: JsonSchema[] = [
      ...call.params.map((p) => ({ name: p, in: 'path', required: true, schema: { type: 'string' } })),
      ...call.query.map((q) => ({ name: q, in: 'query', required: false, schema: { type: 'string' } })),
    ];
    const requestSchema =
      call.request.kind === 'ref' && entityByName.has(call.request.entity)
        ? inputRef(entityByName.get(call.request.entity) as AppEntity, call.method === 'PATCH')
        : shapeSchema(call.request, idRef);
    const responseSchema = shapeSchema(call.response, recordRef);
    // Status keys are array indices to the engine: an object literal with the key written out is made
    // from a template, several times faster than a computed key or a store into an empty object.
    let opResponses: JsonSchema;
    if (responseSchema === null) opResponses = { '204': { description: 'Done; no content.' } };
    else {
      const ok = {
        description: call.slot === 'create' ? `The ${entity?.name ?? 'record'} created.` : 'The answer.',
        content: { 'application/json': { schema: responseSchema } },
      };
      opResponses = call.slot === 'create' && call.method === 'POST' ? { '201': ok } : { '200': ok };
    }
    const byStatus = new Map<number, string[]>();
    for (const code of call.errors) {
      const status = errorOf.get(code)?.status;
      if (status === null || status === undefined) continue;
      const same = byStatus.get(status);
      if (same) same.push(code);
      else byStatus.set(status, [code]);
    }
    for (const [status, sameStatus] of byStatus) {
      opResponses[String(status)] =
        sameStatus.length === 1
          ? errorRef(sameStatus[0] as string)
          : {
              description: sameStatus.map((c) => `${c}: ${errorOf.get(c)?.message ?? ''}`).join('\n'),
              content: {
                'application/json': {
                  schema: errorBodyRef,
                  examples: Object.fromEntries(
                    sameStatus.map((c) => [c, { summary: c, value: { code: c, message: errorOf.get(c)?.message ?? '', errors: [] } }]),
                  ),
                },
              },
            };
    }
    const notes = written?.notes ?? '';
    const filled = notes !== '' ? fill(notes) : '';
    const roles = rolesText(call, app);
    const description = filled !== '' && roles !== '' ? `${filled}\n\n${roles}` : filled !== '' ? filled : roles;
    // Written key by key in the document's order (no spread of a new object per optional key).
    const operation: JsonSchema = { operationId, summary: `${call.method} ${written?.path.value ?? call.path}` };
    if (description !== '') operation.description = description;
    if (parameters.length > 0) operation.parameters = parameters;
    if (requestSchema !== null) operation.requestBody = { required: true, content: { 'application/json': { schema: requestSchema } } };
    operation.security = call.roles.length > 0 && app.roles.length > 0 ? [{ [ROLE_SCHEME]: [] }] : [];
    operation.responses = opResponses;
    if (call.errors.length > 0) operation['x-specfront-errors'] = [...call.errors];
    if (call.roles.length > 0) operation['x-specfront-roles'] = [...call.roles];
    if (notes !== '') operation['x-specfront-notes'] = notes;
    operation[SOURCE_KEY] = call.source;
    item[method] = operation;
    operations.push({ method: call.method, path, operationId, line: call.source.line });
  }

  const purpose = sectionOf(spec, 1);
  const description = [spec.intro, purpose?.prose ?? ''].filter((s) => s.trim() !== '').join('\n\n');
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: app.title || 'Untitled spec',
      version: '1.0.0',
      ...(description !== '' ? { description: fill(description) } : {}),
      ...(spec.intro.trim() !== '' ? { 'x-specfront-intro': spec.intro } : {}),
      ...(purpose ? { 'x-specfront-purpose': purpose.prose } : {}),
      [SOURCE_KEY]: source(1, purpose ? lineOf(purpose.span.from) : null),
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: "A local server (a mock or the app's own backend)." }],
    paths,
    components: {
      schemas,
      ...(Object.keys(responses).length > 0 ? { responses } : {}),
      ...(app.roles.length > 0
        ? {
            securitySchemes: {
              [ROLE_SCHEME]: {
                type: 'apiKey',
                in: 'header',
                name: ACTOR_HEADERS.role,
                description: `The signed-in user's role (point 6): ${app.roles.map((r) => r.name).join(', ')}.`,
              },
            },
          }
        : {}),
    },
  };
  return { document, operations };
}
