import type { Question } from '../../core/index';

/**
 * A question the spec leaves open (from the first run on: who the people are, a record's first state, who may do
 * what), answered with one click (the answer is written into the spec, under “Clarifications”), with the draft's
 * words it is asked about (click to see them in the editor).
 */
export function QuestionCard({
  question: q,
  text,
  readOnly,
  onAnswer,
  onJump,
}: {
  question: Question;
  text: string;
  readOnly: boolean;
  onAnswer: (choice: string, label: string) => void;
  onJump: (from: number, to: number) => void;
}) {
  const plain = q.text.replace(/`/g, '');
  return (
    <section className="card option" data-testid="question">
      <div className="card-head">
        <h2>
          <span className="status-pill st-partial">Point {q.point}</span> {plain}
        </h2>
      </div>
      <p className="muted small">{q.detail.replace(/`/g, '')} The answer is kept under “Clarifications”.</p>
      <div className="button-row tight" role="group" aria-label={`Answer: ${plain}`}>
        {q.choices.map((c, i) => (
          <button
            key={c.id}
            type="button"
            className={`btn small${i === 0 ? ' keeps' : ''}`}
            title={i === 0 ? 'What the spec says, or the options would write, if you leave the question open' : undefined}
            disabled={readOnly}
            onClick={() => onAnswer(c.id, c.label)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {q.evidence.length > 0 ? (
        <p className="small">
          Evidence:{' '}
          {q.evidence.slice(0, 4).map((e, i) => (
            <button key={i} type="button" className="link-button evidence" onClick={() => onJump(e.from, e.to)}>
              “{text.slice(e.from, Math.min(e.to, e.from + 40))}”
            </button>
          ))}
        </p>
      ) : null}
    </section>
  );
}
