import { createAutosave } from './autosave';
import { createExternalStore } from './external-store';
import { openFirstSpec } from './first-spec';
import { followOtherTabs } from './other-tabs';
import { saveWhenPageGoes } from './page-exit';
import { createSessionActions } from './session-actions';
import { createSessionContext } from './session-context';
import { openSpecDb, type SpecDb, type SpecVersion, type StoredSpec } from './spec-db';
import { openTabChannel } from './tab-channel';

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

/** Before the first spec is open. */
const NOT_READY: SessionState = { ready: false, specs: [], doc: null, save: 'saved', otherTabs: 0, conflict: null, notice: null };

/**
 * Starts the session: opens the database, reads a share link from the hash, or the last spec. Its steps:
 * the state (an external store React reads), autosave, saving when the page goes, following the other
 * tabs, the session's actions, and the first spec to open.
 */
export async function startSession(starter: Starter, dbName?: string, options: SessionOptions = {}): Promise<StudioSession> {
  const db = await openSpecDb(dbName);
  const store = createExternalStore(NOT_READY);
  const ctx = createSessionContext(db, openTabChannel(), store);
  const autosave = createAutosave(ctx, options.autosaveMs ?? AUTOSAVE_MS);
  saveWhenPageGoes(ctx, autosave);
  followOtherTabs(ctx);
  const session = createSessionActions(ctx, store, autosave, starter);
  await openFirstSpec(ctx, starter);
  ctx.set({ ready: true });
  return session;
}
