import type { Toast } from '../context';
import { InlineCode } from './InlineCode';

/** The corner messages: successes are polite status updates, failures alerts. */
export function Toasts({ toasts, dismiss }: { readonly toasts: readonly Toast[]; readonly dismiss: (id: number) => void }) {
  return (
    <div className="rt-toasts" role="region" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.id} className={`rt-toast rt-toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>
            <InlineCode text={t.text} />
          </span>
          <button type="button" className="rt-icon-btn" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
