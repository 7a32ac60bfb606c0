import { useState } from 'react';
import type { CallEntry } from '../preview-frame/protocol';

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

/** The Calls panel: every call the preview made, newest first, with its bodies and whether it fit the spec. */
export function CallsPanel({ calls, onClear, onJumpLine }: { calls: readonly CallEntry[]; onClear: () => void; onJumpLine: (line: number) => void }) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (calls.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No calls yet</p>
        <p className="muted">Use the app in Preview: every call it makes appears here with its request, response, status, time, and whether it matched the spec's shapes.</p>
      </div>
    );
  }
  const mismatches = calls.filter((c) => c.requestProblems.length + c.responseProblems.length > 0 || c.callId === null).length;
  return (
    <div className="calls">
      <div className="calls-head">
        <p>
          {calls.length} {calls.length === 1 ? 'call' : 'calls'} · {mismatches === 0 ? 'all matched the spec' : `${mismatches} not matching the spec`}
        </p>
        <button type="button" className="btn ghost small" onClick={onClear}>Clear</button>
      </div>
      <ol className="call-list">
        {[...calls].reverse().map((c) => {
          const problems = [...c.requestProblems.map((p) => `request ${p}`), ...c.responseProblems.map((p) => `response ${p}`)];
          const matched = c.callId !== null && problems.length === 0;
          const open = openId === c.id;
          return (
            <li key={c.id} className={`call ${matched ? '' : 'mismatch'}`} data-testid="call">
              <button type="button" className="call-row" aria-expanded={open} onClick={() => setOpenId(open ? null : c.id)}>
                <span className={`method m-${c.method.toLowerCase()}`}>{c.method}</span>
                <span className="call-path">{c.path}</span>
                <span className={`status-code ${statusClass(c.status)}`}>{c.status ?? 'failed'}</span>
                <span className="call-ms">{c.durationMs < 10 ? c.durationMs.toFixed(1) : Math.round(c.durationMs)} ms</span>
                <span className={`match ${matched ? 'ok' : 'bad'}`} title={matched ? 'Request and response match the spec' : 'Does not match the spec'}>
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
                          <button type="button" className="link-button" onClick={() => onJumpLine(c.callLine as number)}> line {c.callLine}</button>
                        ) : null}
                      </>
                    ) : (
                      'The spec lists no such call (point 7).'
                    )}
                    {c.error ? ` · ${c.error}` : null}
                  </p>
                  {problems.length > 0 ? (
                    <ul className="problems">
                      {problems.map((p, i) => <li key={i}>{p}</li>)}
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
