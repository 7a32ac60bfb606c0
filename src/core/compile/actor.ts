import { celReferences } from '../expression/cel-references';
import type { AppModel } from './app-model';

/** Who is acting: the chosen role (null when none is chosen or point 6 has no roles) and the simulated signed-in user. */
export interface Actor {
  readonly role: string | null;
  readonly user: Readonly<Record<string, unknown>>;
}

/** The request headers the running app sends to the in-browser backend to say who is acting; `user` holds a JSON object. */
export const ACTOR_HEADERS = { role: 'x-specfront-role', user: 'x-specfront-user' } as const;

/** The acting user as expressions see it: the user's fields plus `role`. A prototype-free object. */
export function userBinding(actor: Actor): Record<string, unknown> {
  const user = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(actor.user)) user[k] = v;
  user.role = actor.role;
  return user;
}

/** Reads the actor from request headers (names in any case); a missing or malformed user is an empty user. */
export function actorFromHeaders(headers: Readonly<Record<string, string>>): Actor {
  let role: string | null = null;
  let user: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (key === ACTOR_HEADERS.role) role = value.trim() === '' ? null : value.trim();
    else if (key === ACTOR_HEADERS.user) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) user = parsed as Record<string, unknown>;
      } catch {
        user = {};
      }
    }
  }
  return { role, user };
}

/**
 * The `user.X` field names the spec's conditions, guards and rules use (`user.role` left out: the role
 * switcher sets it), in first-use order: the fields of the simulated user's editor.
 */
export function userFieldsOf(app: AppModel): string[] {
  const sources: string[] = [];
  for (const p of app.permissions) if (p.when !== null) sources.push(p.when);
  for (const e of app.entities) {
    for (const t of e.machine?.transitions ?? []) if (t.guard !== null) sources.push(t.guard);
    for (const r of e.rules) if (r.check.kind === 'expression') sources.push(r.check.source);
  }
  const out: string[] = [];
  const seen = new Set<string>(['role']);
  for (const source of sources) {
    for (const ref of celReferences(source) ?? []) {
      const field = ref.path[0];
      if (ref.root !== 'user' || field === undefined || seen.has(field)) continue;
      seen.add(field);
      out.push(field);
    }
  }
  return out;
}
