import { use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { enginesReadyFor, expressionsOf, loadEnginesFor, needsRegexEngine, type AppModel } from '../../core/index';

// The running app's first screen never waits for the full CEL evaluator (about 42 KB gzip) or RE2
// (about 16 KB): they load when the browser is idle after the first paint, or as soon as something
// needs them (a form's field is left or the form is sent, a detail screen's guards, a call of the
// in-browser backend). Until then a rule that needs one is pending (core's checkField), never passed.
// Each load that completes bumps a version, so screens that showed a rule as pending check it again.

let version = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs a load and, once it completes, tells every `useEnginesVersion` user. */
export function trackEngineLoad(load: Promise<void>): Promise<void> {
  return load.then(() => {
    version++;
    for (const listener of [...listeners]) listener();
  });
}

/** A number that changes whenever an expression engine finished loading (0 before any). */
export function useEnginesVersion(): number {
  return useSyncExternalStore(subscribe, () => version, () => 0);
}

const pendingLoads = new Map<string, Promise<void>>();

/** One promise per set of sources (stable, for React's `use`): the engines they need, loaded. */
function enginesFor(sources: readonly string[], phraseMatches: boolean): Promise<void> {
  const key = `${phraseMatches ? 1 : 0}\u0000${sources.join('\u0000')}`;
  let load = pendingLoads.get(key);
  if (!load) {
    load = trackEngineLoad(loadEnginesFor(sources, phraseMatches));
    pendingLoads.set(key, load);
    // A failed load (a chunk that did not arrive) may be tried again later.
    load.catch(() => pendingLoads.delete(key));
  }
  return load;
}

/** Loads (tracked) what these sources need; resolves at once when loaded. */
export function loadEngines(sources: readonly string[], phraseMatches = false): Promise<void> {
  return enginesReadyFor(sources, phraseMatches) ? Promise.resolve() : enginesFor(sources, phraseMatches);
}

/**
 * Renders its children once the engines that these CEL sources need are loaded, suspending until
 * then (the screen's Suspense boundary shows its skeleton). A detail screen's guards and grant
 * conditions decide which buttons it shows, so it waits for them; most apps never wait here.
 */
export function EnginesGate({ sources, children }: { readonly sources: readonly string[]; readonly children: ReactNode }) {
  if (!enginesReadyFor(sources)) use(enginesFor(sources, false));
  return children;
}

/**
 * Loads every engine the app's expressions and rules need when the browser is idle after the
 * component using it has mounted (ScreenOutlet mounts it beside the current screen, inside its
 * Suspense boundary, so after the screen's own chunk), so that later screens and forms rarely wait.
 */
export function useIdleExpressionEngines(app: AppModel): void {
  // expressionsOf and needsRegexEngine read the entities' rules and guards and the permissions'
  // conditions only: a new model that shares them (an edit of the title) does not read them again.
  const { entities, permissions } = app;
  useEffect(() => {
    const sources = expressionsOf(app);
    const phraseMatches = needsRegexEngine(app);
    if (enginesReadyFor(sources, phraseMatches)) return;
    const load = () => void loadEngines(sources, phraseMatches).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, [entities, permissions]);
}
