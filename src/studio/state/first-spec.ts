import { lastSpecId } from './last-spec';
import type { SessionContext } from './session-context';
import { readShare } from './share-link';
import type { Starter } from './studio-session';
import { recoverDraft } from './unsaved-draft';

/** What to open first: a share link, else the last spec, else the newest, else a new one from the starter. */
export async function openFirstSpec(ctx: SessionContext, starter: Starter): Promise<void> {
  const { db, set } = ctx;
  const link = await readShare(location.hash);
  const shared = link?.ok ? link.spec : null;
  await ctx.refreshList();
  if (link && !link.ok) {
    // Say so, drop the fragment (a reload must not try again), and open the last spec below.
    set({ notice: link.message });
    history.replaceState(null, '', location.pathname + location.search);
  }
  if (shared) {
    set({
      doc: { key: ctx.nextKey('shared'), id: null, name: shared.name, text: shared.text, baseVersion: 0, readOnly: true, rev: 0 },
      save: 'shared',
    });
    return;
  }
  const lastId = lastSpecId();
  const first = ctx.get().specs.find((s) => s.id === lastId) ?? ctx.get().specs[0];
  if (first) ctx.show(await recoverDraft(ctx, first));
  else {
    const spec = await db.create(starter.name, starter.text);
    await ctx.refreshList();
    ctx.show(spec);
  }
}
