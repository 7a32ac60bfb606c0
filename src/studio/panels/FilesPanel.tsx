import { useEffect, useRef, useState } from 'react';
import type { SpecAnalysis } from '../../core/index';
import type { CoreRuntime } from '../state/core-loader';
import type { OpenDoc, StudioSession } from '../state/studio-session';
import {
  backUpAll,
  exportContractAs,
  importOpenApiFile,
  importOpenApiText,
  openSpecFile,
  restoreBackupFile,
  saveSpecAs,
  type FilesContext,
} from './files-actions';
import { HistoryCard } from './HistoryCard';
import { OpenApiImportCard } from './OpenApiImportCard';

/** Props of FilesPanel. */
export interface FilesPanelProps {
  readonly core: CoreRuntime;
  readonly session: StudioSession;
  readonly doc: OpenDoc;
  readonly analysis: SpecAnalysis;
  readonly onShare: () => void;
}

/** The Files panel: save as .md/.yaml/.json, open a file, the version history, backup and restore, share. */
export function FilesPanel({ core, session, doc, analysis, onShare }: FilesPanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  // A notice belongs to the spec it was about: another spec opened, it goes (unless it is about that spec).
  const keepForNextDoc = useRef(false);
  useEffect(() => {
    if (keepForNextDoc.current) keepForNextDoc.current = false;
    else setMessage(null);
  }, [doc.id]);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message !== null) messageRef.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  const ctx: FilesContext = {
    core,
    session,
    doc,
    analysis,
    say: setMessage,
    keepMessageForNextDoc: () => {
      keepForNextDoc.current = true;
    },
  };

  return (
    <div className="files">
      {message ? (
        <p className="files-message" role="status" ref={messageRef}>
          {message}
        </p>
      ) : null}
      <section className="card">
        <h2>Save as a file</h2>
        <p className="muted small">The spec in one of its three forms; they hold the same model.</p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void saveSpecAs(ctx, '.md')}>
            Markdown (.md)
          </button>
          <button type="button" className="btn" onClick={() => void saveSpecAs(ctx, '.yaml')}>
            YAML (.yaml)
          </button>
          <button type="button" className="btn" onClick={() => void saveSpecAs(ctx, '.json')}>
            JSON (.json)
          </button>
        </div>
      </section>
      <section className="card">
        <h2>Export the contract</h2>
        <p className="muted small">What a backend must serve: the calls, entities, rules and errors. See the Contract tab.</p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void exportContractAs(ctx, 'openapi')}>
            OpenAPI 3.1 (.yaml)
          </button>
          <button type="button" className="btn" onClick={() => void exportContractAs(ctx, 'openapi-json')}>
            OpenAPI 3.1 (.json)
          </button>
          <button type="button" className="btn" onClick={() => void exportContractAs(ctx, 'jsonschema')}>
            JSON Schema
          </button>
          <button type="button" className="btn" onClick={() => void exportContractAs(ctx, 'typescript')}>
            TypeScript
          </button>
        </div>
      </section>
      <OpenApiImportCard
        onImportFile={() => void importOpenApiFile(ctx)}
        onImportText={(text) => importOpenApiText(ctx, 'the pasted document', text, true)}
      />
      <section className="card">
        <h2>Open a file</h2>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void openSpecFile(ctx)}>
            Open .md, .yaml or .json…
          </button>
          <button type="button" className="btn" onClick={onShare}>
            Copy share link
          </button>
        </div>
      </section>
      <section className="card">
        <h2>Backup</h2>
        <p className="muted small">Every spec of this browser and its preview data, in one JSON file.</p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void backUpAll(ctx)}>
            Back up all specs
          </button>
          <button type="button" className="btn" onClick={() => void restoreBackupFile(ctx)}>
            Restore a backup…
          </button>
        </div>
      </section>
      <HistoryCard session={session} doc={doc} />
    </div>
  );
}
