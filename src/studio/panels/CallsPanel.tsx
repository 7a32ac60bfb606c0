import { useMemo, useState } from 'react';
import type { CallEntry } from '../preview-frame/protocol';
import { groupCalls, matchesSpec, NO_FILTER, type CallFilter } from './call-groups';
import { CallRow } from './CallRow';

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
        {groups.map(({ latest: c, count, fromEdits }) => (
          <CallRow
            key={c.id}
            call={c}
            count={count}
            fromEdits={fromEdits}
            open={openId === c.id}
            onToggle={() => setOpenId(openId === c.id ? null : c.id)}
            onJumpLine={onJumpLine}
          />
        ))}
      </ol>
    </div>
  );
}
