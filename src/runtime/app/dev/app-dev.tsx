// Dev-only page (/app.html): the running app of an example spec over the in-memory backend, for manual
// checks and screenshots. `?spec=bookshop` picks another example, `?rows=N` fills N sample records.
import { compileText, createBackend, createMemoryStore, sampleRecords } from '../../../core/index';
import { mountRunningApp } from '../../index';
import { createLocalTransport } from '../../transport/create-local-transport';
import type { Transport } from '../../transport/transport';

const files = import.meta.glob('../../../../examples/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const params = new URLSearchParams(location.search);
  const name = params.get('spec') ?? 'clinic';
  const text = Object.entries(files).find(([path]) => path.endsWith(`/${name}.spec.md`) || path.endsWith(`/${name}.md`))?.[1];
  if (text === undefined) {
    root.textContent = `No example named ${name}.`;
    return;
  }
  const { app } = compileText(text);
  const store = createMemoryStore();
  const rows = Number(params.get('rows') ?? '40');
  for (const { entity, record } of sampleRecords(app, rows, 1)) await store.put(entity, record);
  const backend = createBackend(app, store);
  const delay = Number(params.get('delay') ?? '0');
  const local = createLocalTransport(backend);
  const fail = params.get('fail');
  const slow: Transport = delay > 0 ? (request) => new Promise((resolve) => setTimeout(() => resolve(local(request)), delay)) : local;
  const transport: Transport =
    fail === 'network'
      ? () => Promise.reject(new TypeError('Failed to fetch'))
      : fail === 'malformed'
        ? async () => new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } })
        : fail === 'server'
          ? async () => new Response('{"error":{"code":"BOOM"}}', { status: 500 })
          : slow;
  mountRunningApp(root, {
    app,
    transport,
    ...(fail === 'timeout' ? { transport: () => new Promise<Response>(() => undefined), timeoutMs: 1500 } : {}),
    settings: <p>Settings live here (helper I fills this area).</p>,
  });
}

void start();
