/**
 * The shape of a route or call path for comparing: parameters lose their names and syntax
 * (`/talks/{id}` and `/talks/:talkId` → `/talks/:`), a trailing slash is dropped, the query list is ignored.
 */
export function routeShape(path: string): string {
  const q = path.indexOf('?');
  const bare = (q === -1 ? path : path.slice(0, q)).trim();
  // Most paths have no parameter and no trailing slash: they are their own shape.
  if (bare.indexOf(':') === -1 && bare.indexOf('{') === -1 && !(bare.endsWith('/') && bare.indexOf('/') < bare.length - 1)) return bare;
  // Each parameter segment becomes `:`; the runs of literal segments between them are kept as slices.
  let out = '';
  let run = 0;
  let end = bare.length;
  // A final empty segment (a trailing slash) after at least two others is dropped with its slash.
  const lastSlash = bare.lastIndexOf('/');
  if (lastSlash === end - 1 && lastSlash > 0 && bare.lastIndexOf('/', lastSlash - 1) >= 0) end = lastSlash;
  for (let a = 0; a <= end;) {
    let b = bare.indexOf('/', a);
    if (b === -1 || b > end) b = end;
    const c = bare.charCodeAt(a);
    if (b > a && (c === 58 || (c === 123 && bare.charCodeAt(b - 1) === 125))) {
      out += bare.slice(run, a) + ':';
      run = b;
    }
    a = b + 1;
  }
  return out + bare.slice(run, end);
}

/** The literal segments and parameter positions of a path: `/api/talks/:id/submit` → ['api','talks',null,'submit']. */
export function pathSegments(path: string): (string | null)[] {
  const q = path.indexOf('?');
  const end = q === -1 ? path.length : q;
  const out: (string | null)[] = [];
  // Segment by segment between slashes (no list of every piece first); empty ones are skipped.
  for (let a = 0; a <= end;) {
    let b = path.indexOf('/', a);
    if (b === -1 || b > end) b = end;
    if (b > a) {
      const c = path.charCodeAt(a);
      out.push(c === 58 || (c === 123 && path.charCodeAt(b - 1) === 125) ? null : path.slice(a, b));
    }
    a = b + 1;
  }
  return out;
}
