import type { PointReport, PointStatus } from '../../core/index';

const LABELS: Record<PointStatus, string> = {
  complete: 'Complete',
  partial: 'Partial',
  'not-shown': 'Not shown',
  missing: 'Missing',
};

/** The nine points, each with its status badge and heading line. */
export function PointList({ points }: { points: readonly PointReport[] }) {
  return (
    <ol className="points" aria-label="The nine points">
      {points.map((p) => (
        <li key={p.n} className="point" data-status={p.status}>
          <span className="point-n">{p.n}</span>
          <span className="point-title">{p.title}</span>
          <span className={`badge ${p.status}`}>{LABELS[p.status]}</span>
          <span className="point-line muted">{p.line === null ? '—' : `line ${p.line}`}</span>
        </li>
      ))}
    </ol>
  );
}
