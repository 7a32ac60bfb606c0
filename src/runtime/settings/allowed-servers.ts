/**
 * The servers a built app may call: the `connect-src` of its page's Content-Security-Policy, which
 * `specfront build` writes as 'self' plus each `--server` origin (src/cli/static-page.ts). Read from the
 * page so the settings can say so before the browser blocks a call; null where any server is allowed (the
 * studio's preview, or a page without a policy).
 */
export function allowedServers(doc: Pick<Document, 'querySelectorAll'> | undefined = globalThis.document): readonly string[] | null {
  if (!doc) return null;
  let sources: string[] | null = null;
  for (const meta of doc.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')) {
    const directives = (meta.getAttribute('content') ?? '').split(';').map((d) => d.trim().split(/\s+/));
    const connect =
      directives.find((d) => d[0]?.toLowerCase() === 'connect-src') ?? directives.find((d) => d[0]?.toLowerCase() === 'default-src');
    if (!connect) continue;
    const list = connect.slice(1);
    // Several policies all apply: a server must pass each; keep the strictest one met (the first that restricts).
    if (!list.includes('*')) sources ??= list;
  }
  return sources;
}

/** Host sources as CSP writes them: `https://api.example.org`, `http://127.0.0.1:*`, `*.example.org`, `https:`. */
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/*]+)(?::(\d+|\*))?(?:\/.*)?$/i;

/** True when `url` is one of `sources` (CSP source expressions) for a page at `pageOrigin`. */
export function serverAllowed(url: string, sources: readonly string[], pageOrigin: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const port = target.port || (target.protocol === 'https:' ? '443' : target.protocol === 'http:' ? '80' : '');
  return sources.some((raw) => {
    const s = raw.trim();
    if (s.toLowerCase() === "'self'") return target.origin === pageOrigin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(s)) return target.protocol === s.toLowerCase();
    const m = HOST_SOURCE.exec(s);
    if (!m) return false;
    const [, scheme, wildcard, host, sourcePort] = m;
    if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) return false;
    const hostname = target.hostname.toLowerCase();
    const h = (host ?? '').toLowerCase();
    if (wildcard ? !hostname.endsWith(`.${h}`) : hostname !== h) return false;
    if (sourcePort === '*') return true;
    const wanted = sourcePort ?? (scheme?.toLowerCase() === 'https' ? '443' : scheme?.toLowerCase() === 'http' ? '80' : port);
    return wanted === port;
  });
}

/** The sources in words for a message: 'self' as "this site". */
export function describeServers(sources: readonly string[]): string {
  const words = sources.map((s) => (s.toLowerCase() === "'self'" ? 'this site' : s));
  return words.length <= 1 ? (words[0] ?? 'no server') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}
