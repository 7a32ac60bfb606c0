import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classifyTransportError } from './classify-transport-error';
import { createFetchTransport, joinBaseUrl } from './create-fetch-transport';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.url?.startsWith('/v1/slow')) return; // never answers
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json', 'x-total-count': '42' });
      response.end(JSON.stringify({ ok: true, path: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('joinBaseUrl', () => {
  it('appends the call path to the base path, with or without a trailing slash', () => {
    expect(joinBaseUrl('http://h:1', '/api/x?q=1')).toBe('http://h:1/api/x?q=1');
    expect(joinBaseUrl('https://h/v1/', '/api/x')).toBe('https://h/v1/api/x');
    expect(joinBaseUrl('https://h/v1', 'api/x')).toBe('https://h/v1/api/x');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => joinBaseUrl('javascript:alert(1)', '/x')).toThrow(/http:\/\/ or https:\/\//);
    expect(() => joinBaseUrl('not a url', '/x')).toThrow(TypeError);
  });
});

describe('createFetchTransport', () => {
  it('sends the call to the base URL with its method, body and the configured headers', async () => {
    const transport = createFetchTransport({
      baseUrl: `${base}/v1/`,
      headers: { Authorization: 'Bearer t0k', 'X-Specfront-Role': 'doctor' },
    });
    const response = await transport(
      new Request('http://app.local/api/patients?limit=5', {
        method: 'POST',
        headers: { 'x-specfront-role': 'patient' },
        body: JSON.stringify({ name: 'Ada' }),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-total-count')).toBe('42');
    expect(await response.json()).toEqual({ ok: true, path: '/v1/api/patients?limit=5' });
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/v1/api/patients?limit=5', body: '{"name":"Ada"}' });
    expect(last?.headers.authorization).toBe('Bearer t0k');
    expect(last?.headers['x-specfront-role']).toBe('doctor');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(last?.headers.accept).toBe('application/json');
  });

  it('sends a GET without a body', async () => {
    const response = await createFetchTransport({ baseUrl: base })(new Request('http://app.local/api/doctors/3'));
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/doctors/3', body: '' });
  });

  it('gives up after timeoutMs with a TimeoutError', async () => {
    // The transport's own clock is faked (not fetch's): the server never answers, so only the timeout ends the call.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let error: unknown;
    let settled = false;
    try {
      const pending = createFetchTransport({ baseUrl: `${base}/v1`, timeoutMs: 150 })(new Request('http://app.local/slow')).catch(
        (e: unknown) => e,
      );
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(149);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      error = await pending;
    } finally {
      vi.useRealTimers();
    }
    expect(error).toBeInstanceOf(DOMException);
    expect(classifyTransportError(error)).toEqual({ kind: 'timeout', detail: 'The server did not answer within 0.15 seconds.' });
  });

  it('rejects with a network failure when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error: unknown = await createFetchTransport({ baseUrl: `http://127.0.0.1:${port}` })(new Request('http://app.local/x')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(classifyTransportError(error).kind).toBe('network');
  });
});
