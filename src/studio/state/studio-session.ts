import { readShare } from './share-link';
import { openSpecDb, type SpecDb, type SpecVersion, type StoredSpec } from './spec-db';
import { openTabChannel, type TabChannel } from './tab-channel';

/** The document being edited. `key` changes when another document is opened (a fresh editor). */
export interface OpenDoc {
  readonly key: string;
  /** The stored spec's id; null for a shared spec not yet kept. */
  readonly id: string | null;
  readonly name: string;
  readonly text: string;
  /** The stored version this text was based on. */
  readonly baseVersion: number;
  readonly readOnly: boolean;
  /** Bumped when the text is replaced from outside the editor (restore, another tab, an option). */
  readonly rev: number;
}

/** Where the current text stands with respect to the database. */
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error' | 'shared';

/** Everything the studio's React tree reads from the session. */
export interface SessionState {
  readonly ready: boolean;
  readonly specs: readonly StoredSpec[];
  readonly doc: OpenDoc | null;
  readonly save: SaveState;
  /** How many other tabs show the same spec. */
  readonly otherTabs: number;
  /** The version another tab saved while this one had unsaved changes. */
  readonly conflict: StoredSpec | null;
  readonly notice: string | null;
}

/** A first spec to create when the database is empty. */
export interface Starter {
  readonly name: string;
  readonly text: string;
}

/** Autosave runs this long after the last keystroke. */
export const AUTOSAVE_MS = 250;
const LAST_KEY = 'specfront.studio.last';
/** Where pagehide leaves the text the autosave had not written yet (localStorage is written at once; IndexedDB is not). */
const UNSAVED_PREFIX = 'specfront.studio.unsaved.';

/** Text left unsaved when a page went away: the stored version it was based on, its name and text. */
interface UnsavedDraft {
  readonly baseVersion: number;
  readonly name: string;
  readonly text: string;
}

function readDraft(id: string): UnsavedDraft | null {
  try {
    const raw = localStorage.getItem(UNSAVED_PREFIX + id);
    if (raw === null) return null;
    const d = JSON.parse(raw) as Partial<UnsavedDraft>;
    return typeof d.baseVersion === 'number' && typeof d.name === 'string' && typeof d.text === 'string'
      ? { baseVersion: d.baseVersion, name: d.name, text: d.text }
      : null;
  } catch {
    return null;
  }
}

function writeDraft(id: string, draft: UnsavedDraft): void {
  try {
    localStorage.setItem(UNSAVED_PREFIX + id, JSON.stringify(draft));
  } catch {
    /* storage refused (a very large spec past the quota): the flush below is the only chance */
  }
}

function clearDraft(id: string): void {
  try {
    localStorage.removeItem(UNSAVED_PREFIX + id);
  } catch {
    /* nothing kept */
  }
}

/** The studio's session: the list of specs, the open one, autosave, history, two-tab safety, share links. */
export interface StudioSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionState;
  setText(text: string): void;
  rename(name: string): void;
  open(id: string): Promise<void>;
  create(name: string, text: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Writes now (also takes a history snapshot). */
  saveNow(snapshot?: boolean): Promise<void>;
  history(): Promise<SpecVersion[]>;
  restore(version: SpecVersion): void;
  /** Replaces the text as one change (applying an option, opening a file into the current spec). */
  replaceText(text: string): void;
  /** Shared spec: keep it as a new spec of this browser. */
  keepCopy(): Promise<void>;
  /** Conflict: load the other tab's version (this tab's changes are kept as a new spec). */
  resolveConflict(choice: 'theirs' | 'mine-as-copy'): Promise<void>;
  putAll(specs: readonly StoredSpec[]): Promise<void>;
  dismissNotice(): void;
  readonly db: SpecDb;
}

/** Options of startSession. */
export interface SessionOptions {
  /** Autosave delay in milliseconds (default AUTOSAVE_MS); the browser tests lengthen it to pin the pagehide flush. */
  readonly autosaveMs?: number;
}

