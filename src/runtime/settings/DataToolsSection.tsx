import { useState } from 'react';

/** The preview's data tools; absent while the app talks to a real server (its data is the server's). */
export interface DataTools {
  /** Fills the store with sample records; resolves to how many were written. */
  readonly fillSample: () => Promise<number>;
  /** Empties the store. */
  readonly reset: () => Promise<void>;
}

type Status = { readonly kind: 'idle' } | { readonly kind: 'busy' } | { readonly kind: 'done' | 'failed'; readonly text: string };

/**
 * The settings' "Test data": the preview's tools "Sample data" and "Reset data" (asked to confirm), which
 * write the store directly and are never calls of the app, and a status line saying what they did.
 */
export function DataToolsSection({ id, dataTools }: { readonly id: string; readonly dataTools: DataTools }) {
  const [confirmReset, setConfirmReset] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const run = async (work: () => Promise<string>) => {
    setStatus({ kind: 'busy' });
    try {
      setStatus({ kind: 'done', text: await work() });
    } catch (error) {
      setStatus({ kind: 'failed', text: `That did not work: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  return (
    <section className="sf-data-tools" aria-labelledby={`${id}-data`}>
      <h3 id={`${id}-data`}>Test data</h3>
      <p className="rt-hint">Tools of this preview, not calls of the app: they write the browser’s store directly.</p>
      <div className="sf-actions">
        <button
          type="button"
          className="rt-btn"
          disabled={status.kind === 'busy'}
          onClick={() => void run(async () => `Added ${await dataTools.fillSample()} sample records.`)}
        >
          Sample data
        </button>
        {confirmReset ? (
          <span className="rt-confirm" role="group" aria-label="Confirm reset">
            Delete every record?
            <button
              type="button"
              className="rt-btn rt-btn-danger"
              onClick={() => {
                setConfirmReset(false);
                void run(async () => {
                  await dataTools.reset();
                  return 'All records deleted.';
                });
              }}
            >
              Yes, delete all records
            </button>
            <button type="button" className="rt-btn" onClick={() => setConfirmReset(false)}>
              Keep them
            </button>
          </span>
        ) : (
          <button type="button" className="rt-btn rt-btn-danger" disabled={status.kind === 'busy'} onClick={() => setConfirmReset(true)}>
            Reset data
          </button>
        )}
      </div>
      <p role="status" className={status.kind === 'failed' ? 'rt-error' : 'rt-hint'}>
        {status.kind === 'busy' ? 'Working…' : status.kind === 'idle' ? '' : status.text}
      </p>
    </section>
  );
}
