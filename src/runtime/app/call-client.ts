import { ACTOR_HEADERS, buildRequest, readFailure } from '../../core/index';
import type { Actor, AppCall, AppModel, FieldError } from '../../core/index';
import { classifyTransportError } from '../transport/classify-transport-error';
import type { Transport } from '../transport/transport';

/** What a call needs beyond its id: path parameters, query and body. */
export interface CallInput {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string | number>;
  readonly body?: unknown;
}

/** A call's outcome: the parsed body of a 2xx answer, or the failure as the catalogue words it. */
export type CallResult =
  | { readonly ok: true; readonly status: number; readonly body: unknown; readonly headers: Record<string, string> }
  | {
      readonly ok: false;
      readonly status: number | null;
      readonly code: string | null;
      readonly message: string;
      readonly fieldErrors: readonly FieldError[];
    };

/** Sends the calls of one app through one transport. */
export interface CallClient {
  send(callId: string, input: CallInput, actor: Actor): Promise<CallResult>;
}

/** Options of createCallClient. */
export interface CallClientOptions {
  /** Add the actor headers (role and simulated user) to each request. Default true. */
  readonly actorHeaders?: boolean;
  /** Give up after this many milliseconds. Default 15,000. */
  readonly timeoutMs?: number;
}

function headersOf(response: Response): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  response.headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

/** Reads a body as JSON: `{ ok, value }`, with an empty body read as null. */
async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException(`No answer after ${ms} ms`, 'TimeoutError')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error || e instanceof DOMException ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * A client that makes only the calls point 7 lists: each request is built by core's buildRequest
 * (the spec's method, path and shape), sent through the transport with the actor headers, and read
 * back as a body or a catalogue failure. It never throws.
 */
export function createCallClient(app: AppModel, transport: Transport, options: CallClientOptions = {}): CallClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const actorHeaders = options.actorHeaders ?? true;
  const calls = new Map<string, AppCall>(app.calls.map((c) => [c.id, c]));

  function fail(call: AppCall | null, failure: Parameters<typeof readFailure>[2], status: number | null): CallResult {
    try {
      const read = readFailure(app, call, failure);
      return { ok: false, status, code: read.code, message: read.message, fieldErrors: read.fieldErrors };
    } catch {
      return { ok: false, status, code: null, message: 'Something went wrong with this call.', fieldErrors: [] };
    }
  }

  return {
    async send(callId, input, actor) {
      const call = calls.get(callId) ?? null;
      if (!call) return fail(null, { kind: 'network', detail: `The spec lists no call ${callId}.` }, null);
      let request: Request;
      try {
        const built = buildRequest(app, callId, input);
        const headers = new Headers({ accept: 'application/json' });
        if (built.body !== null) headers.set('content-type', 'application/json');
        if (actorHeaders) {
          if (actor.role !== null) headers.set(ACTOR_HEADERS.role, actor.role);
          headers.set(ACTOR_HEADERS.user, JSON.stringify(actor.user));
        }
        const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
        request = new Request(new URL(built.url, base), { method: built.method, headers, body: built.body });
      } catch (e) {
        return fail(call, { kind: 'network', detail: e instanceof Error ? e.message : String(e) }, null);
      }
      let response: Response;
      try {
        response = await withTimeout(transport(request), timeoutMs);
      } catch (e) {
        return fail(call, classifyTransportError(e), null);
      }
      let parsed: Awaited<ReturnType<typeof readJson>>;
      try {
        parsed = await readJson(response);
      } catch (e) {
        return fail(call, { kind: 'network', detail: e instanceof Error ? e.message : String(e) }, response.status);
      }
      if (!response.ok) {
        return fail(call, { kind: 'http', status: response.status, body: parsed.ok ? parsed.value : parsed.text }, response.status);
      }
      if (!parsed.ok) return fail(call, { kind: 'malformed', detail: 'The answer is not JSON.' }, response.status);
      return { ok: true, status: response.status, body: parsed.value, headers: headersOf(response) };
    },
  };
}
