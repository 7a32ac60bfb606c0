import type { Actor, AppModel } from '../../core/index';

/** The localStorage key of the simulated user for one app (by its title). */
export function actorStorageKey(app: AppModel): string {
  return `specfront:actor:${app.title}`;
}

/** The actor the app starts with: the first role (or none) and empty user fields. */
export function defaultActor(app: AppModel): Actor {
  return { role: app.roles[0]?.name ?? null, user: Object.create(null) as Record<string, unknown> };
}

/**
 * Reads a saved actor (JSON text) back, keeping only a role the app still has and string/number/
 * boolean user fields; anything unreadable gives the default actor.
 */
export function readActor(app: AppModel, saved: string | null): Actor {
  const fallback = defaultActor(app);
  if (saved === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return fallback;
  }
  if (typeof value !== 'object' || value === null) return fallback;
  const { role, user } = value as { role?: unknown; user?: unknown };
  const knownRole = typeof role === 'string' && app.roles.some((r) => r.name === role) ? role : fallback.role;
  const fields = Object.create(null) as Record<string, unknown>;
  if (typeof user === 'object' && user !== null && !Array.isArray(user)) {
    for (const [k, v] of Object.entries(user as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = v;
    }
  }
  return { role: knownRole, user: fields };
}

/** Loads the saved actor for an app from localStorage (the default when storage is unavailable). */
export function loadActor(app: AppModel): Actor {
  try {
    return readActor(app, localStorage.getItem(actorStorageKey(app)));
  } catch {
    return defaultActor(app);
  }
}

/** Saves the actor for an app; storage errors (private mode, quota) are ignored. */
export function saveActor(app: AppModel, actor: Actor): void {
  try {
    localStorage.setItem(actorStorageKey(app), JSON.stringify({ role: actor.role, user: { ...actor.user } }));
  } catch {
    /* the actor simply is not remembered */
  }
}
