import { useEffect, useRef, type ReactNode } from 'react';

/** A modal panel (native <dialog>): focus is trapped and Escape closes it. */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="rt-dialog" aria-label={title} onClose={onClose} onCancel={onClose}>
      <div className="rt-dialog-head">
        <h2>{title}</h2>
        <button type="button" className="rt-icon-btn" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="rt-dialog-body">{children}</div>
    </dialog>
  );
}
