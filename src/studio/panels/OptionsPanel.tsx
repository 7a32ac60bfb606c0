import { useEffect, useMemo, useState } from 'react';
import { loadDismissed, saveDismissed } from '../state/dismissed-options';
import type { SpecAnalysis } from '../../core/index';
import type { CoreRuntime } from '../ui/use-core';

/** Props of OptionsPanel. */
export interface OptionsPanelProps {
  readonly core: CoreRuntime;
  /** The spec the options belong to (dismissals are kept per spec). */
  readonly specKey: string;
  readonly text: string;
  readonly analysis: SpecAnalysis;
  readonly readOnly: boolean;
  readonly onApply: (text: string) => void;
  readonly onJump: (from: number, to: number) => void;
}

/**
 * The Options panel: suggestions inferred from what the spec already says (core's proposeOptions),
 * each with its evidence (click to see it in the editor), applied only when the person accepts it
 * (accepting all is one change, one undo). Accepting one also accepts the options it requires (named
 * on its card as "also accepts"), so the spec never gets worse. A dismissed option stays dismissed for that spec.
 */
export function OptionsPanel({ core, specKey, text, analysis, readOnly, onApply, onJump }: OptionsPanelProps) {
  const result = useMemo(() => core.proposeOptionsFor(text, analysis), [core, text, analysis]);
  const [dismissed, setDismissed] = useState(() => loadDismissed(specKey));
  useEffect(() => setDismissed(loadDismissed(specKey)), [specKey]);
  const dismiss = (ids: ReadonlySet<string>) => {
    setDismissed(ids);
    saveDismissed(specKey, ids);
  };
  const options = result.options.filter((o) => !dismissed.has(o.id));
  // Required options apply even when dismissed: without them the accepted one would leave the spec worse.
  const closureOf = (id: string) => core.withRequirements(result.options, [id]);
  const hidden = result.options.length - options.length;
  const restore = hidden > 0 ? (
    <p className="muted small">
      {hidden} dismissed {hidden === 1 ? 'option' : 'options'}.{' '}
      <button type="button" className="link-button" onClick={() => dismiss(new Set())}>Show again</button>
    </p>
  ) : null;
  if (options.length === 0 && result.guidance.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No options</p>
        <p className="muted">Nothing in the spec suggests an addition right now.</p>
        {restore}
      </div>
    );
  }
  return (
    <div className="files">
      {result.guidance.length > 0 ? (
        <section className="card">
          <h2>Draft these first</h2>
          <ul className="guidance">
            {result.guidance.map((g) => (
              <li key={g.point}>
                <strong>{g.point}. {g.title}</strong> — {g.question}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {options.length > 1 && !readOnly ? (
        <div className="button-row">
          <button
            type="button"
            className="btn"
            onClick={() => onApply(core.applyOptions(text, core.withRequirements(result.options, options.map((o) => o.id))))}
          >
            Accept all {options.length}
          </button>
        </div>
      ) : null}
      {restore}
      {options.map((o) => (
        <section key={o.id} className="card option" data-testid="option">
          <div className="card-head">
            <h2>
              <span className="status-pill st-partial">Point {o.point}</span> {o.title}
            </h2>
            <div className="button-row tight">
              <button type="button" className="btn ghost small" onClick={() => dismiss(new Set([...dismissed, o.id]))} aria-label={`Dismiss: ${o.title}`}>Dismiss</button>
              <button type="button" className="btn primary small" disabled={readOnly} onClick={() => onApply(core.applyOptions(text, closureOf(o.id)))} aria-label={`Accept: ${o.title}`}>Accept</button>
            </div>
          </div>
          <p className="muted small">{o.detail}</p>
          {o.requires.length > 0 ? (
            <p className="small" data-testid="option-requires">
              Also accepts: {closureOf(o.id).filter((x) => x.id !== o.id).map((x) => x.title).join('; ')}
            </p>
          ) : null}
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
      ))}
    </div>
  );
}
