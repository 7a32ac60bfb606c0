import type { AppCall, AppEntity, AppShapeField } from '../compile/app-model';
import { checkValue, isPlainObject } from '../compile/check-value';
import type { FieldError } from '../compile/validate-record';
import { compileMessages as m } from '../diagnostics/messages-compile';
import type { StoredRecord } from './store';
import { ownValue, setOwn } from '../compile/own-property';

/** How a body is read: a create, a full replace (PUT) or a merge (PATCH: every field optional). */
export type BodyMode = 'create' | 'replace' | 'merge';

/** The fields a body may carry, and the problems of the body against the call's request shape. */
export interface CheckedBody {
  readonly input: Record<string, unknown>;
  readonly errors: FieldError[];
}

/** A reference given as an object `{ id }` travels as its id. */
function normalise(field: AppShapeField | undefined, value: unknown): unknown {
  if (field?.type.kind === 'ref' && isPlainObject(value) && 'id' in value) return value.id;
  return value;
}

/**
 * Checks a request body against the call's request shape (point 7): an object type gives the fields
 * it may carry, with their types and which are required; an entity name means the entity's fields
 * without the id and the state field. Unknown fields and wrong types are field errors. The id and
 * the state field cannot be set by a body (the backend fills them); sending the value they already
 * have is harmless. A body for a call whose request is `—` is ignored.
 */
export function checkRequestBody(
  call: AppCall,
  entity: AppEntity,
  body: unknown,
  mode: BodyMode,
  stored: StoredRecord | null,
): CheckedBody {
  const input = Object.create(null) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const shape = call.request;
  if (shape.kind === 'none') return { input, errors };
  if (!isPlainObject(body)) return { input, errors: [{ field: '', message: m.notAnObject() }] };
  const stateField = entity.machine?.field ?? null;
  const fixed = (name: string): boolean => name === entity.idField || name === stateField;
  const shapeFields = new Map<string, AppShapeField>();
  if (shape.kind === 'object') for (const f of shape.fields) shapeFields.set(f.name, f);
  const entityFields = new Map(entity.fields.map((f) => [f.name, f]));
  for (const [name, value] of Object.entries(body)) {
    if (fixed(name)) {
      const current = stored ? ownValue(stored, name) : name === stateField ? (entity.machine?.initial ?? undefined) : undefined;
      if (value !== undefined && value !== null && value !== '' && value !== current)
        errors.push({ field: name, message: m.notChangeable(name) });
      continue;
    }
    const known = shape.kind === 'object' ? shapeFields.has(name) : entityFields.has(name);
    if (!known) {
      errors.push({ field: name, message: m.unknownField(name) });
      continue;
    }
    const field = shapeFields.get(name);
    if (field && value !== undefined && value !== null) {
      const problem = checkValue(field.type, value);
      if (problem !== null) {
        errors.push({ field: name, message: problem });
        continue;
      }
    }
    setOwn(
      input,
      name,
      normalise(
        field ?? (entityFields.has(name) ? { name, optional: true, type: entityFields.get(name)?.type ?? { kind: 'invalid' } } : undefined),
        value,
      ),
    );
  }
  if (shape.kind === 'object' && mode !== 'merge') {
    for (const f of shape.fields) {
      if (f.optional || fixed(f.name)) continue;
      const v = ownValue(body, f.name);
      if ((v === undefined || v === null || v === '') && !errors.some((e) => e.field === f.name))
        errors.push({ field: f.name, message: m.required() });
    }
  }
  return { input, errors };
}

/**
 * A stored record as the app sees it under the current spec: the id and the entity's fields only.
 * Fields the spec no longer has stay in the store (nothing is dropped) but are not returned.
 */
export function visibleRecord(entity: AppEntity, record: StoredRecord): Record<string, unknown> {
  // No prototype, so a plain assignment makes an own property whatever the name (`__proto__` too):
  // cheaper than defineProperty, which a list of 15,000 records calls 100,000 times.
  const out = Object.create(null) as Record<string, unknown>;
  const id = ownValue(record, entity.idField);
  if (id !== undefined) out[entity.idField] = id;
  for (const f of entity.fields) {
    const v = ownValue(record, f.name);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

/** The response body for one record: the record, or `{ x: record }` when the response shape wraps it. */
export function recordBody(call: AppCall, record: Record<string, unknown>): unknown {
  const shape = call.response;
  if (shape.kind !== 'object') return record;
  const refs = shape.fields.filter((f) => f.type.kind === 'ref');
  const name = refs.length === 1 ? refs[0]?.name : shape.fields.length === 1 ? shape.fields[0]?.name : undefined;
  return name !== undefined ? { [name]: record } : record;
}
