import type { BackendRequest, BackendResponse } from '../../core/index';
import type { Transport } from './transport';

/** The part of the in-browser backend a local transport needs (createBackend's result). */
export interface LocalBackend {
  handle(request: BackendRequest): Promise<BackendResponse>;
}

/** Statuses whose responses carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  // Headers iterates with lower-cased names already.
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function jsonResponse(status: number, headers: Readonly<Record<string, string>>, body: unknown): Response {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) out.set(name, value);
  if (body === undefined || body === null || NULL_BODY_STATUSES.has(status)) return new Response(null, { status, headers: out });
  if (!out.has('content-type')) out.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** Options of createLocalTransport. */
export interface LocalTransportOptions {
  /**
   * The name of a Web Lock held while a write is answered (read, validate incl. `unique`, merge, put): every
   * tab of the same app takes the same lock, so two tabs' writes never interleave (docs/running-app.md).
   * Null or absent: no lock (one tab, tests).
   */
  readonly writeLock?: () => string | null;
}

/** The browser's Web Locks, when it has them. */
function webLocks(): { request<T>(name: string, run: () => Promise<T>): Promise<T> } | undefined {
  const nav = (globalThis as { navigator?: { locks?: { request<T>(name: string, run: () => Promise<T>): Promise<T> } } }).navigator;
  return nav?.locks;
}

/**
 * A transport that answers in the page through the in-browser backend: the request's method, path with
 * query (the origin is ignored), lower-cased headers and JSON body become a BackendRequest; the
 * backend's status, headers and body become a Response with a JSON body (no body for 204 or a null
 * body). No artificial delay. A body that is not JSON is answered with 400 and a plain message,
 * without reaching the backend.
 */
export function createLocalTransport(backend: LocalBackend, options: LocalTransportOptions = {}): Transport {
  return async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = null;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return jsonResponse(400, {}, { code: null, message: 'The request body is not valid JSON.', errors: [] });
      }
    }
    const backendRequest = { method: request.method.toUpperCase(), url: url.pathname + url.search, headers: headersOf(request), body };
    const lock = backendRequest.method === 'GET' || backendRequest.method === 'HEAD' ? null : (options.writeLock?.() ?? null);
    const locks = lock === null ? undefined : webLocks();
    const answer =
      locks && lock !== null ? await locks.request(lock, () => backend.handle(backendRequest)) : await backend.handle(backendRequest);
    return jsonResponse(answer.status, answer.headers, answer.body);
  };
}
