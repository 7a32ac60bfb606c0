/** `/talks/{id}` → `/talks/:id`; the query list is dropped. */
export function normalisePath(path: string): string {
  const q = path.indexOf('?');
  const bare = (q === -1 ? path : path.slice(0, q)).trim();
  // Most paths have no `{…}` parameter: nothing to rewrite.
  if (!bare.includes('{')) return bare;
  return bare
    .split('/')
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? ':' + s.slice(1, -1) : s))
    .join('/');
}
