import { useMemo } from 'react';
import type { CheckReport, PointNumber, PositionedDiagnostic, QuickFix, TextChange } from '../../core/index';
import { STATUS_TEXT } from '../ui/status';

/** How many things remain to fix: points not complete, plus errors and warnings. Shrinks as the spec improves. */
export function gapCount(report: CheckReport): number {
  const open = report.points.filter((p) => p.status !== 'complete').length;
  return open + report.diagnostics.filter((d) => d.severity !== 'info').length;
}

const SEVERITY_ICON = { error: '✕', warning: '!', info: 'i' } as const;

/** Quick fixes the panel can offer, with the spec's text bound (absent while core loads). */
export interface GapFixes {
  readonly fixesOf: (d: PositionedDiagnostic) => readonly QuickFix[];
  readonly headingOf: (point: { n: PointNumber; title: string }) => QuickFix;
  readonly apply: (changes: readonly TextChange[]) => void;
}

const UNKNOWN = /^unknown-/;
const firstName = (message: string): string | null => /`([^`]+)`/.exec(message)?.[1] ?? null;

/**
 * Follow-on findings of an unknown name: other findings that name the same unknown name (`Bok`), shown folded
 * under the first finding of it, not as findings of their own on correct lines.
 */
export function foldFollowOns(diagnostics: readonly PositionedDiagnostic[]): {
  shown: PositionedDiagnostic[];
  followOns: Map<PositionedDiagnostic, PositionedDiagnostic[]>;
} {
  const primary = new Map<string, PositionedDiagnostic>();
  for (const d of diagnostics) {
    const name = UNKNOWN.test(d.code) ? firstName(d.message) : null;
    if (name !== null && !primary.has(name)) primary.set(name, d);
  }
  const followOns = new Map<PositionedDiagnostic, PositionedDiagnostic[]>();
  const shown: PositionedDiagnostic[] = [];
  for (const d of diagnostics) {
    let folded = false;
    for (const [name, p] of primary) {
      if (p !== d && d.severity !== 'error' && d.message.includes(`\`${name}\``)) {
        followOns.set(p, [...(followOns.get(p) ?? []), d]);
        folded = true;
        break;
      }
    }
    if (!folded) shown.push(d);
  }
  return { shown, followOns };
}

/** The Gaps panel: each point with its status and its diagnostics; a click jumps to the line; fixes in one click. */
export function GapsPanel({
  report,
  onJump,
  onJumpLine,
  fixes,
}: {
  report: CheckReport;
  onJump: (from: number, to: number) => void;
  onJumpLine: (line: number) => void;
  fixes?: GapFixes | undefined;
}) {
  const folded = useMemo(() => foldFollowOns(report.diagnostics), [report]);
  const groups = useMemo(() => {
    const byPoint = new Map<number | null, PositionedDiagnostic[]>();
    for (const d of folded.shown) {
      const list = byPoint.get(d.point) ?? [];
      list.push(d);
      byPoint.set(d.point, list);
    }
    return byPoint;
  }, [folded]);
  const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = report.diagnostics.filter((d) => d.severity === 'warning').length;
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
          <strong data-testid="gap-count">{gapCount(report)}</strong> to fix · {complete} of 9 points complete · {errors}{' '}
          {errors === 1 ? 'error' : 'errors'} · {warnings} {warnings === 1 ? 'warning' : 'warnings'}
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
              {p.status === 'missing' || p.status === 'not-shown' ? (
                <p className="gap-hint">
                  {p.status === 'missing'
                    ? `No section for point ${p.n} yet — add “## ${p.n}. ${p.title}”.`
                    : `The section says point ${p.n} is not shown.`}
                  {p.status === 'missing' && fixes ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="btn small fix-btn"
                        onClick={() => fixes.apply(fixes.headingOf({ n: p.n, title: p.title }).changes)}
                      >
                        Add the heading
                      </button>
                    </>
                  ) : null}
                </p>
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

function DiagnosticList({
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
    <ul className="diagnostics">
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
