import { useMemo, useState } from 'react';
import type { CallEntry } from '../preview-frame/protocol';
import { groupCalls, matchesSpec, NO_FILTER, type CallFilter } from './call-groups';

function json(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  const s = JSON.stringify(v, null, 2);
  return s.length > 20_000 ? `${s.slice(0, 20_000)}\n…` : s;
}

function statusClass(status: number | null): string {
  if (status === null) return 'bad';
  return status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'ok';
}

/**
 * The Calls panel: every call the preview made, newest first, with its bodies and whether it fit the spec.
 * Runs of identical calls are one row with a count; filters by method, status and fit; re-reads caused by
 * typing in the spec are marked (and can be hidden).
 */
export function CallsPanel({
  calls,
  onClear,
  onJumpLine,
}: {
  calls: readonly CallEntry[];
  onClear: () => void;
  onJumpLine: (line: number) => void;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [filter, setFilter] = useState<CallFilter>(NO_FILTER);
  const groups = useMemo(() => groupCalls(calls, filter), [calls, filter]);
  const methods = useMemo(() => [...new Set(calls.map((c) => c.method))].sort(), [calls]);
  const set = (patch: Partial<CallFilter>) => setFilter((f) => ({ ...f, ...patch }));
  if (calls.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No calls yet</p>
        <p className="muted">
          Use the app in Preview: every call it makes appears here with its request, response, status, time, and whether it matched the
          spec's shapes.
        </p>
      </div>
    );
  }
  const mismatches = calls.filter((c) => !matchesSpec(c)).length;
  const shown = groups.reduce((n, g) => n + g.count, 0);
  return (
    <div className="calls">
      <div className="calls-head">
        <p>
          {calls.length} {calls.length === 1 ? 'call' : 'calls'} ·{' '}
          {mismatches === 0 ? 'all matched the spec' : `${mismatches} not matching the spec`}
        </p>
        <button type="button" className="btn ghost small" onClick={onClear}>
          Clear
        </button>
      </div>
      <div className="call-filters" role="group" aria-label="Filter calls">
        <label>
          Method
          <select value={filter.method} onChange={(e) => set({ method: e.target.value })}>
            <option value="all">All</option>
            {methods.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={filter.status} onChange={(e) => set({ status: e.target.value as CallFilter['status'] })}>
            <option value="all">All</option>
            <option value="2xx">2xx success</option>
            <option value="3xx">3xx</option>
            <option value="4xx">4xx refused</option>
            <option value="5xx">5xx server error</option>
            <option value="failed">No answer</option>
          </select>
        </label>
        <label>
          Spec
          <select value={filter.match} onChange={(e) => set({ match: e.target.value as CallFilter['match'] })}>
            <option value="all">All</option>
            <option value="matches">Matches</option>
            <option value="mismatches">Mismatches</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={filter.hideEdits} onChange={(e) => set({ hideEdits: e.target.checked })} />
          Hide re-reads from typing
        </label>
      </div>
      {shown < calls.length ? (
        <p className="muted small call-filter-note">
          Showing {shown} of {calls.length} calls.
        </p>
      ) : null}
      {groups.length === 0 ? <p className="muted pad">No call fits these filters.</p> : null}
      <ol className="call-list">
        {groups.map(({ latest: c, count, fromEdits }) => {
          const problems = [...c.requestProblems.map((p) => `request ${p}`), ...c.responseProblems.map((p) => `response ${p}`)];
          const matched = c.callId !== null && problems.length === 0;
          const open = openId === c.id;
          return (
            <li key={c.id} className={`call ${matched ? '' : 'mismatch'}`} data-testid="call">
              <button type="button" className="call-row" aria-expanded={open} onClick={() => setOpenId(open ? null : c.id)}>
                <span className={`method m-${c.method.toLowerCase()}`}>{c.method}</span>
                <span className="call-path">{c.path}</span>
                {count > 1 ? (
                  <span className="call-count" title={`${count} identical calls in a row`}>
                    ×{count}
                  </span>
                ) : null}
                {fromEdits > 0 ? (
                  <span className="call-cause" title="Made again because the spec changed while you typed">
                    {fromEdits === count ? 'from typing' : `${fromEdits} from typing`}
                  </span>
                ) : null}
                <span className={`status-code ${statusClass(c.status)}`}>{c.status ?? 'failed'}</span>
                <span className="call-ms">{c.durationMs < 10 ? c.durationMs.toFixed(1) : Math.round(c.durationMs)} ms</span>
                <span
                  className={`match ${matched ? 'ok' : 'bad'}`}
                  title={matched ? 'Request and response match the spec' : 'Does not match the spec'}
                >
                  {matched ? '✓ matches' : '✕ mismatch'}
                </span>
              </button>
              {open ? (
                <div className="call-detail">
                  <p className="muted small">
                    {c.callId ? (
                      <>
                        Call of point 7: <code>{c.callId}</code>
                        {c.callLine !== null ? (
                          <button type="button" className="link-button" onClick={() => onJumpLine(c.callLine as number)}>
                            {' '}
                            line {c.callLine}
                          </button>
                        ) : null}
                      </>
                    ) : (
                      'The spec lists no such call (point 7).'
                    )}
                    {c.error ? ` · ${c.error}` : null}
                  </p>
                  {problems.length > 0 ? (
                    <ul className="problems">
                      {problems.map((p, i) => (
                        <li key={i}>{p}</li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="bodies">
                    <div>
                      <h3>Request</h3>
                      <pre>{json(c.requestBody)}</pre>
                    </div>
                    <div>
                      <h3>Response</h3>
                      <pre>{json(c.responseBody)}</pre>
                    </div>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
