import type { CallEntry } from '../preview-frame/protocol';
import { createExternalStore } from './external-store';

/** The Calls panel keeps the newest this many calls. */
export const CALL_LOG_LIMIT = 300;

/** The calls the preview made, newest last, each numbered; React reads it through useSyncExternalStore. */
export interface CallLog {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly CallEntry[];
  /** Adds a call (numbered here), dropping the oldest past the limit. */
  add(entry: CallEntry): void;
  clear(): void;
}

/** An empty log that keeps at most `limit` calls (default CALL_LOG_LIMIT). */
export function createCallLog(limit = CALL_LOG_LIMIT): CallLog {
  const store = createExternalStore<readonly CallEntry[]>([]);
  let seq = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    add(entry) {
      const id = ++seq;
      store.replace([...store.getSnapshot().slice(-(limit - 1)), { ...entry, id }]);
    },
    clear: () => store.replace([]),
  };
}
