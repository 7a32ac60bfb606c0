import type { AppCall, AppEntity, AppError, AppModel } from './app-model';

/** name → item maps, one per list object: a model that shares a list with the last one (createAppCompiler) shares its index. */
const indexes = new WeakMap<readonly object[], Map<string, unknown>>();

function indexOf<T extends object>(list: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  let index = indexes.get(list) as Map<string, T> | undefined;
  if (!index) {
    index = new Map<string, T>();
    for (const item of list) {
      const key = keyOf(item);
      if (!index.has(key)) index.set(key, item);
    }
    indexes.set(list, index);
  }
  return index;
}

/** The entity of that name, or undefined. */
export function findEntity(app: AppModel, name: string): AppEntity | undefined {
  return indexOf(app.entities, (e) => e.name).get(name);
}

/** The call with that id (`METHOD /path`), or undefined. */
export function findCall(app: AppModel, id: string): AppCall | undefined {
  return indexOf(app.calls, (c) => c.id).get(id);
}

/** The catalogue entry of that code, or undefined. */
export function findError(app: AppModel, code: string): AppError | undefined {
  return indexOf(app.errors, (e) => e.code).get(code);
}
