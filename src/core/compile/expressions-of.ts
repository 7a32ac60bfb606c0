import type { AppModel } from './app-model';

/**
 * Every CEL source an app evaluates: transition guards, expression rules and permission conditions,
 * each once, in model order. What `needsFullCel` is asked about before the app mounts.
 */
export function expressionsOf(app: AppModel): string[] {
  const seen = new Set<string>();
  for (const entity of app.entities) {
    for (const t of entity.machine?.transitions ?? []) if (t.guard !== null) seen.add(t.guard);
    for (const rule of entity.rules) if (rule.check.kind === 'expression') seen.add(rule.check.source);
  }
  for (const p of app.permissions) if (p.when !== null) seen.add(p.when);
  return [...seen];
}
