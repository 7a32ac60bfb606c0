import type { Autosave } from './autosave';
import type { SessionContext } from './session-context';
import { writeDraft } from './unsaved-draft';

/**
 * Saves at once when the page is hidden or left: a killed tab loses at most the last autosave delay.
 * A page that goes away (closed, navigated) may not live to see the IndexedDB write finish (it reads
 * the stored version first): the text also goes to localStorage, written at once, and the next start
 * saves it (recoverDraft).
 */
export function saveWhenPageGoes(ctx: SessionContext, autosave: Autosave): void {
  const onHide = () => {
    if (ctx.get().save === 'unsaved') void autosave.flush();
  };
  addEventListener('pagehide', () => {
    const { doc, save } = ctx.get();
    if (doc?.id && !doc.readOnly && (save === 'unsaved' || save === 'saving'))
      writeDraft(doc.id, { baseVersion: doc.baseVersion, name: doc.name, text: doc.text });
    onHide();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });
}
