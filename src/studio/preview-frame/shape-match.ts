import type { AppEntity, AppModel, AppShape, AppType } from '../../core/index';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const MAX_PROBLEMS = 8;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'string' ? 'text' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

function scalarProblem(name: string, v: unknown): string | null {
  switch (name) {
    case 'string':
    case 'text':
      return typeof v === 'string' ? null : `expected text, got ${describe(v)}`;
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v) ? null : `expected an integer, got ${describe(v)}`;
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : `expected a number, got ${describe(v)}`;
    case 'boolean':
      return typeof v === 'boolean' ? null : `expected true or false, got ${describe(v)}`;
    case 'email':
      return typeof v === 'string' && EMAIL.test(v) ? null : 'expected an email address';
    case 'url':
      return typeof v === 'string' && /^https?:\/\//.test(v) ? null : 'expected an http(s) URL';
    case 'date':
      return typeof v === 'string' && DATE.test(v) ? null : 'expected a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? null : 'expected a date and time';
    case 'time':
      return typeof v === 'string' && TIME.test(v) ? null : 'expected a time (HH:MM)';
    default:
      return typeof v === 'string' || typeof v === 'number' ? null : `expected an id, got ${describe(v)}`;
  }
}

/**
 * Where a JSON value does not fit a call's shape (point 7), as readable problems with their path
 * (`body.title: expected text`). An entity name means its record: on a request without the id and
 * the state field, which the backend fills; a reference inside a record is an id (or an object with one).
 * The studio's own small matcher: core's checkValue is not part of its public API.
 */
export function shapeProblems(app: AppModel, shape: AppShape, value: unknown, role: 'request' | 'response'): string[] {
  const problems: string[] = [];
  const entities = new Map(app.entities.map((e) => [e.name, e]));
  const add = (p: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };

  const record = (entity: AppEntity, v: unknown, at: string, depth: number) => {
    if (!isObject(v)) return add(`${at}: expected ${entity.name} (an object), got ${describe(v)}`);
    for (const f of entity.fields) {
      const inRequest = role === 'request';
      if (inRequest && (f.isId || f.isState)) continue;
      const fv = v[f.name];
      if (fv === undefined || fv === null) {
        if (f.required && !(inRequest && !f.editable)) add(`${at}.${f.name}: required by ${entity.name}, missing`);
        continue;
      }
      type(f.type, fv, `${at}.${f.name}`, depth + 1, false);
    }
    const known = new Set(entity.fields.map((f) => f.name));
    if (entity.generatedId) known.add(entity.idField);
    for (const k of Object.keys(v)) if (!known.has(k)) add(`${at}.${k}: not a field of ${entity.name}`);
  };

  const type = (t: AppType, v: unknown, at: string, depth: number, top: boolean): void => {
    if (depth > 24 || problems.length >= MAX_PROBLEMS) return;
    switch (t.kind) {
      case 'invalid':
        return;
      case 'scalar': {
        const p = scalarProblem(t.name, v);
        if (p) add(`${at}: ${p}`);
        return;
      }
      case 'enum':
        if (typeof v !== 'string' || !t.values.includes(v)) add(`${at}: expected one of ${t.values.join(', ')}`);
        return;
      case 'ref': {
        const entity = entities.get(t.entity);
        if (top && entity) return record(entity, v, at, depth);
        const id = isObject(v) ? v.id : v;
        if (typeof id !== 'string' && typeof id !== 'number') add(`${at}: expected the id of a ${t.entity}`);
        return;
      }
      case 'list':
        if (!Array.isArray(v)) return add(`${at}: expected a list, got ${describe(v)}`);
        (v as unknown[]).forEach((item, i) => type(t.of, item, `${at}[${i}]`, depth + 1, top));
        return;
      case 'object': {
        if (!isObject(v)) return add(`${at}: expected an object, got ${describe(v)}`);
        for (const f of t.fields) {
          const fv = v[f.name];
          if (fv === undefined || fv === null) {
            if (!f.optional) add(`${at}.${f.name}: missing`);
            continue;
          }
          type(f.type, fv, `${at}.${f.name}`, depth + 1, true);
        }
        return;
      }
    }
  };

  if (shape.kind === 'none') return problems;
  type(shape, value, 'body', 0, true);
  return problems;
}
