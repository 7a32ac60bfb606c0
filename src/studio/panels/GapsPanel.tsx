import { useMemo } from 'react';
import type { CheckReport, PositionedDiagnostic } from '../../core/index';
import { STATUS_TEXT } from '../ui/status';

/** How many things remain to fix: points not complete, plus errors and warnings. Shrinks as the spec improves. */
export function gapCount(report: CheckReport): number {
  const open = report.points.filter((p) => p.status !== 'complete').length;
  return open + report.diagnostics.filter((d) => d.severity !== 'info').length;
}

const SEVERITY_ICON = { error: '✕', warning: '!', info: 'i' } as const;

/** The Gaps panel: each point with its status and its diagnostics; a click jumps to the line. */
export function GapsPanel({ report, onJump, onJumpLine }: { report: CheckReport; onJump: (from: number, to: number) => void; onJumpLine: (line: number) => void }) {
  const groups = useMemo(() => {
    const byPoint = new Map<number | null, PositionedDiagnostic[]>();
    for (const d of report.diagnostics) {
      const list = byPoint.get(d.point) ?? [];
      list.push(d);
      byPoint.set(d.point, list);
    }
    return byPoint;
  }, [report]);
  const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = report.diagnostics.filter((d) => d.severity === 'warning').length;
  const complete = report.points.filter((p) => p.status === 'complete').length;
  const general = groups.get(null) ?? [];

  return (
    <div className="gaps">
      <div className="gaps-summary">
        <div className="meter" aria-hidden="true">
          {report.points.map((p) => <span key={p.n} className={`meter-seg st-${p.status}`} />)}
        </div>
        <p data-testid="gap-summary">
          <strong data-testid="gap-count">{gapCount(report)}</strong> to fix · {complete} of 9 points complete · {errors} {errors === 1 ? 'error' : 'errors'} · {warnings}{' '}
          {warnings === 1 ? 'warning' : 'warnings'}
        </p>
      </div>
      <ol className="gap-points">
        {report.points.map((p) => {
          const list = groups.get(p.n) ?? [];
          return (
            <li key={p.n} className={`gap-point st-${p.status}`} data-point={p.n}>
              <div className="gap-point-head">
                <span className="point-n" aria-hidden="true">{p.n}</span>
                <button type="button" className="link-button point-title" disabled={p.line === null} onClick={() => p.line !== null && onJumpLine(p.line)}>
                  {p.title}
                </button>
                <span className={`status-pill st-${p.status}`}>{STATUS_TEXT[p.status]}</span>
              </div>
              {p.status === 'missing' || p.status === 'not-shown' ? (
                <p className="gap-hint">
                  {p.status === 'missing' ? `No section for point ${p.n} yet — add “## ${p.n}. ${p.title}”.` : `The section says point ${p.n} is not shown.`}
                </p>
              ) : null}
              {list.length > 0 ? <DiagnosticList list={list} onJump={onJump} /> : null}
            </li>
          );
        })}
      </ol>
      {general.length > 0 ? (
        <section className="gap-point" aria-label="Other findings">
          <div className="gap-point-head">
            <span className="point-n" aria-hidden="true">·</span>
            <span className="point-title">Document</span>
          </div>
          <DiagnosticList list={general} onJump={onJump} />
        </section>
      ) : null}
    </div>
  );
}

function DiagnosticList({ list, onJump }: { list: readonly PositionedDiagnostic[]; onJump: (from: number, to: number) => void }) {
  return (
    <ul className="diagnostics">
      {list.map((d, i) => (
        <li key={`${d.from}:${d.code}:${i}`}>
          <button type="button" className={`diagnostic sev-${d.severity}`} onClick={() => onJump(d.from, d.to)} data-code={d.code}>
            <span className="sev-icon" aria-label={d.severity}>{SEVERITY_ICON[d.severity]}</span>
            <span className="diag-message">{d.message}</span>
            <span className="diag-where">line {d.line} · {d.code}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
