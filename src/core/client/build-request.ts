import { findCall } from '../compile/app-lookup';
import type { AppModel } from '../compile/app-model';

/** What a call needs from the app: path parameters, query values and a body. */
export interface CallInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
}

/** A request ready to send: the path with parameters filled and the query, and a JSON body (or null). */
export interface BuiltRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string | null;
}

const BODILESS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * Builds the request of a call of point 7: path parameters filled (encoded), the query values the
 * call lists (others are left out: the app never makes a call the spec does not list; empty values
 * are dropped), and the body as JSON for methods that carry one. Throws a RangeError for a call id
 * the model does not have or a missing path parameter: both are mistakes of the caller.
 */
export function buildRequest(app: AppModel, callId: string, input: CallInput = {}): BuiltRequest {
  const call = findCall(app, callId);
  if (!call) throw new RangeError(`No call ${callId} in the app model; use an id from app.calls (e.g. "GET /api/talks").`);
  const path = call.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = input.params?.[name];
      if (value === undefined || value === '') throw new RangeError(`The call ${call.id} needs the path parameter "${name}".`);
      return encodeURIComponent(value);
    })
    .join('/');
  const pairs: string[] = [];
  for (const name of call.query) {
    const value = input.query ? (Object.prototype.hasOwnProperty.call(input.query, name) ? input.query[name] : undefined) : undefined;
    if (value === undefined || value === '') continue;
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
  const body = BODILESS.has(call.method) || input.body === undefined ? null : JSON.stringify(input.body);
  return { method: call.method, url, body };
}
