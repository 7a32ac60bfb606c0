/**
 * The shape of a route or call path for comparing: parameters lose their names and syntax
 * (`/talks/{id}` and `/talks/:talkId` → `/talks/:`), a trailing slash is dropped, the query list is ignored.
 */
export function routeShape(path: string): string {
  const q = path.indexOf('?');
  const bare = (q === -1 ? path : path.slice(0, q)).trim();
  // Most paths have no parameter and no trailing slash: they are their own shape.
  if (bare.indexOf(':') === -1 && bare.indexOf('{') === -1 && !(bare.endsWith('/') && bare.indexOf('/') < bare.length - 1)) return bare;
  const segments = bare.split('/');
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] ?? '';
    if (s === '' && i === segments.length - 1 && i > 1) continue;
    out.push(s.startsWith(':') || (s.startsWith('{') && s.endsWith('}')) ? ':' : s);
  }
  return out.join('/');
}

/** The literal segments and parameter positions of a path: `/api/talks/:id/submit` → ['api','talks',null,'submit']. */
export function pathSegments(path: string): (string | null)[] {
  const q = path.indexOf('?');
  const bare = q === -1 ? path : path.slice(0, q);
  const out: (string | null)[] = [];
  const parts = bare.split('/');
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i] as string;
    if (s === '') continue;
    out.push(s.startsWith(':') || (s.startsWith('{') && s.endsWith('}')) ? null : s);
  }
  return out;
}
