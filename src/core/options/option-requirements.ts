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

/** The index in an ascending list of its first item above `i` (the list's length when none is). */
function firstAbove(list: readonly number[], i: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The post-pass over all proposed options: each option's `requires` lists the other options that
 * provide something it needs, in the engine's order. Needs no option provides (the spec already says
 * them) are left out. A trailing `*` in a need (`entity:*`) asks for every option that provides a key
 * with that prefix; it is written as a ring, so the lists stay short with thousands of options: the
 * options that provide such a key and need the prefix each require the next of them (the last the
 * first), and every needer requires the providers that do not need it. The closure (withRequirements,
 * transitive) is then the same as if each listed them all — it was quadratic in size and time
 * (2,500 options of a 1 MB draft spent about a quarter of a second here).
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
  // Prefix needs are answered from the sorted keys by binary search, once per prefix.
  const sorted = [...byKey.keys()].sort();
  const keysWithPrefix = (prefix: string): readonly string[] => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < sorted.length && (sorted[k] as string).startsWith(prefix); k++) out.push(sorted[k] as string);
    return out;
  };
  /** Per prefix need: its ring of needers (ascending) and the providers that do not need it. */
  const rings = new Map<string, { readonly ring: readonly number[]; readonly others: readonly number[] }>();
  const ringOf = (need: string) => {
    let hit = rings.get(need);
    if (hit) return hit;
    const providers = new Set<number>();
    for (const k of keysWithPrefix(need.slice(0, -1))) for (const j of byKey.get(k) ?? []) providers.add(j);
    const ring: number[] = [];
    const others: number[] = [];
    for (const j of [...providers].sort((a, b) => a - b)) {
      const o = options[j];
      if (o && LINKS.get(o)?.needs.includes(need)) ring.push(j);
      else others.push(j);
    }
    hit = { ring, others };
    rings.set(need, hit);
    return hit;
  };
  return options.map((o, i) => {
    const found = new Set<number>();
    for (const need of LINKS.get(o)?.needs ?? []) {
      if (need.endsWith('*')) {
        const { ring, others } = ringOf(need);
        // The next needer after this option (or the first, for the last or for an option outside the ring).
        const next = ring[firstAbove(ring, i)] ?? ring[0];
        if (next !== undefined && next !== i) found.add(next);
        for (const j of others) if (j !== i) found.add(j);
      } else for (const j of byKey.get(need) ?? []) if (j !== i) found.add(j);
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
