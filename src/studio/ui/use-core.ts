import { useSyncExternalStore } from 'react';
import type * as CoreRuntimeModule from '../core-runtime';

/** The studio's run-time part of core (see core-runtime.ts). */
export type CoreRuntime = typeof CoreRuntimeModule;

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

/** Core once loaded, else null (the studio shows its shell meanwhile). */
export function useCore(): CoreRuntime | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => loaded,
  );
}
