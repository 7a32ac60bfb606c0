import { isObj, str, unToken, type Obj } from './document-value';
import { SCHEMA_PREFIX } from './schema-keywords';

/** Where a component schema is used: inside schemas, as a whole success or request body, as a whole error body, elsewhere. */
export interface SchemaUse {
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

const RESPONSE_PREFIX = '#/components/responses/';

/** Whether a response status is an error's: 4xx, 5xx or `default`. */
export const isErrorStatus = (status: string): boolean => /^[45]/.test(status) || status === 'default';

/**
 * How each component schema is used in the document, read from every `$ref` once. A `$ref` that is a
 * body's whole schema (`…/content/TYPE/schema`) is a body use — an error body when its response is
 * 4xx, 5xx or `default` (a `components/responses` entry is an error body when every operation that uses
 * it does so for an error status); one inside a schema is a schema use; in webhooks and callbacks, and
 * anywhere else, another use. Nesting is bounded by the reader (YAML) or caught (`RangeError`).
 */
export function schemaUses(doc: Obj): Map<string, SchemaUse> {
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
  /** One `$ref` met at `parts`. */
  const record = (ref: string): void => {
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
  };
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
    if (ref !== undefined) record(ref);
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
