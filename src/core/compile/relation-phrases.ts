import type { AppFilter } from './app-model';

/** Query names that page, sort or search rather than filter (as client/list-query reads them). */
const NOT_FILTERS: ReadonlySet<string> = new Set([
  'limit',
  'offset',
  'skip',
  'page',
  'pagesize',
  'page_size',
  'per_page',
  'perpage',
  'sort',
  'sortby',
  'sort_by',
  'order',
  'dir',
  'q',
  'search',
]);

const STARTS = /\b(?:starts?|starting|begins?|beginning)\s+with\b|\bprefix(?:es)?\b|\bfirst (?:letters|characters)\b/i;
const CONTAINS = /\b(?:contains?|containing|includes?|including|anywhere|partial(?:ly)?|substring|part of)\b/i;
const EXACT = /\b(?:exact(?:ly)?|equals?|whole|the same as|identical)\b/i;

/** `lastName` → `last name`, `last_name` → `last name`. */
function wordsOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** True when a clause names a parameter: as a code span, the name itself, or its words (`last name`). */
function mentions(clause: string, param: string): boolean {
  const lower = clause.toLowerCase();
  const find = (needle: string): boolean => {
    let at = lower.indexOf(needle);
    while (at !== -1) {
      const before = at === 0 ? ' ' : (lower[at - 1] ?? ' ');
      const after = lower[at + needle.length] ?? ' ';
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
      at = lower.indexOf(needle, at + 1);
    }
    return false;
  };
  return find(param.toLowerCase()) || find(wordsOf(param));
}

/**
 * How each filter parameter of a list call matches text (docs/spec-format.md, "Filters"): the Notes
 * are read clause by clause (split at `;`, `.` followed by a space, and line breaks); a clause that
 * says "starts with", "begins with", "prefix" or "first letters" makes the parameters it names (by
 * name, in a code span, or in words: `lastName` as "last name") match the start of the text; one that
 * says "contains", "includes", "anywhere", "partial" or "part of" matches anywhere; one that says
 * "exactly" or "equals" the whole text. A clause that names no parameter applies to the only filter
 * parameter when there is one. Anything else is `equals`; every text match ignores case.
 */
export function filtersOf(query: readonly string[], notes: string): AppFilter[] {
  const params = query.filter((q) => !NOT_FILTERS.has(q.toLowerCase()));
  const match = new Map<string, AppFilter['match']>();
  for (const clause of notes.split(/;|\.\s|\n/)) {
    const kind = STARTS.test(clause) ? 'startsWith' : CONTAINS.test(clause) ? 'contains' : EXACT.test(clause) ? 'equals' : null;
    if (kind === null) continue;
    let named = params.filter((p) => mentions(clause, p));
    if (named.length === 0 && params.length === 1) named = params;
    for (const p of named) if (!match.has(p)) match.set(p, kind);
  }
  return params.map((param) => ({ param, match: match.get(param) ?? 'equals' }));
}

const CASCADE =
  /\bcascad(?:e|es|ed|ing)\b|\b(?:deleted|removed|goes|go|disappears?)\s+(?:together\s+|along\s+)?with\s+(?:its|their|the|his|her)\b/i;

/**
 * What deleting a referenced record does to records whose reference field has these Notes
 * (docs/spec-format.md, "Related records"): `cascade` when they say "cascade" or "deleted with its
 * owner" (also "removed with", "goes with", "together with the"), else `refuse`.
 */
export function onDeleteOf(notes: string): 'refuse' | 'cascade' {
  return CASCADE.test(notes) ? 'cascade' : 'refuse';
}
