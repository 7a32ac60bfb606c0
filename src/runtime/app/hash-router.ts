/** A hash address split into its path (always starting with `/`) and its query. */
export interface HashLocation {
  readonly path: string;
  readonly query: string;
}

/** A route that matched a path, with its parameters decoded. */
export interface RouteMatch<T> {
  readonly route: T;
  readonly params: Readonly<Record<string, string>>;
}

/** Reads `#/talks/12?x=1` (or an empty hash) as `{ path: '/talks/12', query: 'x=1' }`. */
export function parseHash(hash: string): HashLocation {
  let text = hash.startsWith('#') ? hash.slice(1) : hash;
  const q = text.indexOf('?');
  const query = q >= 0 ? text.slice(q + 1) : '';
  if (q >= 0) text = text.slice(0, q);
  if (!text.startsWith('/')) text = `/${text}`;
  if (text.length > 1 && text.endsWith('/')) text = text.slice(0, -1);
  return { path: text, query };
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function isParam(segment: string): boolean {
  return segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));
}

function paramName(segment: string): string {
  return segment.startsWith(':') ? segment.slice(1) : segment.slice(1, -1);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches one route pattern (`/talks/:id` or `/talks/{id}`) against a path; the decoded parameters,
 * or null when it does not match. Parameter names are kept in a prototype-free object.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  if (want.length !== have.length) return null;
  const params = Object.create(null) as Record<string, string>;
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const value = decode(have[i] as string);
    if (value === null) return null;
    if (isParam(w)) {
      if (value.length === 0) return null;
      params[paramName(w)] = value;
    } else if (w !== value) {
      return null;
    }
  }
  return params;
}

/** How specific a pattern is: literal segments count before parameters, left to right. */
function specificity(pattern: string): string {
  return segmentsOf(pattern)
    .map((s) => (isParam(s) ? '0' : '1'))
    .join('');
}

/**
 * The route that matches a path. When several match, the one with literal segments where the
 * others have parameters wins (`/talks/new` before `/talks/:id`), then the first listed.
 */
export function findRoute<T extends { readonly route: string }>(routes: readonly T[], path: string): RouteMatch<T> | null {
  let best: RouteMatch<T> | null = null;
  let bestScore = '';
  for (const route of routes) {
    const params = matchRoute(route.route, path);
    if (!params) continue;
    const score = specificity(route.route);
    if (!best || score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/**
 * The `#/…` address of a route with its parameters filled in (encoded), or null when a parameter
 * has no value. `hrefFor('/talks/:id', { id: '12' })` is `#/talks/12`.
 */
export function hrefFor(pattern: string, params: Readonly<Record<string, string>>): string | null {
  const out: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (!isParam(segment)) {
      out.push(segment);
      continue;
    }
    const value = Object.prototype.hasOwnProperty.call(params, paramName(segment)) ? params[paramName(segment)] : undefined;
    if (value === undefined || value === '') return null;
    out.push(encodeURIComponent(value));
  }
  return `#/${out.join('/')}`;
}

/** The parameter names of a route pattern, in order. */
export function paramsOf(pattern: string): string[] {
  return segmentsOf(pattern).filter(isParam).map(paramName);
}
