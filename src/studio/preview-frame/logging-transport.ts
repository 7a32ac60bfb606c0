import { matchCall, parseUrl, type AppModel } from '../../core/index';
import type { Transport } from '../../runtime/index';
import type { CallEntry } from './protocol';
import { shapeProblems } from './shape-match';

async function readJson(text: string): Promise<unknown> {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Wraps a transport so every call is reported: method, path, request body, status, response body,
 * duration, the call of point 7 it is, and whether request and response fit that call's shapes.
 */
export function createLoggingTransport(
  inner: Transport,
  getApp: () => AppModel,
  report: (entry: CallEntry) => void,
  cause: (request: Request) => 'spec-edit' | null = () => null,
): Transport {
  let seq = 0;
  return async (request) => {
    const started = performance.now();
    const at = Date.now();
    const url = parseUrl(request.url);
    const search = new URL(request.url).search;
    const requestBody = await readJson(request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text());
    const app = getApp();
    const matched = matchCall(app, request.method, url.path);
    const base = {
      id: ++seq,
      cause: cause(request),
      at,
      method: request.method,
      path: url.path + search,
      requestBody,
      callId: matched?.call.id ?? null,
      callLine: matched?.call.source.line ?? null,
      requestProblems: matched && requestBody !== null ? shapeProblems(app, matched.call.request, requestBody, 'request') : [],
    };
    try {
      const response = await inner(request);
      const responseBody = await readJson(await response.clone().text());
      const ok = response.status < 400;
      report({
        ...base,
        status: response.status,
        responseBody,
        durationMs: performance.now() - started,
        responseProblems:
          matched && ok && response.status !== 204 ? shapeProblems(app, matched.call.response, responseBody, 'response') : [],
        error: null,
      });
      return response;
    } catch (e) {
      report({
        ...base,
        status: null,
        responseBody: null,
        durationMs: performance.now() - started,
        responseProblems: [],
        error: e instanceof Error ? e.message : String(e),
      });
      throw e;
    }
  };
}
