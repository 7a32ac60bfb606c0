import { useEffect, useState } from 'react';
import type { SpecVersion } from '../state/spec-db';
import type { OpenDoc, StudioSession } from '../state/studio-session';

/** The Files panel's history: the versions kept of the open spec (newest first), each restorable, and "Save a version now". */
export function HistoryCard({ session, doc }: { session: StudioSession; doc: OpenDoc }) {
  const [versions, setVersions] = useState<SpecVersion[]>([]);
  useEffect(() => {
    let live = true;
    void session.history().then((v) => live && setVersions(v));
    return () => {
      live = false;
    };
  }, [session, doc.id, doc.baseVersion]);
  return (
    <section className="card">
      <div className="card-head">
        <h2>History</h2>
        <button
          type="button"
          className="btn ghost small"
          disabled={doc.readOnly}
          onClick={() => void session.saveNow(true).then(() => session.history().then(setVersions))}
        >
          Save a version now
        </button>
      </div>
      {versions.length === 0 ? (
        <p className="muted small">{doc.readOnly ? 'A shared spec has no history until you keep a copy.' : 'No versions yet.'}</p>
      ) : (
        <ol className="history">
          {versions.map((v, i) => {
            // Snapshots are numbered in the order they were kept (newest first here), not by the save counter.
            const n = versions.length - i;
            const current = v.text === doc.text;
            return (
              <li key={v.key ?? v.savedAt}>
                <span>
                  <strong>Version {n}</strong>{' '}
                  <span className="muted">
                    {new Date(v.savedAt).toLocaleString()} · {v.text.length.toLocaleString('en')} chars
                  </span>
                </span>
                <button type="button" className="btn ghost small" disabled={doc.readOnly || current} onClick={() => session.restore(v)}>
                  {current ? 'Current' : `Restore version ${n}`}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
