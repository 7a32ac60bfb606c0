import type { Option } from '../../core/index';
import { previewHunks } from './option-preview';

/** Props of OptionCard. */
export interface OptionCardProps {
  readonly option: Option;
  /** The option with the options it requires (what Accept applies), the option first. */
  readonly closure: readonly Option[];
  readonly text: string;
  readonly readOnly: boolean;
  /** Its change is shown (Preview pressed). */
  readonly previewing: boolean;
  readonly onPreview: (open: boolean) => void;
  readonly onDismiss: () => void;
  /** Accepts the closure; `what` names it for the status ("“Add a due date” and 2 more"). */
  readonly onAccept: (what: string) => void;
  readonly onJump: (from: number, to: number) => void;
}

/** One option of the Options panel: Dismiss, Preview (its change by line) and Accept (with what it requires), and its evidence. */
export function OptionCard({ option: o, closure, text, readOnly, previewing, onPreview, onDismiss, onAccept, onJump }: OptionCardProps) {
  const more = closure.length - 1;
  return (
    <section className="card option" data-testid="option">
      <div className="card-head">
        <h2>
          <span className="status-pill st-partial">Point {o.point}</span> {o.title}
        </h2>
        <div className="button-row tight">
          <button type="button" className="btn ghost small" onClick={onDismiss} aria-label={`Dismiss: ${o.title}`}>
            Dismiss
          </button>
          <button
            type="button"
            className="btn ghost small"
            aria-expanded={previewing}
            onClick={() => onPreview(!previewing)}
            aria-label={`Preview the change: ${o.title}`}
          >
            Preview
          </button>
          <button
            type="button"
            className="btn primary small"
            disabled={readOnly}
            onClick={() => onAccept(`“${o.title}”${more > 0 ? ` and ${more} more` : ''}`)}
            aria-label={`Accept: ${o.title}${more > 0 ? ` and ${more} more` : ''}`}
          >
            {more > 0 ? `Accept + ${more} more` : 'Accept'}
          </button>
        </div>
      </div>
      <p className="muted small">{o.detail}</p>
      {o.requires.length > 0 ? (
        <p className="small" data-testid="option-requires">
          Also accepts:{' '}
          {closure
            .filter((x) => x.id !== o.id)
            .map((x) => x.title)
            .join('; ')}
        </p>
      ) : null}
      {previewing ? <OptionDiff title={o.title} text={text} closure={closure} /> : null}
      {o.evidence.length > 0 ? (
        <p className="small">
          Evidence:{' '}
          {o.evidence.slice(0, 6).map((e, i) => (
            <button key={i} type="button" className="link-button evidence" onClick={() => onJump(e.from, e.to)}>
              “{text.slice(e.from, Math.min(e.to, e.from + 40))}”
            </button>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** The change an option makes (with what it requires), as removed and added text by line. */
function OptionDiff({ title, text, closure }: { title: string; text: string; closure: readonly Option[] }) {
  return (
    <div className="option-diff" aria-label={`The change “${title}” makes`}>
      {previewHunks(text, closure).map((h, i) => (
        <div key={i} className="diff-hunk">
          <div className="diff-where">line {h.line}</div>
          {h.removed !== '' ? (
            <pre className="diff-del" aria-label="removed">
              {h.removed}
            </pre>
          ) : null}
          {h.inserted !== '' ? (
            <pre className="diff-ins" aria-label="added">
              {h.inserted.replace(/^\n+|\n+$/g, '')}
            </pre>
          ) : null}
        </div>
      ))}
    </div>
  );
}
