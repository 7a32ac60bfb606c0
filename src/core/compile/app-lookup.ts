import type { AppCall, AppEntity, AppError, AppModel } from './app-model';

interface Index {
  readonly entities: Map<string, AppEntity>;
  readonly calls: Map<string, AppCall>;
  readonly errors: Map<string, AppError>;
}

const indexes = new WeakMap<AppModel, Index>();

/** Name → item maps over a model, built once per model object. */
function indexOf(app: AppModel): Index {
  let index = indexes.get(app);
  if (!index) {
    const entities = new Map<string, AppEntity>();
    for (const e of app.entities) if (!entities.has(e.name)) entities.set(e.name, e);
    const calls = new Map<string, AppCall>();
    for (const c of app.calls) if (!calls.has(c.id)) calls.set(c.id, c);
    const errors = new Map<string, AppError>();
    for (const e of app.errors) if (!errors.has(e.code)) errors.set(e.code, e);
    index = { entities, calls, errors };
    indexes.set(app, index);
  }
  return index;
}

/** The entity of that name, or undefined. */
export function findEntity(app: AppModel, name: string): AppEntity | undefined {
  return indexOf(app).entities.get(name);
}

/** The call with that id (`METHOD /path`), or undefined. */
export function findCall(app: AppModel, id: string): AppCall | undefined {
  return indexOf(app).calls.get(id);
}

/** The catalogue entry of that code, or undefined. */
export function findError(app: AppModel, code: string): AppError | undefined {
  return indexOf(app).errors.get(code);
}
