import type { AppCall, AppModel } from '../compile/app-model';

/** A request's path split from its query. */
export interface ParsedUrl {
  readonly path: string;
  /** Query values by name (the last value wins), in a prototype-free object. */
  readonly query: Readonly<Record<string, string>>;
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** Splits a URL (absolute or a path) into its path and query values; the origin and fragment are dropped. */
export function parseUrl(url: string): ParsedUrl {
  let rest = url;
  const hash = rest.indexOf('#');
  if (hash !== -1) rest = rest.slice(0, hash);
  const scheme = rest.indexOf('://');
  if (scheme !== -1) {
    const slash = rest.indexOf('/', scheme + 3);
    rest = slash === -1 ? '/' : rest.slice(slash);
  }
  const q = rest.indexOf('?');
  const path = q === -1 ? rest : rest.slice(0, q);
  const query = Object.create(null) as Record<string, string>;
  if (q !== -1) {
    for (const pair of rest.slice(q + 1).split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      query[decode(eq === -1 ? pair : pair.slice(0, eq))] = eq === -1 ? '' : decode(pair.slice(eq + 1));
    }
  }
  return { path, query };
}

/** The call of point 7 a request is, with its path parameters (decoded). */
export interface MatchedCall {
  readonly call: AppCall;
  readonly params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Matches a method and path to a call of point 7: same method, same number of segments, literal
 * segments equal. When several calls match, the one with the most literal segments wins
 * (`/talks/new` before `/talks/:id`). Null when the spec lists no such call.
 */
export function matchCall(app: AppModel, method: string, path: string): MatchedCall | null {
  const wanted = segmentsOf(path);
  const verb = method.toUpperCase();
  let best: { call: AppCall; params: Record<string, string>; literals: number } | null = null;
  for (const call of app.calls) {
    if (call.method !== verb) continue;
    const segments = segmentsOf(call.path);
    if (segments.length !== wanted.length) continue;
    const params = Object.create(null) as Record<string, string>;
    let literals = 0;
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const s = segments[i] as string;
      const w = wanted[i] as string;
      if (s.startsWith(':')) params[s.slice(1)] = decode(w);
      else if (s === w) literals++;
      else ok = false;
    }
    if (ok && (best === null || literals > best.literals)) best = { call, params, literals };
  }
  return best ? { call: best.call, params: best.params } : null;
}