/** Starts the session: opens the database, reads a share link from the hash, or the last spec. */
export async function startSession(starter: Starter, dbName?: string, options: SessionOptions = {}): Promise<StudioSession> {
  const autosaveMs = options.autosaveMs ?? AUTOSAVE_MS;
  const db = await openSpecDb(dbName);
  const tabs: TabChannel = openTabChannel();
  let state: SessionState = { ready: false, specs: [], doc: null, save: 'saved', otherTabs: 0, conflict: null, notice: null };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let keySeq = 0;

  const refreshList = async () => set({ specs: await db.list() });
  const countOthers = () => set({ otherTabs: state.doc?.id ? tabs.othersOn(state.doc.id) : 0 });

  const show = (spec: StoredSpec, readOnly = false) => {
    set({
      doc: { key: `${spec.id}:${++keySeq}`, id: spec.id, name: spec.name, text: spec.text, baseVersion: spec.version, readOnly, rev: 0 },
      save: 'saved',
      conflict: null,
    });
    try {
      localStorage.setItem(LAST_KEY, spec.id);
    } catch {
      /* storage refused: only the "last opened" memory is lost */
    }
    tabs.announce(spec.id);
    countOthers();
  };

  const write = async (snapshot = false): Promise<void> => {
    const doc = state.doc;
    if (!doc || !doc.id || doc.readOnly || state.save === 'conflict') return;
    if (state.save === 'saved' && !snapshot) return;
    set({ save: 'saving' });
    const sent = doc.text;
    const sentName = doc.name;
    try {
      const result = await db.save(doc.id, doc.baseVersion, sentName, sent, snapshot);
      const now = state.doc;
      if (!now || now.id !== doc.id) return;
      if (!result.ok) {
        set({ save: 'conflict', conflict: result.current });
        return;
      }
      const changedSince = now.text !== sent || now.name !== sentName;
      set({ doc: { ...now, baseVersion: result.spec.version }, save: changedSince ? 'unsaved' : 'saved' });
      if (!changedSince) clearDraft(doc.id);
      tabs.saved(doc.id, result.spec.version);
      void refreshList();
      if (changedSince) schedule();
    } catch {
      set({ save: 'error', notice: 'The spec could not be saved in this browser (storage refused). Save it as a file from Files.' });
    }
  };

  const flush = (snapshot = false): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const run = async () => {
      if (inFlight) await inFlight;
      await write(snapshot);
    };
    const p = run().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), autosaveMs);
  }

  // Save at once when the page is hidden or left: a killed tab loses at most the last autosave delay.
  const onHide = () => {
    if (state.save === 'unsaved') void flush();
  };
  // A page that goes away (closed, navigated) may not live to see the IndexedDB write finish (it reads
  // the stored version first): the text also goes to localStorage, written at once, and the next start
  // saves it (recoverDraft).
  addEventListener('pagehide', () => {
    const doc = state.doc;
    if (doc?.id && !doc.readOnly && (state.save === 'unsaved' || state.save === 'saving'))
      writeDraft(doc.id, { baseVersion: doc.baseVersion, name: doc.name, text: doc.text });
    onHide();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });

  tabs.subscribe((m) => {
    if (m.type === 'hello' || m.type === 'here' || m.type === 'bye') countOthers();
    if (m.type === 'list-changed') void refreshList();
    if (m.type === 'saved') {
      void refreshList();
      const doc = state.doc;
      if (!doc || doc.id !== m.specId || m.version <= doc.baseVersion) return;
      void db.get(m.specId).then((theirs) => {
        const now = state.doc;
        if (!theirs || !now || now.id !== theirs.id || theirs.version <= now.baseVersion) return;
        if (state.save === 'saved') {
          set({
            doc: { ...now, text: theirs.text, name: theirs.name, baseVersion: theirs.version, rev: now.rev + 1 },
            notice: 'Updated with the changes saved in another tab.',
          });
        } else set({ save: 'conflict', conflict: theirs });
      });
    }
  });

  /**
   * The spec as the last page left it: a draft pagehide kept is saved now when nothing was saved since
   * it was based (else it becomes a spec of its own, "… (recovered)", so neither text is lost).
   */
  const recoverDraft = async (spec: StoredSpec): Promise<StoredSpec> => {
    const draft = readDraft(spec.id);
    if (!draft) return spec;
    let result = spec;
    if (draft.text !== spec.text || draft.name !== spec.name) {
      if (draft.baseVersion === spec.version) {
        const saved = await db.save(spec.id, spec.version, draft.name, draft.text);
        if (saved.ok) result = saved.spec;
      } else if (draft.baseVersion > 0) {
        await db.create(`${draft.name} (recovered)`, draft.text);
        await refreshList();
        set({
          notice: `Text typed just before a page closed is kept as “${draft.name} (recovered)”: this spec had been saved elsewhere since.`,
        });
      }
    }
    clearDraft(spec.id);
    return result;
  };

  const session: StudioSession = {
    db,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    setText(text) {
      const doc = state.doc;
      if (!doc || doc.text === text) return;
      set({ doc: { ...doc, text }, save: doc.readOnly || !doc.id ? 'shared' : state.save === 'conflict' ? 'conflict' : 'unsaved' });
      if (state.save === 'unsaved') schedule();
    },
    rename(name) {
      const doc = state.doc;
      if (!doc || doc.readOnly || doc.name === name) return;
      set({ doc: { ...doc, name }, save: state.save === 'conflict' ? 'conflict' : 'unsaved' });
      if (state.save === 'unsaved') schedule();
    },
    async open(id) {
      if (state.doc?.id === id) return;
      await flush();
      const spec = await db.get(id);
      if (spec) show(await recoverDraft(spec));
      if (location.hash.startsWith('#share=')) history.replaceState(null, '', location.pathname + location.search);
    },
    async create(name, text) {
      await flush();
      const spec = await db.create(name, text);
      await refreshList();
      tabs.listChanged();
      show(spec);
    },
    async remove(id) {
      await db.remove(id);
      await refreshList();
      tabs.listChanged();
      if (state.doc?.id === id) {
        const next = state.specs[0];
        if (next) show(next);
        else await session.create(starter.name, starter.text);
      }
    },
    saveNow: (snapshot = true) => flush(snapshot),
    history: () => (state.doc?.id ? db.history(state.doc.id) : Promise.resolve([])),
    restore(version) {
      session.replaceText(version.text);
      set({ notice: `Restored the version of ${new Date(version.savedAt).toLocaleString()}. Undo (Ctrl+Z) brings back what you had.` });
    },
    replaceText(text) {
      const doc = state.doc;
      if (!doc || doc.readOnly) return;
      set({ doc: { ...doc, text, rev: doc.rev + 1 }, save: state.save === 'conflict' ? 'conflict' : 'unsaved' });
      if (state.save === 'unsaved') schedule();
    },
    async keepCopy() {
      const doc = state.doc;
      if (!doc) return;
      history.replaceState(null, '', location.pathname + location.search);
      await session.create(doc.name, doc.text);
      set({ notice: 'A copy is kept in this browser. Edits are saved as you type.' });
    },
    async resolveConflict(choice) {
      const doc = state.doc;
      const theirs = state.conflict;
      if (!doc || !theirs) return;
      if (choice === 'mine-as-copy') {
        const mine = await db.create(`${doc.name} (copy)`, doc.text);
        await refreshList();
        tabs.listChanged();
        show(mine);
        set({ notice: `The other tab's version stays in “${theirs.name}”; your changes continue here as “${mine.name}”.` });
      } else {
        set({
          doc: { ...doc, text: theirs.text, name: theirs.name, baseVersion: theirs.version, rev: doc.rev + 1 },
          save: 'saved',
          conflict: null,
        });
      }
    },
    async putAll(list) {
      await db.putAll(list);
      await refreshList();
      tabs.listChanged();
    },
    dismissNotice: () => set({ notice: null }),
  };

  // What to open first: a share link, else the last spec, else the newest, else a new one from the starter.
  const link = await readShare(location.hash);
  const shared = link?.ok ? link.spec : null;
  await refreshList();
  if (link && !link.ok) {
    // Say so, drop the fragment (a reload must not try again), and open the last spec below.
    set({ notice: link.message });
    history.replaceState(null, '', location.pathname + location.search);
  }
  if (shared) {
    set({
      doc: { key: `shared:${++keySeq}`, id: null, name: shared.name, text: shared.text, baseVersion: 0, readOnly: true, rev: 0 },
      save: 'shared',
    });
  } else {
    let lastId: string | null = null;
    try {
      lastId = localStorage.getItem(LAST_KEY);
    } catch {
      lastId = null;
    }
    const first = state.specs.find((s) => s.id === lastId) ?? state.specs[0];
    if (first) show(await recoverDraft(first));
    else {
      const spec = await db.create(starter.name, starter.text);
      await refreshList();
      show(spec);
    }
  }
  set({ ready: true });
  return session;
}
