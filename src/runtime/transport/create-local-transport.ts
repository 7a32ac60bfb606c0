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

/**
 * A transport that answers in the page through the in-browser backend: the request's method, path with
 * query (the origin is ignored), lower-cased headers and JSON body become a BackendRequest; the
 * backend's status, headers and body become a Response with a JSON body (no body for 204 or a null
 * body). No artificial delay. A body that is not JSON is answered with 400 and a plain message,
 * without reaching the backend.
 */
export function createLocalTransport(backend: LocalBackend): Transport {
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
    const answer = await backend.handle({
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      headers: headersOf(request),
      body,
    });
    return jsonResponse(answer.status, answer.headers, answer.body);
  };
}
