import { useDeferredValue, useEffect, useState } from 'react';
import type { ContractText } from '../../core/index';

type Loaded = { readonly ok: true; readonly result: ContractText } | { readonly ok: false; readonly message: string };

/**
 * The Contract tab: the OpenAPI 3.1 document the spec exports, next to the spec. Each operation is a link
 * to its call's line in the editor. The exporter loads with the tab (not in the first paint).
 */
export default function ContractPanel({ text, onJumpLine }: { text: string; onJumpLine: (line: number) => void }) {
  const deferred = useDeferredValue(text);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void import('../contract')
      .then(({ exportContract }) => live && setLoaded({ ok: true, result: exportContract(deferred, 'openapi') }))
      .catch((e: unknown) => live && setLoaded({ ok: false, message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [deferred]);
  if (!loaded) return <p className="muted pad">Writing the OpenAPI document…</p>;
  if (!loaded.ok)
    return (
      <p className="pad" role="alert">
        The export failed: {loaded.message}
      </p>
    );
  const { operations, text: document } = loaded.result;
  return (
    <div className="contract">
      <p className="muted small">
        The OpenAPI 3.1 document of this spec: what a backend must serve. Every part names its spec line in <code>x-specfront-source</code>.
        Download it, or JSON Schema and TypeScript, from Files.
      </p>
      <h2 className="contract-title">
        Operations <span className="muted">({operations.length})</span>
      </h2>
      {operations.length === 0 ? (
        <p className="muted small">Point 7 has no calls yet.</p>
      ) : (
        <ul className="contract-ops">
          {operations.map((op) => (
            <li key={`${op.method} ${op.path}`}>
              <button
                type="button"
                className="contract-op"
                disabled={op.line === null}
                onClick={() => op.line !== null && onJumpLine(op.line)}
                title={op.line !== null ? `Go to line ${op.line} of the spec` : undefined}
              >
                <span className={`method m-${op.method.toLowerCase()}`}>{op.method}</span>
                <span className="contract-path">{op.path}</span>
                <span className="muted contract-id">{op.operationId}</span>
                {op.line !== null ? <span className="contract-line">line {op.line}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2 className="contract-title">Document</h2>
      <pre className="contract-doc" aria-label="OpenAPI document">
        {document}
      </pre>
    </div>
  );
}
