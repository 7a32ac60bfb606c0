import type { Option } from './option';

interface Links {
  readonly provides: readonly string[];
  readonly needs: readonly string[];
}

/** What each option, as a rule created it, provides and needs; read by the post-pass only. */
const LINKS = new WeakMap<Option, Links>();

/** Records what an option adds and what it needs (called by `createOption`). */
export function linkOption(option: Option, provides: readonly string[], needs: readonly string[]): void {
  LINKS.set(option, { provides, needs });
}

/**
 * The post-pass over all proposed options: each option's `requires` lists the other options that
 * provide something it needs (a trailing `*` in a need matches every key with that prefix), in the
 * engine's order. Needs no option provides (the spec already says them) are left out.
 */
export function addRequirements(options: readonly Option[]): Option[] {
  const byKey = new Map<string, number[]>();
  options.forEach((o, i) => {
    for (const key of LINKS.get(o)?.provides ?? []) byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  const keys = [...byKey.keys()];
  return options.map((o, i) => {
    const found = new Set<number>();
    for (const need of LINKS.get(o)?.needs ?? []) {
      const matches = need.endsWith('*') ? keys.filter((k) => k.startsWith(need.slice(0, -1))) : [need];
      for (const k of matches) for (const j of byKey.get(k) ?? []) if (j !== i) found.add(j);
    }
    const requires = [...found].sort((a, b) => a - b).map((j) => options[j]?.id ?? '');
    const next: Option = { ...o, requires };
    const links = LINKS.get(o);
    if (links) LINKS.set(next, links);
    return next;
  });
}

/**
 * The options to apply when a person accepts `chosenIds`: those options and, transitively, every
 * option they require, in the engine's order (the order of `options`). Unknown ids are ignored.
 */
export function withRequirements(options: readonly Option[], chosenIds: Iterable<string>): Option[] {
  const byId = new Map(options.map((o) => [o.id, o]));
  const taken = new Set<string>();
  const queue = [...chosenIds];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const o = byId.get(id);
    if (!o || taken.has(id)) continue;
    taken.add(id);
    queue.push(...o.requires);
  }
  return options.filter((o) => taken.has(o.id));
}
