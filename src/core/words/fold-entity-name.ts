import { singular } from './inflection';

/** Lower-cases a name and drops spaces, hyphens and underscores: `Talk proposal` → `talkproposal`. */
export function foldName(text: string): string {
  let out = '';
  for (const c of text.trim().toLowerCase()) if (c !== ' ' && c !== '-' && c !== '_' && c !== '\t') out += c;
  return out;
}

/**
 * The folded forms a word may name an entity by, most likely first: the word itself, then its singular
 * when it is a plural (`categories` → `category`, `boxes` → `box`, `people` → `person`; words/inflection).
 */
export function singularForms(text: string): string[] {
  const w = foldName(text);
  const one = singular(w);
  return one === w ? [w] : [w, one];
}

/** Resolves words as people write them (case and plural folded) to a declared entity name. */
export interface EntityNameResolver {
  /** The declared entity the words name, or null. Exact names win over folded ones. */
  resolve(words: string): string | null;
}

/**
 * Builds a resolver over entity names in declaration order (the first of equal folded names wins). The
 * folded index is built on the first word that is not an exact name: a check of a spec with a hundred
 * thousand entities and no Shows phrase never folds a name.
 */
export function createEntityNameResolver(names: Iterable<string>): EntityNameResolver {
  return resolverOver(new Set<string>(names));
}

/**
 * A resolver over the keys of an index the caller already keeps (the check's entities by name), with no
 * copy of its names: the index must not change while the resolver is used.
 */
export function entityNameResolverOver(index: ReadonlyMap<string, unknown>): EntityNameResolver {
  return resolverOver(index);
}

function resolverOver(exact: { has(name: string): boolean; keys(): Iterable<string> }): EntityNameResolver {
  let folded: Map<string, string> | null = null;
  const fold = (): Map<string, string> => {
    const map = new Map<string, string>();
    for (const name of exact.keys()) {
      const key = foldName(name);
      if (!map.has(key)) map.set(key, name);
    }
    return map;
  };
  return {
    resolve(words) {
      const trimmed = words.trim();
      if (exact.has(trimmed)) return trimmed;
      folded ??= fold();
      for (const form of singularForms(trimmed)) {
        const hit = folded.get(form);
        if (hit !== undefined) return hit;
      }
      return null;
    },
  };
}
