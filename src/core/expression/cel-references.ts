import { createLruCache } from './lru-cache';
import { parseCel } from './parse-cel';
import { referencesOf, type NameRef } from './references';

/** Per source: its references, or null when it does not parse. */
const cache = createLruCache<string, readonly NameRef[] | null>(5000);

/**
 * Every free name an expression uses, with its chain of field selections (`record.abstract` → root
 * `record`, path [`abstract`]; offsets into `source`), in source order. Comprehension variables and
 * function names are left out. Null when the expression does not parse. Cached. Kept apart from
 * `analyzeCel` so the running app (which needs names, not the check's RE2 pattern problems) does not
 * load RE2 up front.
 */
export function celReferences(source: string): NameRef[] | null {
  let refs = cache.get(source);
  if (refs === undefined) {
    const parsed = parseCel(source);
    refs = null;
    if (parsed.ok) {
      try {
        refs = referencesOf(parsed.ast, source);
      } catch {
        refs = null;
      }
    }
    cache.set(source, refs);
  }
  return refs ? [...refs] : null;
}
