import { useMemo } from 'react';
import type { AppGap, CheckReport, PositionedDiagnostic } from '../../core/index';
import { findingCounts, SAME_AS_GAP } from '../state/finding-counts';
import { STATUS_TEXT } from '../ui/status';
import { DiagnosticList } from './DiagnosticList';
import { foldFollowOns } from './fold-follow-ons';
import type { GapFixes } from './gap-fixes';

/** "2 errors and 1 warning to fix", or "no errors or warnings". */
function problemText(errors: number, warnings: number): string {
  if (errors + warnings === 0) return 'no errors or warnings';
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${part(errors, 'error')} and ${part(warnings, 'warning')} to fix`;
}

/** The Gaps panel: each point with its status and its diagnostics; a click jumps to the line; fixes in one click. */
export function GapsPanel({
  report,
  gaps,
  onJump,
  onJumpLine,
  fixes,
}: {
  report: CheckReport;
  /** The running app's gaps (app.gaps of the model the preview shows). */
  gaps: readonly AppGap[];
  onJump: (from: number, to: number) => void;
  onJumpLine: (line: number) => void;
  fixes?: GapFixes | undefined;
}) {
  const folded = useMemo(() => foldFollowOns(report.diagnostics.filter((d) => !SAME_AS_GAP.has(d.code))), [report]);
  const groups = useMemo(() => {
    const byPoint = new Map<number | null, PositionedDiagnostic[]>();
    for (const d of folded.shown) {
      const list = byPoint.get(d.point) ?? [];
      list.push(d);
      byPoint.set(d.point, list);
    }
    return byPoint;
  }, [folded]);
  const gapsOf = useMemo(() => {
    const byPoint = new Map<number, AppGap[]>();
    for (const g of gaps) byPoint.set(g.point, [...(byPoint.get(g.point) ?? []), g]);
    return byPoint;
  }, [gaps]);
  const { errors, warnings } = findingCounts(gaps, report);
  const complete = report.points.filter((p) => p.status === 'complete').length;
  const general = groups.get(null) ?? [];

  return (
    <div className="gaps">
      <div className="gaps-summary">
        <div className="meter" aria-hidden="true">
          {report.points.map((p) => (
            <span key={p.n} className={`meter-seg st-${p.status}`} />
          ))}
        </div>
        <p data-testid="gap-summary">
          <strong data-testid="gap-count">{gaps.length}</strong> {gaps.length === 1 ? 'gap' : 'gaps'}, the same the running app lists ·{' '}
          <span data-testid="problem-count">{problemText(errors, warnings)}</span> · {complete} of 9 points complete
        </p>
      </div>
      <ol className="gap-points">
        {report.points.map((p) => {
          const list = groups.get(p.n) ?? [];
          return (
            <li key={p.n} className={`gap-point st-${p.status}`} data-point={p.n}>
              <div className="gap-point-head">
                <span className="point-n" aria-hidden="true">
                  {p.n}
                </span>
                <button
                  type="button"
                  className="link-button point-title"
                  disabled={p.line === null}
                  onClick={() => p.line !== null && onJumpLine(p.line)}
                >
                  {p.title}
                </button>
                <span className={`status-pill st-${p.status}`}>{STATUS_TEXT[p.status]}</span>
              </div>
              {(gapsOf.get(p.n) ?? []).length > 0 ? (
                <ul className="finding-list" aria-label={`Gaps of point ${p.n}`}>
                  {(gapsOf.get(p.n) ?? []).map((g, i) => (
                    <li key={`${g.screen ?? ''}:${i}`} className="app-gap" data-testid="studio-gap">
                      <span className="gap-mark" aria-hidden="true">
                        ○
                      </span>
                      <span className="gap-text">
                        <span className="gap-message">{g.message}</span>{' '}
                        {g.screen !== null ? <span className="diag-where">screen {g.screen} · </span> : null}
                        {g.source.line !== null ? (
                          <button
                            type="button"
                            className="link-button diag-where"
                            onClick={() => g.source.line !== null && onJumpLine(g.source.line)}
                          >
                            line {g.source.line}
                          </button>
                        ) : fixes ? null : (
                          <span className="diag-where">{`add “## ${p.n}. ${p.title}”`}</span>
                        )}
                      </span>
                      {p.status === 'missing' && g.screen === null && fixes?.headingOf({ n: p.n, title: p.title }) ? (
                        <button
                          type="button"
                          className="btn small fix-btn"
                          onClick={() => fixes.apply(fixes.headingOf({ n: p.n, title: p.title })?.changes ?? [])}
                        >
                          Add the heading
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {list.length > 0 ? <DiagnosticList list={list} onJump={onJump} fixes={fixes} followOns={folded.followOns} /> : null}
            </li>
          );
        })}
      </ol>
      {general.length > 0 ? (
        <section className="gap-point" aria-label="Other findings">
          <div className="gap-point-head">
            <span className="point-n" aria-hidden="true">
              ·
            </span>
            <span className="point-title">Document</span>
          </div>
          <DiagnosticList list={general} onJump={onJump} fixes={fixes} followOns={folded.followOns} />
        </section>
      ) : null}
    </div>
  );
}
