import { useState } from 'react';
import type { Option, OptionsResult, Question } from '../../core/index';
import type { CoreRuntime } from '../state/core-loader';
import { OptionCard } from './OptionCard';
import { insertedRanges } from './option-preview';
import { OptionStatus } from './OptionStatus';
import { QuestionCard } from './QuestionCard';
import { useDismissedOptions } from './use-dismissed-options';
import { useOptionUndo } from './use-option-undo';

/** Props of OptionsPanel. */
export interface OptionsPanelProps {
  readonly core: CoreRuntime;
  /** The spec the options belong to (dismissals are kept per spec). */
  readonly specKey: string;
  readonly text: string;
  /** What the spec suggests (core's proposeOptionsFor, worked out by the analysis store). */
  readonly proposals: OptionsResult;
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
 * on its card as "also accepts"), so the spec never gets worse; Accept all accepts, round after round, what the
 * accepted text proposes in turn (core's acceptAll). A dismissed option stays dismissed for that spec.
 * Questions the spec leaves open come first, each answered with one click (the answer is written into the spec and
 * kept under a Clarifications note).
 */
export function OptionsPanel({ core, specKey, text, proposals: result, readOnly, onApply, onJump, onInserted }: OptionsPanelProps) {
  const [previewing, setPreviewing] = useState<string | null>(null);
  const { root, record, status } = useOptionUndo(text, onApply);
  const [dismissed, dismiss] = useDismissedOptions(specKey);
  const accept = (chosen: readonly Option[], what: string) => {
    const after = core.applyOptions(text, chosen);
    record({ before: text, after, what, verb: 'accepting' });
    setPreviewing(null);
    onApply(after);
    onInserted?.(insertedRanges(chosen));
  };
  // Accept all is core's acceptAll (as `specfront options --apply all`): round after round, the dismissed left out.
  const acceptEverything = () => {
    const done = core.acceptAll(text, dismissed);
    record({ before: text, after: done.text, what: `all ${done.applied} options`, verb: 'accepting' });
    setPreviewing(null);
    onApply(done.text);
    if (done.rounds === 1) onInserted?.(insertedRanges(done.firstRound));
  };
  const answer = (q: Question, choice: string, label: string) => {
    const after = core.answerQuestion(text, q, choice);
    record({ before: text, after, what: `“${label}”`, verb: 'answering' });
    setPreviewing(null);
    onApply(after);
  };
  const options = result.options.filter((o) => !dismissed.has(o.id));
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
  if (options.length === 0 && result.guidance.length === 0 && result.questions.length === 0) {
    return (
      <div className="empty-state" ref={root}>
        <OptionStatus {...status} />
        <p className="empty-title">No options</p>
        <p className="muted">Nothing in the spec suggests an addition right now.</p>
        {restore}
      </div>
    );
  }
  return (
    <div className="files" ref={root}>
      <OptionStatus {...status} />
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
        <QuestionCard
          key={q.id}
          question={q}
          text={text}
          readOnly={readOnly}
          onAnswer={(choice, label) => answer(q, choice, label)}
          onJump={onJump}
        />
      ))}
      {options.length > 1 && !readOnly ? (
        <div className="button-row">
          <button type="button" className="btn" onClick={acceptEverything}>
            Accept all {options.length}
          </button>
        </div>
      ) : null}
      {restore}
      {options.map((o) => {
        // Required options apply even when dismissed: without them the accepted one would leave the spec worse.
        const closure = core.withRequirements(result.options, [o.id]);
        return (
          <OptionCard
            key={o.id}
            option={o}
            closure={closure}
            text={text}
            readOnly={readOnly}
            previewing={previewing === o.id}
            onPreview={(open) => setPreviewing(open ? o.id : null)}
            onDismiss={() => dismiss(new Set([...dismissed, o.id]))}
            onAccept={(what) => accept(closure, what)}
            onJump={onJump}
          />
        );
      })}
    </div>
  );
}
