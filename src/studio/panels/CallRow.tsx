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

/** Props of CallRow. */
export interface CallRowProps {
  /** The newest call of the row's group (its bodies are shown). */
  readonly call: CallEntry;
  /** How many identical calls in a row it stands for, and how many of them typing caused. */
  readonly count: number;
  readonly fromEdits: number;
  /** Its details (fit with the spec, problems, bodies) are shown. */
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onJumpLine: (line: number) => void;
}

/** One row of the Calls panel: method, path, count, status, time and fit; opened, its call of point 7, problems and bodies. */
export function CallRow({ call: c, count, fromEdits, open, onToggle, onJumpLine }: CallRowProps) {
  const problems = [...c.requestProblems.map((p) => `request ${p}`), ...c.responseProblems.map((p) => `response ${p}`)];
  const matched = c.callId !== null && problems.length === 0;
  return (
    <li className={`call ${matched ? '' : 'mismatch'}`} data-testid="call">
      <button type="button" className="call-row" aria-expanded={open} onClick={onToggle}>
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
}
