import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBackend, expressionsReady, prepareExpressions, type AppModel } from '../../core/index';
import { RunningApp } from '../../runtime/index';
import { createIndexedDbStore } from '../../runtime/store/create-indexed-db-store';
import { createLocalTransport } from '../../runtime/transport/create-local-transport';
import { fillSampleData, resetData } from '../../runtime/settings/data-tools';
import { createLoggingTransport } from './logging-transport';
import { PREVIEW_API, type FromFrame, type PreviewFrameApi, type ToFrame } from './protocol';
import { startInspector } from './inspector';
import './frame.css';

/**
 * The preview frame: the running app of the spec being edited, in its own document (its own hash
 * address and styles), fed by the studio with app models over postMessage. Its data lives in
 * IndexedDB under a name per spec; its calls are reported back to the studio's Calls panel.
 *
 * A new model re-renders the same React tree in place (so the route, the form input and the scroll
 * position stay), synchronously (flushSync) so the studio hears `applied` once the DOM shows it.
 * The transport and the store subscription stay the same objects across models (the backend behind
 * them is swapped), so only what the model changes is re-rendered. The studio calls `render` directly
 * (window.specfrontPreview, same origin) or sends a `model` message.
 *
 * Not mountRunningApp: it wraps the app in StrictMode, whose development-only double effects made
 * every read call twice — and the Calls panel lists real calls. The tree is the same otherwise.
 */
const element = document.getElementById('root');
if (!element) throw new Error('The preview frame needs an element with id "root".');
const root = createRoot(element);
const post = (m: FromFrame) => parent.postMessage(m, location.origin);

type Store = ReturnType<typeof createIndexedDbStore>;
let app: AppModel | null = null;
let backend: ReturnType<typeof createBackend> | null = null;
let current: { name: string; store: Store; subscribe: (l: () => void) => () => void } | null = null;
const inspector = startInspector((line) => post({ type: 'pick', line }));

const transport = createLoggingTransport(
  createLocalTransport(
    {
      handle: (request) => {
        if (!backend) throw new Error('The preview has no app yet.');
        return backend.handle(request);
      },
    },
    // Writes of the same spec's data take one lock across tabs (two studio tabs previewing one spec).
    { writeLock: () => (current ? `specfront-write:${current.name}` : null) },
  ),
  () => app as AppModel,
  (entry) => post({ type: 'call', entry }),
  (request) => {
    // A re-read: the same call again, after the spec changed, with no input of the user's in between.
    const key = `${request.method} ${request.url}`;
    const again = readSinceInput.has(key);
    readSinceInput.add(key);
    return again && specEditAt > lastInputAt && performance.now() - specEditAt < SPEC_EDIT_WINDOW_MS ? 'spec-edit' : null;
  },
);

/**
 * A call that starts shortly after a new model replaced the last one, with no input of the user's in between,
 * was caused by the spec's edit (the screen read its data again): the Calls panel marks it so.
 */
const SPEC_EDIT_WINDOW_MS = 1500;
let specEditAt = -Infinity;
let lastInputAt = -Infinity;
const readSinceInput = new Set<string>();
for (const type of ['pointerdown', 'keydown', 'input', 'submit', 'hashchange'] as const) {
  addEventListener(
    type,
    () => {
      lastInputAt = performance.now();
      readSinceInput.clear();
    },
    { capture: true, passive: true },
  );
}

/** The entities and permissions (which hold the expressions) of the last model found ready to render. */
let readyParts: Pick<AppModel, 'entities' | 'permissions'> | null = null;

/**
 * expressionsReady, skipped for a model that shares its expressions with the last one found ready (an
 * edit of the title): reading every expression of a big spec on each keystroke costs milliseconds, and
 * what was loaded stays loaded.
 */
function readyToRender(next: AppModel): boolean {
  if (readyParts?.entities === next.entities && readyParts.permissions === next.permissions) return true;
  if (!expressionsReady(next)) return false;
  readyParts = next;
  return true;
}

function render(next: AppModel, name: string, seq: number | null) {
  if (!readyToRender(next)) {
    // The app's expressions need the full CEL evaluator or RE2: load them (once), then render.
    void prepareExpressions(next).then(() => render(next, name, seq));
    return;
  }
  try {
    if (!current || current.name !== name) {
      // Another spec: its own data, and its own app from its home page (nothing of the last one kept).
      const store = createIndexedDbStore(name);
      const first = current === null;
      current = { name, store, subscribe: (l) => store.subscribe(() => l()) };
      if (!first && location.hash !== '#/' && location.hash !== '') location.hash = '#/';
    }
    if (app !== null && app !== next) specEditAt = performance.now();
    app = next;
    backend = createBackend(next, current.store);
    const { name: key, subscribe } = current;
    flushSync(() => root.render(<RunningApp key={key} app={next} transport={transport} subscribe={subscribe} />));
  } finally {
    if (seq !== null) post({ type: 'applied', seq });
  }
}

/** Tells the studio which record (entity, state) a detail screen shows, whenever that changes. */
let lastRecord = '';
function reportOpenRecord() {
  const badge = document.querySelector<HTMLElement>('[data-open-record-entity]');
  const record = badge ? { entity: badge.dataset['openRecordEntity'] ?? '', state: badge.dataset['openRecordState'] ?? '' } : null;
  const key = record ? `${record.entity}\n${record.state}` : '';
  if (key === lastRecord) return;
  lastRecord = key;
  post({ type: 'record', record });
}
new MutationObserver(reportOpenRecord).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['data-open-record-state'],
});

/** The records the last "Reset data" removed, so the studio can undo it. */
let lastReset: { store: Store; records: [string, Awaited<ReturnType<Store['all']>>[number]][] } | null = null;
async function resetKeepingCopy(model: AppModel, store: Store) {
  const records: [string, Awaited<ReturnType<Store['all']>>[number]][] = [];
  for (const entity of model.entities) for (const r of await store.all(entity.name)) records.push([entity.name, r]);
  await resetData(store);
  lastReset = { store, records };
  post({ type: 'data', message: `Preview data cleared (${records.length} records).`, undoable: records.length > 0 });
}

const api: PreviewFrameApi = { render: (next, name) => render(next, name, null) };
(window as unknown as Record<typeof PREVIEW_API, PreviewFrameApi>)[PREVIEW_API] = api;

addEventListener('message', (event: MessageEvent<ToFrame>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  const m = event.data;
  switch (m.type) {
    case 'model':
      render(m.app, m.storeName, m.seq);
      break;
    case 'navigate':
      if (location.hash !== m.hash) location.hash = m.hash;
      break;
    case 'inspect':
      inspector.setActive(m.on);
      break;
    case 'highlight':
      inspector.highlight(m.line);
      break;
    case 'sample':
      if (app && current)
        void fillSampleData(app, current.store).then((n) => post({ type: 'data', message: `${n} sample records written.` }));
      break;
    case 'reset':
      if (app && current) void resetKeepingCopy(app, current.store);
      break;
    case 'undo-reset':
      if (current && lastReset && lastReset.store === current.store) {
        const { store, records } = lastReset;
        lastReset = null;
        void Promise.all(records.map(([entity, r]) => store.put(entity, r))).then(() =>
          post({ type: 'data', message: `${records.length} records put back.` }),
        );
      }
      break;
  }
});
addEventListener('hashchange', () => post({ type: 'location', hash: location.hash }));
post({ type: 'ready' });
post({ type: 'location', hash: location.hash });
