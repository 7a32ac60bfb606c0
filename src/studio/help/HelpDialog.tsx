import { useEffect, useRef } from 'react';
import format from '../../../docs/spec-format.md?raw';
import { MarkdownView } from './markdown-view';

/** The format reference (docs/spec-format.md) inside the studio, as a modal dialog. Loaded on demand. */
export default function HelpDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // No close on cleanup: the element leaves with the component, and a close event would report a user's close.
  }, []);
  const goTo = (id: string) => body.current?.querySelector(`#${CSS.escape(id)}`)?.scrollIntoView({ block: 'start' });
  return (
    <dialog ref={dialog} className="help-dialog" aria-labelledby="help-title" onClose={onClose} onCancel={onClose}>
      <header className="help-head">
        <h1 id="help-title">The spec format</h1>
        <span className="muted small">The reference for writing a spec: every pattern the checker reads, with examples.</span>
        <span className="toolbar-spacer" />
        <button type="button" className="btn" onClick={onClose} autoFocus>
          Close
        </button>
      </header>
      <div className="help-body" ref={body} tabIndex={0}>
        <MarkdownView text={format.replace(/^# The spec format\n/, '')} onAnchor={goTo} />
      </div>
    </dialog>
  );
}
