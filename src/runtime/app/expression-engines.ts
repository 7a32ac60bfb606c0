import { use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { enginesReadyFor, loadEnginesFor, loadRuleEngines, type AppEntity } from '../../core/index';

// The running app's first screen never waits for the full CEL evaluator (about 42 KB gzip) or RE2
// (about 16 KB): they load only when something needs them — a form (from when it is shown; it waits for
// them when a field is left or the form is sent), a list row whose rules need them (its ⚠ flag), a
// detail screen's guards and grant conditions, a call of the in-browser backend. Until then a rule that
// needs one is pending (core's checkField), never passed. Each load that completes bumps a version, so
// screens that showed a rule as pending check it again.

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
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
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
 * Loads (tracked) what the entity's rules need, once per entity, so screens check pending rules again
 * when it arrives. Code that finds a rule pending while it renders (a list's flags) just starts it; a
 * form awaits it when a field is left or the form is sent.
 */
export function loadRuleEnginesOf(entity: AppEntity): Promise<void> {
  const sources = entity.rules.flatMap((r) => (r.check.kind === 'expression' ? [r.check.source] : []));
  const key = `rules\u0000${sources.join('\u0000')}`;
  let load = pendingLoads.get(key);
  if (!load) {
    load = trackEngineLoad(loadRuleEngines(entity));
    pendingLoads.set(key, load);
    load.catch(() => pendingLoads.delete(key));
  }
  return load;
}

/**
 * Loads the engines the entity's rules need when the browser is next idle after the component using
 * it has mounted (a form: its rules are usually ready before the user leaves the first field).
 */
export function useRuleEnginesWhenIdle(entity: AppEntity | undefined): void {
  useEffect(() => {
    if (!entity) return;
    const load = () => void loadRuleEnginesOf(entity).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, [entity]);
}
