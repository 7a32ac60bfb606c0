import type * as CoreRuntimeModule from '../core-runtime';

/** The studio's run-time part of core (see core-runtime.ts). */
export type CoreRuntime = typeof CoreRuntimeModule;

/** Where the studio gets core: loaded once, after the first paint, and read as an external store. */
export interface CoreSource {
  subscribe(listener: () => void): () => void;
  /** Core once loaded, else null (the studio shows its shell meanwhile). */
  getSnapshot(): CoreRuntime | null;
}

let loaded: CoreRuntime | null = null;
let started: Promise<CoreRuntime> | null = null;
const listeners = new Set<() => void>();

/** Starts loading core (once); resolves when it is ready. */
export function loadCore(): Promise<CoreRuntime> {
  started ??= import('../core-runtime').then((m) => {
    loaded = m;
    listeners.forEach((l) => l());
    return m;
  });
  return started;
}

/** The page's core, as an external store (null until loadCore has finished). */
export const coreSource: CoreSource = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => loaded,
};
