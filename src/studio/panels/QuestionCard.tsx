import type { Question } from '../../core/index';

/** A question the spec leaves open, answered with one click (the answer is written into the spec, under “Clarifications”). */
export function QuestionCard({
  question: q,
  readOnly,
  onAnswer,
}: {
  question: Question;
  readOnly: boolean;
  onAnswer: (choice: string, label: string) => void;
}) {
  return (
    <section className="card option" data-testid="question">
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
            onClick={() => onAnswer(c.id, c.label)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </section>
  );
}
