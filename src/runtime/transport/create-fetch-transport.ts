import type { Transport } from './transport';

/** Settings of a transport to a real REST server. */
export interface FetchTransportOptions {
  /** The server's base URL, e.g. `https://api.example.com` or `http://127.0.0.1:3000/v1`; the call's path is appended to its path. */
  readonly baseUrl: string;
  /** Headers added to every request (an Authorization token, say); they replace the request's own headers of the same name. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds before a call is given up with a "TimeoutError" DOMException. Default 10000. */
  readonly timeoutMs?: number;
  /** The fetch to use; default the global fetch. */
  readonly fetch?: typeof fetch;
}

/**
 * Joins a base URL and a call's path with its query: `http://h/v1/` + `/api/x?q=1` → `http://h/v1/api/x?q=1`.
 * Throws a TypeError when the base URL is not an absolute http(s) URL.
 */
export function joinBaseUrl(baseUrl: string, pathWithQuery: string): string {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError(`The server's base URL must start with http:// or https://, not "${base.protocol}".`);
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  const path = pathWithQuery.startsWith('/') ? pathWithQuery : `/${pathWithQuery}`;
  return `${base.origin}${prefix}${path}`;
}

function timeoutError(timeoutMs: number): DOMException {
  return new DOMException(`The server did not answer within ${timeoutMs / 1000} seconds.`, 'TimeoutError');
}

/**
 * A transport that sends each call to a real server with fetch: the request's path and query are
 * joined to `baseUrl` (the request's own origin is ignored), its method, headers and body kept, the
 * configured headers added (and `accept: application/json`; a body without a JSON type is sent as
 * application/json). Gives up after `timeoutMs` (default 10 s) with a "TimeoutError"
 * DOMException; an abort of the request's own signal passes through as its "AbortError".
 */
export function createFetchTransport(options: FetchTransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (request) => {
    const source = new URL(request.url);
    const url = joinBaseUrl(options.baseUrl, source.pathname + source.search);
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const body = bytes && bytes.byteLength > 0 ? bytes : null;
    // Every call's body is JSON; a string body given without a type would go out as text/plain, which
    // servers such as json-server do not parse.
    if (body && (headers.get('content-type') ?? 'text/plain').startsWith('text/plain')) headers.set('content-type', 'application/json');

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
    const onAbort = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) onAbort();
    else request.signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await send(url, { method: request.method, headers, body, signal: controller.signal, redirect: 'follow' });
    } catch (error) {
      // fetch rejects with the abort reason; make the timeout recognisable even where it does not.
      if (
        controller.signal.aborted &&
        controller.signal.reason instanceof DOMException &&
        controller.signal.reason.name === 'TimeoutError'
      ) {
        throw controller.signal.reason;
      }
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onAbort);
    }
  };
}
