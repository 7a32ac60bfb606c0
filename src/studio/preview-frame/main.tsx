import { createBackend, type AppModel } from '../../core/index';
import { mountRunningApp, type MountedRunningApp } from '../../runtime/index';
import { createIndexedDbStore } from '../../runtime/store/create-indexed-db-store';
import { createLocalTransport } from '../../runtime/transport/create-local-transport';
import { fillSampleData, resetData } from '../../runtime/settings/data-tools';
import { createLoggingTransport } from './logging-transport';
import type { FromFrame, ToFrame } from './protocol';
import { startInspector } from './inspector';
import './frame.css';

/**
 * The preview frame: the running app of the spec being edited, in its own document (its own hash
 * address and styles), fed by the studio with app models over postMessage. Its data lives in
 * IndexedDB under a name per spec; its calls are reported back to the studio's Calls panel.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The preview frame needs an element with id "root".');
const post = (m: FromFrame) => parent.postMessage(m, location.origin);

let app: AppModel | null = null;
let storeName = '';
let store: ReturnType<typeof createIndexedDbStore> | null = null;
let mounted: MountedRunningApp | null = null;
const inspector = startInspector((line) => post({ type: 'pick', line }));

function render(next: AppModel, name: string) {
  app = next;
  if (name !== storeName || !store) {
    storeName = name;
    store = createIndexedDbStore(name);
  }
  const s = store;
  const backend = createBackend(next, s);
  const transport = createLoggingTransport(createLocalTransport(backend), () => app ?? next, (entry) => post({ type: 'call', entry }));
  const options = { app: next, transport, subscribe: (l: () => void) => s.subscribe(() => l()) };
  if (mounted) mounted.update(options);
  else mounted = mountRunningApp(root as HTMLElement, options);
}

addEventListener('message', (event: MessageEvent<ToFrame>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  const m = event.data;
  switch (m.type) {
    case 'model':
      render(m.app, m.storeName);
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
      if (app && store) void fillSampleData(app, store).then((n) => post({ type: 'data', message: `${n} sample records written.` }));
      break;
    case 'reset':
      if (store) void resetData(store).then(() => post({ type: 'data', message: 'Preview data cleared.' }));
      break;
  }
});
addEventListener('hashchange', () => post({ type: 'location', hash: location.hash }));
post({ type: 'ready' });
post({ type: 'location', hash: location.hash });
