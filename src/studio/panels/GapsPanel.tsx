import { useMemo } from 'react';
import type { AppGap, CheckReport, PointNumber, PositionedDiagnostic, QuickFix, TextChange } from '../../core/index';
import { STATUS_TEXT } from '../ui/status';

/**
 * The findings the studio counts, from one source each: the gaps are the running app's own list (`app.gaps`
 * of the same compiled model: a point missing, not shown or given in words only, a screen without its call),
 * so the Gaps tab and the app's in-page Gaps always show the same findings and count; the problems are the
 * check's errors and warnings (author's findings, with point numbers and codes, which the running app never shows).
 */
/** Check findings that say the same as a gap of the app (a point in words only, a screen without its call): shown and counted once, as the gap. */
export const SAME_AS_GAP: ReadonlySet<string> = new Set(['prose-only', 'screen-without-call']);

export function findingCounts(
  gaps: readonly AppGap[],
  report: CheckReport,
): { gaps: number; errors: number; warnings: number; problems: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of report.diagnostics) {
    if (SAME_AS_GAP.has(d.code)) continue;
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { gaps: gaps.length, errors, warnings, problems: errors + warnings };
}

const SEVERITY_ICON = { error: '✕', warning: '!', info: 'i' } as const;

/** Quick fixes the panel can offer, with the spec's text bound (absent while core loads). */
export interface GapFixes {
  readonly fixesOf: (d: PositionedDiagnostic) => readonly QuickFix[];
  /** The heading of a missing point, or null where a Markdown heading does not fit (a YAML or JSON spec). */
  readonly headingOf: (point: { n: PointNumber; title: string }) => QuickFix | null;
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
