import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileText } from '../../core/index';
import { classifyTransportError } from '../transport/classify-transport-error';
import type { Transport } from '../transport/transport';
import { createCallClient } from './call-client';

const app = compileText(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'clinic.spec.md'), 'utf8')).app;
const listCall = app.calls.find((c) => c.method === 'GET' && !c.path.includes(':'));
if (!listCall) throw new Error('the clinic has no list call');
const actor = { role: 'receptionist', user: {} };
const NETWORK = 'The server could not be reached. Check the connection or the server address in the settings.';
const TIMEOUT = 'The server took too long to answer. Try again.';

/** The message the call client shows when the transport rejects with `error`. */
async function messageFor(transport: Transport, timeoutMs = 5000): Promise<string> {
  const result = await createCallClient(app, transport, { timeoutMs }).send(listCall?.id ?? '', {}, actor);
  if (result.ok) throw new Error('the call succeeded');
  expect(result.status).toBeNull();
  return result.message;
}

describe('a transport that gives no response: one classification (classifyTransportError)', () => {
  const cases: { name: string; error: unknown; kind: 'network' | 'timeout' }[] = [
    { name: "fetch's TypeError", error: new TypeError('Failed to fetch'), kind: 'network' },
    {
      name: 'an aborted request (the caller cancelled: not slow)',
      error: new DOMException('The operation was aborted.', 'AbortError'),
      kind: 'network',
    },
    {
      name: "the fetch transport's timeout",
      error: new DOMException('The server did not answer within 10 seconds.', 'TimeoutError'),
      kind: 'timeout',
    },
    { name: 'a plain Error', error: new Error('socket hang up'), kind: 'network' },
    { name: 'a thrown string', error: 'odd', kind: 'network' },
  ];
  for (const c of cases) {
    it(`${c.name} is a ${c.kind} failure, in the classifier and in the call client alike`, async () => {
      expect(classifyTransportError(c.error).kind).toBe(c.kind);
      expect(await messageFor(() => Promise.reject(c.error as Error))).toBe(c.kind === 'timeout' ? TIMEOUT : NETWORK);
    });
  }

  it("the call client's own timeout (a transport that never answers) is a timeout", async () => {
    expect(await messageFor(() => new Promise<Response>(() => undefined), 20)).toBe(TIMEOUT);
  });

  it('keeps the error message as the detail, never a stack', () => {
    const error = new TypeError('Failed to fetch');
    expect(classifyTransportError(error)).toEqual({ kind: 'network', detail: 'Failed to fetch' });
  });
});
