import { describe, expect, it } from 'vitest';
import type { BackendRequest, BackendResponse } from '../../core/index';
import { createLocalTransport } from './create-local-transport';

function recordingBackend(answer: BackendResponse) {
  const seen: BackendRequest[] = [];
  return {
    seen,
    backend: {
      handle(request: BackendRequest): Promise<BackendResponse> {
        seen.push(request);
        return Promise.resolve(answer);
      },
    },
  };
}

describe('createLocalTransport', () => {
  it('turns a Request into a backend request: method, path with query, lower-cased headers, JSON body', async () => {
    const { seen, backend } = recordingBackend({ status: 201, headers: { 'X-Total-Count': '3' }, body: { id: 'a1', name: 'Ada' } });
    const transport = createLocalTransport(backend);
    const response = await transport(
      new Request('http://app.local/api/patients?limit=10&q=Ad%20a', {
        method: 'post',
        headers: { 'X-Specfront-Role': 'receptionist', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Ada' }),
      }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/patients?limit=10&q=Ad%20a', body: { name: 'Ada' } });
    expect(seen[0]?.headers['x-specfront-role']).toBe('receptionist');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ id: 'a1', name: 'Ada' });
  });

  it('sends a null body for a GET and answers 204 without a body', async () => {
    const { seen, backend } = recordingBackend({ status: 204, headers: {}, body: null });
    const response = await createLocalTransport(backend)(new Request('http://app.local/api/patients/7', { method: 'DELETE' }));
    expect(seen[0]?.body).toBeNull();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const get = await createLocalTransport(backend)(new Request('http://app.local/api/patients/7'));
    expect(get.status).toBe(204);
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/patients/7', body: null });
  });

  it('keeps error bodies and statuses as the backend gives them', async () => {
    const error = {
      code: 'INVALID',
      message: 'Please check the highlighted fields.',
      errors: [{ field: 'name', message: 'Please enter the full name' }],
    };
    const { backend } = recordingBackend({ status: 422, headers: {}, body: error });
    const response = await createLocalTransport(backend)(new Request('http://app.local/api/patients', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(error);
  });

  it('answers 400 for a body that is not JSON, without calling the backend', async () => {
    const { seen, backend } = recordingBackend({ status: 200, headers: {}, body: {} });
    const response = await createLocalTransport(backend)(new Request('http://app.local/api/patients', { method: 'POST', body: '{nope' }));
    expect(response.status).toBe(400);
    expect(seen).toHaveLength(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/not valid JSON/);
  });
});
