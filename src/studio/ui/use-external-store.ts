import { useSyncExternalStore } from 'react';

/** Reads a store that lives outside React (the session, the analysis, the call log): re-renders when it changes. */
export function useExternalStore<S>(store: { subscribe(listener: () => void): () => void; getSnapshot(): S }): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
