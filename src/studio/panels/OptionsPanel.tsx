import { useMemo } from 'react';
import type { SpecAnalysis } from '../../core/index';
import type { CoreRuntime } from '../ui/use-core';

/** Props of OptionsPanel. */
export interface OptionsPanelProps {
  readonly core: CoreRuntime;
  readonly text: string;
  readonly analysis: SpecAnalysis;
  readonly readOnly: boolean;
  readonly onApply: (text: string) => void;
  readonly onJump: (from: number, to: number) => void;
}

/**
 * The Options panel: suggestions inferred from what the spec already says (core's proposeOptions),
 * each with its evidence (click to see it in the editor), applied only when the person accepts it.
 */
export function OptionsPanel({ core, text, analysis, readOnly, onApply, onJump }: OptionsPanelProps) {
  const result = useMemo(() => core.proposeOptionsFor(text, analysis), [core, text, analysis]);
  if (result.options.length === 0 && result.guidance.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No options</p>
        <p className="muted">Nothing in the spec suggests an addition right now.</p>
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
      {result.options.length > 1 && !readOnly ? (
        <div className="button-row">
          <button type="button" className="btn" onClick={() => onApply(core.applyOptions(text, result.options))}>Accept all {result.options.length}</button>
        </div>
      ) : null}
      {result.options.map((o) => (
        <section key={o.id} className="card option" data-testid="option">
          <div className="card-head">
            <h2>
              <span className="status-pill st-partial">Point {o.point}</span> {o.title}
            </h2>
            <button type="button" className="btn primary small" disabled={readOnly} onClick={() => onApply(core.applyOptions(text, [o]))}>Accept</button>
          </div>
          <p className="muted small">{o.detail}</p>
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
