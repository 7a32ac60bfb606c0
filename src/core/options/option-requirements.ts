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
    for (const key of LINKS.get(o)?.provides ?? []) {
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    }
  });
  // Prefix needs (`entity:*`) are answered from the sorted keys by binary search, once per prefix,
  // so the pass stays near-linear with thousands of options.
  const sorted = [...byKey.keys()].sort();
  const byPrefix = new Map<string, readonly string[]>();
  const keysWithPrefix = (prefix: string): readonly string[] => {
    let hit = byPrefix.get(prefix);
    if (hit) return hit;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < sorted.length && (sorted[k] as string).startsWith(prefix); k++) out.push(sorted[k] as string);
    byPrefix.set(prefix, (hit = out));
    return hit;
  };
  return options.map((o, i) => {
    const found = new Set<number>();
    for (const need of LINKS.get(o)?.needs ?? []) {
      const matches = need.endsWith('*') ? keysWithPrefix(need.slice(0, -1)) : [need];
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
