import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleName } from './ui/SpecMenu';
import { loadExamples } from './examples';
import { createAnalysisStore } from './state/analysis-store';
import { createCallLog } from './state/call-log';
import { startSession } from './state/studio-session';
import { Studio } from './Studio';
import { trackKeyDowns } from './latency';
import './styles/index.css';
import { trustedScriptUrl } from './trusted-types';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have an element with id "root".');
trackKeyDowns(document);
const examples = loadExamples();
const first = examples.find((e) => e.file.startsWith('clinic.spec')) ?? examples[0];
const reactRoot = createRoot(root);

/**
 * Development builds only (the check and the value vanish from production builds): `?autosave-ms=N` sets the
 * autosave delay, so a browser test can type and close the page before the timer fires and prove that the
 * pagehide/visibilitychange flush saved the text.
 */
function devAutosaveMs(): number | undefined {
  if (!import.meta.env.DEV) return undefined;
  const value = Number(new URLSearchParams(location.search).get('autosave-ms') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
const autosaveMs = devAutosaveMs();

startSession(
  { name: first ? exampleName(first.file) : 'Untitled spec', text: first?.text ?? '# Untitled\n' },
  undefined,
  autosaveMs === undefined ? {} : { autosaveMs },
)
  .then((session) => {
    // Test hook for the bench and browser tests only (?testhooks): load a spec of any size without the UI.
    // Only on the dev server and in a build made with VITE_SPECFRONT_TEST_HOOKS=1 (bench/studio-bench.ts):
    // in a production build the condition is false at build time and the hook is not in the bundle.
    if ((import.meta.env.DEV || import.meta.env.VITE_SPECFRONT_TEST_HOOKS === '1') && new URLSearchParams(location.search).has('testhooks'))
      (window as unknown as { specfrontStudio: unknown }).specfrontStudio = { session };
    // The studio's state lives outside React (state/): the session, the analysis of its open text, the preview's calls.
    const analysis = createAnalysisStore(session);
    const calls = createCallLog();
    reactRoot.render(
      <StrictMode>
        <Studio session={session} analysis={analysis} calls={calls} examples={examples} />
      </StrictMode>,
    );
  })
  .catch((e: unknown) => {
    root.textContent = `The studio could not open its storage: ${e instanceof Error ? e.message : String(e)}. Private windows of some browsers refuse IndexedDB.`;
  });

// Offline: the service worker caches the built app shell. Only in production builds (the dev server changes constantly).
// Registered once the page has loaded (its precaching must not compete with the first load).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void navigator.serviceWorker
      .register(trustedScriptUrl('/sw.js'), { updateViaCache: 'none' })
      .catch((e: unknown) => console.warn('The studio will not work offline:', e));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
