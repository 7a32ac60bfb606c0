/**
 * Tabs of the studio tell each other which spec they have open and when they save it, over a
 * BroadcastChannel. A tab that learns another one holds its spec shows a banner; a save announced by
 * another tab is loaded (when nothing is unsaved here) or reported as a conflict — never overwritten.
 */

/** A message between studio tabs. */
export type TabMessage =
  | { readonly type: 'hello'; readonly tab: string; readonly specId: string | null }
  | { readonly type: 'here'; readonly tab: string; readonly specId: string | null }
  | { readonly type: 'bye'; readonly tab: string }
  | { readonly type: 'saved'; readonly tab: string; readonly specId: string; readonly version: number }
  | { readonly type: 'list-changed'; readonly tab: string };

/** What a tab channel lets the studio do and hear. */
export interface TabChannel {
  readonly tab: string;
  /** Announces the spec this tab shows (null for none). */
  announce(specId: string | null): void;
  saved(specId: string, version: number): void;
  listChanged(): void;
  /** Other tabs currently showing `specId`. */
  othersOn(specId: string): number;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** Opens the studio's tab channel (a no-op channel where BroadcastChannel is missing). */
export function openTabChannel(name = 'specfront-studio'): TabChannel {
  const tab = crypto.randomUUID();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  const others = new Map<string, string | null>();
  const listeners = new Set<(m: TabMessage) => void>();
  let current: string | null = null;
  const post = (m: TabMessage) => channel?.postMessage(m);
  const emit = (m: TabMessage) => listeners.forEach((l) => l(m));
  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const m = event.data;
      if (!m || typeof m !== 'object' || m.tab === tab) return;
      if (m.type === 'hello') {
        others.set(m.tab, m.specId);
        post({ type: 'here', tab, specId: current });
      } else if (m.type === 'here') others.set(m.tab, m.specId);
      else if (m.type === 'bye') others.delete(m.tab);
      emit(m);
    };
  }
  const bye = () => post({ type: 'bye', tab });
  addEventListener('pagehide', bye);
  return {
    tab,
    announce(specId) {
      current = specId;
      post({ type: 'hello', tab, specId });
    },
    saved: (specId, version) => post({ type: 'saved', tab, specId, version }),
    listChanged: () => post({ type: 'list-changed', tab }),
    othersOn(specId) {
      let n = 0;
      for (const s of others.values()) if (s === specId) n++;
      return n;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      bye();
      removeEventListener('pagehide', bye);
      channel?.close();
    },
  };
}
