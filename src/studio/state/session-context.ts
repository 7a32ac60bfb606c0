import type { ExternalStore } from './external-store';
import { rememberLastSpec } from './last-spec';
import type { SpecDb, StoredSpec } from './spec-db';
import type { SessionState } from './studio-session';
import type { TabChannel } from './tab-channel';

/** What the steps of the session share: the database, the tab channel, the state and the few moves they all make. */
export interface SessionContext {
  readonly db: SpecDb;
  readonly tabs: TabChannel;
  /** The state now. */
  get(): SessionState;
  /** Merges a patch into the state and tells the listeners. */
  set(patch: Partial<SessionState>): void;
  /** Opens a stored spec in the editor (a fresh editor: a new key). */
  show(spec: StoredSpec, readOnly?: boolean): void;
  /** A fresh editor key for a document. */
  nextKey(prefix: string): string;
  refreshList(): Promise<void>;
  /** Counts the other tabs showing the open spec. */
  countOthers(): void;
}

/** The context over a session's store. */
export function createSessionContext(db: SpecDb, tabs: TabChannel, store: ExternalStore<SessionState>): SessionContext {
  let keySeq = 0;
  const get = () => store.getSnapshot();
  const set = (patch: Partial<SessionState>) => store.replace({ ...store.getSnapshot(), ...patch });
  const countOthers = () => {
    const id = get().doc?.id;
    set({ otherTabs: id ? tabs.othersOn(id) : 0 });
  };
  const nextKey = (prefix: string) => `${prefix}:${++keySeq}`;
  return {
    db,
    tabs,
    get,
    set,
    nextKey,
    countOthers,
    refreshList: async () => set({ specs: await db.list() }),
    show(spec, readOnly = false) {
      set({
        doc: { key: nextKey(spec.id), id: spec.id, name: spec.name, text: spec.text, baseVersion: spec.version, readOnly, rev: 0 },
        save: 'saved',
        conflict: null,
      });
      rememberLastSpec(spec.id);
      tabs.announce(spec.id);
      countOthers();
    },
  };
}
