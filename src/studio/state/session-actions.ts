import type { Autosave } from './autosave';
import type { SessionContext } from './session-context';
import type { Starter, StudioSession } from './studio-session';
import { recoverDraft } from './unsaved-draft';

/** The session's public object: what the React tree reads (subscribe, getSnapshot) and asks of it. */
export function createSessionActions(
  ctx: SessionContext,
  store: Pick<StudioSession, 'subscribe' | 'getSnapshot'>,
  autosave: Autosave,
  starter: Starter,
): StudioSession {
  const { db, tabs, get, set } = ctx;
  const { flush, schedule } = autosave;
  /** Removes a share link's fragment (a reload must not open it again). */
  const dropShareFragment = () => history.replaceState(null, '', location.pathname + location.search);

  const session: StudioSession = {
    db,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setText(text) {
      const doc = get().doc;
      if (!doc || doc.text === text) return;
      set({ doc: { ...doc, text }, save: doc.readOnly || !doc.id ? 'shared' : get().save === 'conflict' ? 'conflict' : 'unsaved' });
      if (get().save === 'unsaved') schedule();
    },
    rename(name) {
      const doc = get().doc;
      if (!doc || doc.readOnly || doc.name === name) return;
      set({ doc: { ...doc, name }, save: get().save === 'conflict' ? 'conflict' : 'unsaved' });
      if (get().save === 'unsaved') schedule();
    },
    async open(id) {
      if (get().doc?.id === id) return;
      await flush();
      const spec = await db.get(id);
      if (spec) ctx.show(await recoverDraft(ctx, spec));
      if (location.hash.startsWith('#share=')) dropShareFragment();
    },
    async create(name, text) {
      await flush();
      const spec = await db.create(name, text);
      await ctx.refreshList();
      tabs.listChanged();
      ctx.show(spec);
    },
    async remove(id) {
      await db.remove(id);
      await ctx.refreshList();
      tabs.listChanged();
      if (get().doc?.id === id) {
        const next = get().specs[0];
        if (next) ctx.show(next);
        else await session.create(starter.name, starter.text);
      }
    },
    saveNow: (snapshot = true) => flush(snapshot),
    history: () => {
      const id = get().doc?.id;
      return id ? db.history(id) : Promise.resolve([]);
    },
    restore(version) {
      session.replaceText(version.text);
      set({ notice: `Restored the version of ${new Date(version.savedAt).toLocaleString()}. Undo (Ctrl+Z) brings back what you had.` });
    },
    replaceText(text) {
      const doc = get().doc;
      if (!doc || doc.readOnly) return;
      set({ doc: { ...doc, text, rev: doc.rev + 1 }, save: get().save === 'conflict' ? 'conflict' : 'unsaved' });
      if (get().save === 'unsaved') schedule();
    },
    async keepCopy() {
      const doc = get().doc;
      if (!doc) return;
      dropShareFragment();
      await session.create(doc.name, doc.text);
      set({ notice: 'A copy is kept in this browser. Edits are saved as you type.' });
    },
    async resolveConflict(choice) {
      const doc = get().doc;
      const theirs = get().conflict;
      if (!doc || !theirs) return;
      if (choice === 'mine-as-copy') {
        const mine = await db.create(`${doc.name} (copy)`, doc.text);
        await ctx.refreshList();
        tabs.listChanged();
        ctx.show(mine);
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
      await ctx.refreshList();
      tabs.listChanged();
    },
    dismissNotice: () => set({ notice: null }),
  };
  return session;
}
