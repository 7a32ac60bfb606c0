import type { SessionContext } from './session-context';

/**
 * Follows the other tabs of the studio: counts those on the same spec, refreshes the list when theirs
 * changes, and loads a version another tab saved — or, when this tab has unsaved changes, reports a conflict.
 */
export function followOtherTabs(ctx: SessionContext): void {
  const { db, tabs, get, set } = ctx;
  tabs.subscribe((m) => {
    if (m.type === 'hello' || m.type === 'here' || m.type === 'bye') ctx.countOthers();
    if (m.type === 'list-changed') void ctx.refreshList();
    if (m.type === 'saved') {
      void ctx.refreshList();
      const doc = get().doc;
      if (!doc || doc.id !== m.specId || m.version <= doc.baseVersion) return;
      void db.get(m.specId).then((theirs) => {
        const now = get().doc;
        if (!theirs || !now || now.id !== theirs.id || theirs.version <= now.baseVersion) return;
        if (get().save === 'saved') {
          set({
            doc: { ...now, text: theirs.text, name: theirs.name, baseVersion: theirs.version, rev: now.rev + 1 },
            notice: 'Updated with the changes saved in another tab.',
          });
        } else set({ save: 'conflict', conflict: theirs });
      });
    }
  });
}
