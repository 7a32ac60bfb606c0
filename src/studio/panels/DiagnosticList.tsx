import type { PositionedDiagnostic } from '../../core/index';
import type { GapFixes } from './gap-fixes';

const SEVERITY_ICON = { error: '✕', warning: '!', info: 'i' } as const;

/** A list of the check's findings: each jumps to its text, offers its quick fixes, and holds its follow-on findings folded. */
export function DiagnosticList({
  list,
  onJump,
  fixes,
  followOns,
}: {
  list: readonly PositionedDiagnostic[];
  onJump: (from: number, to: number) => void;
  fixes?: GapFixes | undefined;
  followOns?: ReadonlyMap<PositionedDiagnostic, PositionedDiagnostic[]> | undefined;
}) {
  return (
    <ul className="finding-list">
      {list.map((d, i) => {
        const quick = fixes?.fixesOf(d) ?? [];
        const more = followOns?.get(d) ?? [];
        return (
          <li key={`${d.from}:${d.code}:${i}`}>
            <button type="button" className={`diagnostic sev-${d.severity}`} onClick={() => onJump(d.from, d.to)} data-code={d.code}>
              <span className="sev-icon" aria-label={d.severity}>
                {SEVERITY_ICON[d.severity]}
              </span>
              <span className="diag-message">{d.message}</span>
              <span className="diag-where">
                line {d.line} · {d.code}
              </span>
            </button>
            {quick.length > 0 && fixes ? (
              <div className="fix-row">
                {quick.map((f, j) => (
                  <button key={j} type="button" className="btn small fix-btn" onClick={() => fixes.apply(f.changes)}>
                    <span className="fix-label">Fix</span> {f.title.replace(/`/g, '')}
                  </button>
                ))}
              </div>
            ) : null}
            {more.length > 0 ? (
              <details className="follow-ons">
                <summary>
                  {more.length} {more.length === 1 ? 'finding follows' : 'findings follow'} from this one
                </summary>
                <DiagnosticList list={more} onJump={onJump} fixes={fixes} />
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
