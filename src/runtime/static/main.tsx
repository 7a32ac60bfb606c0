// The entry of a built app (`specfront build`): reads the compiled app model embedded in the page,
// picks where calls go from the saved settings (the in-browser backend over IndexedDB by default, or a
// real server), and mounts the running app. Scripts come only from ./assets (strict CSP; no eval).
// Only what the first screen needs is imported here; the settings panel, the data tools (sample records
// and their value generators) and the fetch transport of a real server are chunks loaded when used, and
// so are the full CEL evaluator and RE2 (after the first paint: app/expression-engines.ts).
// `specfront build` prerenders the first screen's shell into #root; it is hydrated when this first
// render would equal it (static-shell.ts), else replaced.
import { createBackend } from '../../core/index';
import { defaultActor, loadActor } from '../app/actor-storage';
import { mountRunningApp } from '../app/mount-running-app';
import { LazySettingsPanel } from '../settings/LazySettingsPanel';
import { headersOf, loadSettings, saveSettings, type SettingsStorage } from '../settings/runtime-settings';
import { createIndexedDbStore } from '../store/create-indexed-db-store';
import { createLocalTransport } from '../transport/create-local-transport';
import type { Transport } from '../transport/transport';
import { appStorageName, readAppModel } from './read-app-model';
import { canHydrate, PRERENDERED_ATTRIBUTE } from './static-shell';

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function localStorageOrNull(): SettingsStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): SettingsStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const app = readAppModel(document);
  if (!app) {
    root.textContent = 'This page does not carry an app: rebuild it with `specfront build FILE --out DIR`.';
    return;
  }
  const name = appStorageName(app, location.pathname);
  const storage = localStorageOrNull();
  const session = sessionStorageOrNull();
  const settings = loadSettings(name, storage, session);
  const store = settings.backend === 'local' ? createIndexedDbStore(name) : null;
  let transport: Transport;
  // Writes take one lock across the app's tabs, so `unique` and merges hold with two tabs open.
  if (store) transport = createLocalTransport(createBackend(app, store), { writeLock: () => `specfront-write:${name}` });
  else {
    const { createFetchTransport } = await import('../transport/create-fetch-transport');
    transport = createFetchTransport({ baseUrl: settings.baseUrl, headers: headersOf(settings) });
  }
  const tools = () => import('../settings/data-tools');

  const panel = (
    <LazySettingsPanel
      settings={settings}
      examplePath={app.calls.find((c) => c.params.length === 0)?.path ?? app.calls[0]?.path ?? null}
      onSave={(next) => {
        saveSettings(name, next, storage, session);
        // The transport and store are chosen at start: begin again with the new settings.
        location.reload();
      }}
      dataTools={
        store
          ? { fillSample: () => tools().then((t) => t.fillSampleData(app, store)), reset: () => tools().then((t) => t.resetData(store)) }
          : null
      }
    />
  );
  const hydrate = canHydrate(root, location.hash, loadActor(app), defaultActor(app));
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  mountRunningApp(
    root,
    {
      app,
      transport,
      actorHeaders: store !== null,
      subscribe: store ? (listener: () => void) => store.subscribe(() => listener()) : undefined,
      settings: panel,
    },
    // data-hydrated: when the first render was committed (the browser tests and the bench wait for it).
    { hydrate, onMounted: () => root.setAttribute('data-hydrated', String(Math.round(performance.now()))) },
  );
}

void start();
