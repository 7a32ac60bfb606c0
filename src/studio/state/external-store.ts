/**
 * A value outside React that React reads through `useSyncExternalStore` (as TanStack's query-core keeps
 * its state outside its adapters): the studio's session, its call log.
 */
export interface ExternalStore<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
  /** Replaces the value and tells every listener. */
  replace(next: S): void;
}

/** A store holding `initial` until it is replaced. */
export function createExternalStore<S>(initial: S): ExternalStore<S> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    replace(next) {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}
