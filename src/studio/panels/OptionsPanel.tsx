import { useEffect, useMemo, useRef, useState } from 'react';
import { loadDismissed, saveDismissed } from '../state/dismissed-options';
import type { Option, Question, SpecAnalysis } from '../../core/index';
import { insertedRanges, previewHunks } from './option-preview';
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
  /** Highlights ranges of the new text in the editor (what an accept inserted). */
  readonly onInserted?: (ranges: readonly { from: number; to: number }[]) => void;
}

/**
 * The Options panel: suggestions inferred from what the spec already says (core's proposeOptions),
 * each with its evidence (click to see it in the editor), applied only when the person accepts it
 * (accepting all is one change, one undo). Accepting one also accepts the options it requires (named
 * on its card as "also accepts"), so the spec never gets worse. A dismissed option stays dismissed for that spec.
 * Questions the spec leaves open come first, each answered with one click (the answer is written into the spec and
 * kept under a Clarifications note).
 */
export function OptionsPanel({ core, specKey, text, analysis, readOnly, onApply, onJump, onInserted }: OptionsPanelProps) {
  const [previewing, setPreviewing] = useState<string | null>(null);
  /** The text before the last accept, for its Undo; cleared by any other change of the text. */
  const [undo, setUndo] = useState<{ before: string; after: string; what: string; verb: string } | null>(null);
  /** The accept just undone, said in the status region until the text changes again. */
  const [undone, setUndone] = useState<{ text: string; what: string; verb: string } | null>(null);
  // The accepted card (or the Undo) goes away with the focus: it moves to the Undo that follows an accept or an
  // answer, and back to the panel after an undo, so a keyboard user is never left on the page.
  const focusNext = useRef<'undo' | 'panel' | null>(null);
  const focusUndo = (el: HTMLButtonElement | null) => {
    if (el && focusNext.current === 'undo') {
      focusNext.current = null;
      el.focus();
    }
  };
  const accept = (chosen: readonly Option[], what: string) => {
    focusNext.current = 'undo';
    const after = core.applyOptions(text, chosen);
    setUndo({ before: text, after, what, verb: 'accepting' });
    setUndone(null);
    setPreviewing(null);
    onApply(after);
    onInserted?.(insertedRanges(chosen));
  };
  const answer = (q: Question, choice: string, label: string) => {
    focusNext.current = 'undo';
    const after = core.answerQuestion(text, q, choice);
    setUndo({ before: text, after, what: `“${label}”`, verb: 'answering' });
    setUndone(null);
    setPreviewing(null);
    onApply(after);
  };
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
  const restore =
    hidden > 0 ? (
      <p className="muted small">
        {hidden} dismissed {hidden === 1 ? 'option' : 'options'}.{' '}
        <button type="button" className="link-button" onClick={() => dismiss(new Set())}>
          Show again
        </button>
      </p>
    ) : null;
  const undoLast = (): boolean => {
    if (!undo || undo.after !== text) return false;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected || active.closest('.option-status')) focusNext.current = 'panel';
    onApply(undo.before);
    setUndone({ text: undo.before, what: undo.what, verb: undo.verb });
    setUndo(null);
    return true;
  };
  // Ctrl+Z (⌘Z) right after an accept undoes it as the editor's own undo would, though the editor does not have
  // the focus: it is on the panel, or on the page when the accepted option's card (and its button) went away.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusNext.current !== 'panel') return;
    focusNext.current = null;
    (root.current?.closest<HTMLElement>('[role=tabpanel]') ?? root.current)?.focus();
  });
  const undoable = undo !== null && undo.after === text;
  const undoRef = useRef(undoLast);
  undoRef.current = undoLast;
  useEffect(() => {
    if (!undoable) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      const onPage = target === null || target === document.body || root.current?.contains(target) === true;
      if (!onPage || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (undoRef.current()) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undoable]);
  // One status region, always in the panel (a live region is announced when its content changes, not when it
  // appears): what was accepted, with its Undo, or that it was undone.
  const undoBar = (
    <div className="option-status" role="status">
      {undo && undo.after === text ? (
        <p className="option-undo">
          Accepted {undo.what}.{' '}
          <button type="button" className="btn small" onClick={undoLast} aria-keyshortcuts="Control+Z" ref={focusUndo}>
            Undo
          </button>
        </p>
      ) : undone && undone.text === text ? (
        <p className="option-undo">
          Undone: the spec is as it was before {undone.verb} {undone.what}.
        </p>
      ) : null}
    </div>
  );
  if (options.length === 0 && result.guidance.length === 0 && result.questions.length === 0) {
    return (
      <div className="empty-state" ref={root}>
        {undoBar}
        <p className="empty-title">No options</p>
        <p className="muted">Nothing in the spec suggests an addition right now.</p>
        {restore}
      </div>
    );
  }
  return (
    <div className="files" ref={root}>
      {undoBar}
      {result.guidance.length > 0 ? (
        <section className="card">
          <h2>Draft these first</h2>
          <ul className="guidance">
            {result.guidance.map((g) => (
              <li key={g.point}>
                <strong>
                  {g.point}. {g.title}
                </strong>{' '}
                — {g.question}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.questions.map((q) => (
        <section key={q.id} className="card option" data-testid="question">
          <div className="card-head">
            <h2>
              <span className="status-pill st-partial">Point {q.point}</span> {q.text.replace(/`/g, '')}
            </h2>
          </div>
          <p className="muted small">{q.detail.replace(/`/g, '')} The answer is kept under “Clarifications”.</p>
          <div className="button-row tight" role="group" aria-label={`Answer: ${q.text.replace(/`/g, '')}`}>
            {q.choices.map((c, i) => (
              <button
                key={c.id}
                type="button"
                className={`btn small${i === 0 ? ' ghost' : ''}`}
                disabled={readOnly}
                onClick={() => answer(q, c.id, c.label)}
              >
                {c.label}
              </button>
            ))}
          </div>
        </section>
      ))}
      {options.length > 1 && !readOnly ? (
        <div className="button-row">
          <button
            type="button"
            className="btn"
            onClick={() =>
              accept(
                core.withRequirements(
                  result.options,
                  options.map((o) => o.id),
                ),
                `all ${options.length} options`,
              )
            }
          >
            Accept all {options.length}
          </button>
        </div>
      ) : null}
      {restore}
      {options.map((o) => {
        const closure = closureOf(o.id);
        const more = closure.length - 1;
        return (
          <section key={o.id} className="card option" data-testid="option">
            <div className="card-head">
              <h2>
                <span className="status-pill st-partial">Point {o.point}</span> {o.title}
              </h2>
              <div className="button-row tight">
                <button
                  type="button"
                  className="btn ghost small"
                  onClick={() => dismiss(new Set([...dismissed, o.id]))}
                  aria-label={`Dismiss: ${o.title}`}
                >
                  Dismiss
                </button>
                <button
                  type="button"
                  className="btn ghost small"
                  aria-expanded={previewing === o.id}
                  onClick={() => setPreviewing(previewing === o.id ? null : o.id)}
                  aria-label={`Preview the change: ${o.title}`}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className="btn primary small"
                  disabled={readOnly}
                  onClick={() => accept(closure, `“${o.title}”${more > 0 ? ` and ${more} more` : ''}`)}
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
            {previewing === o.id ? (
              <div className="option-diff" aria-label={`The change “${o.title}” makes`}>
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
        );
      })}
    </div>
  );
}
