import type { CheckReport } from '../../core/index';
import { STATUS_TEXT } from '../ui/status';

const SHORT = ['', 'Purpose', 'Screens', 'Entities', 'States', 'Rules', 'Roles', 'Calls', 'Errors', 'Constants'];

/** The nine points as a strip of chips above the editor: status colour, click to jump to the heading. */
export function PointOutline({ report, onJump }: { report: CheckReport; onJump: (line: number) => void }) {
  return (
    <nav className="outline" aria-label="Outline of the nine points">
      <ol>
        {report.points.map((p) => (
          <li key={p.n}>
            <button
              type="button"
              className={`outline-chip st-${p.status}`}
              disabled={p.line === null}
              title={`${p.n}. ${p.title} — ${STATUS_TEXT[p.status]}${p.line === null ? ' (no section yet)' : ''}`}
              onClick={() => p.line !== null && onJump(p.line)}
            >
              <span className="chip-n">{p.n}</span>
              <span className="chip-title">{SHORT[p.n]}</span>
              <span className="visually-hidden">
                : {p.title}, {STATUS_TEXT[p.status]}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
