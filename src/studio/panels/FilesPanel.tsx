import { useEffect, useRef, useState } from 'react';
import type { SpecAnalysis } from '../../core/index';
import type { CoreRuntime } from '../ui/use-core';
import { fileNameFor, openTextFile, saveTextFile } from '../state/file-io';
import type { SpecVersion } from '../state/spec-db';
import type { OpenDoc, StudioSession } from '../state/studio-session';

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
  const [versions, setVersions] = useState<SpecVersion[]>([]);
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
  useEffect(() => {
    let live = true;
    void session.history().then((v) => live && setVersions(v));
    return () => {
      live = false;
    };
  }, [session, doc.id, doc.baseVersion]);

  const saveAs = async (ext: '.md' | '.yaml' | '.json') => {
    const spec = analysis.spec;
    const text =
      ext === '.md'
        ? spec.format === 'markdown'
          ? doc.text
          : core.printMarkdown(spec)
        : ext === '.yaml'
          ? core.printYaml(spec)
          : core.printJson(spec);
    const mime = ext === '.md' ? 'text/markdown' : ext === '.yaml' ? 'application/yaml' : 'application/json';
    if (await saveTextFile(fileNameFor(doc.name, ext), text, mime)) setMessage(`Saved ${fileNameFor(doc.name, ext)}.`);
  };
  const open = async () => {
    const file = await openTextFile();
    if (!file) return;
    // Named after the spec's own title (any of its forms), else after the file.
    const title = core.analyzeText(file.text).report.title?.trim();
    await session.create(title || file.name.replace(/\.(md|markdown|ya?ml|json)$/i, ''), file.text);
    setMessage(`Opened ${file.name} as a new spec.`);
  };
  const exportAs = async (to: 'openapi' | 'openapi-json' | 'jsonschema' | 'typescript') => {
    const { exportContract } = await import('../contract');
    const { text } = exportContract(doc.text, to === 'openapi-json' ? 'openapi' : to, to === 'openapi-json');
    const [ext, mime] =
      to === 'openapi'
        ? ['.openapi.yaml', 'application/yaml']
        : to === 'openapi-json'
          ? ['.openapi.json', 'application/json']
          : to === 'jsonschema'
            ? ['.schema.json', 'application/json']
            : ['.ts', 'text/plain'];
    const name = fileNameFor(doc.name, ext);
    if (await saveTextFile(name, text, mime)) setMessage(`Saved ${name}.`);
  };
  const importText = async (name: string, text: string, pasted = false) => {
    const { importOpenApi } = await import('../contract');
    const result = importOpenApi(text);
    if (!result.ok) {
      setMessage(`Cannot import ${name}: ${result.message}`);
      return false;
    }
    const title = /^# Specification: (.+)$/m.exec(result.spec)?.[1]?.trim();
    keepForNextDoc.current = true;
    await session.create(
      pasted ? (title ?? 'Imported API') : name.replace(/\.(openapi\.)?(ya?ml|json)$/i, '') || 'Imported API',
      result.spec,
    );
    const n = result.notCarried.length;
    setMessage(
      `Imported ${pasted ? 'the pasted document' : name} (${result.source}) as a new spec${n > 0 ? `; ${n} part${n === 1 ? ' is' : 's are'} not carried, listed at its end` : ''}.`,
    );
    return true;
  };
  const importFile = async () => {
    const file = await openTextFile('.yaml,.yml,.json');
    if (file) await importText(file.name, file.text);
  };
  const [pasted, setPasted] = useState('');
  const backup = async () => {
    const { createBackup } = await import('../state/backup');
    const b = await createBackup(await session.db.list());
    const stamp = new Date().toISOString().slice(0, 10);
    if (await saveTextFile(`specfront-backup-${stamp}.json`, JSON.stringify(b, null, 1), 'application/json'))
      setMessage(`Backed up ${b.specs.length} specs.`);
  };
  const restore = async () => {
    const file = await openTextFile('.json');
    if (!file) return;
    try {
      const { readBackup, restoreBackupData } = await import('../state/backup');
      const b = readBackup(file.text);
      await session.putAll(b.specs);
      const n = await restoreBackupData(b);
      setMessage(`Restored ${b.specs.length} specs and ${n} preview records.`);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
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
          <button type="button" className="btn" onClick={() => void saveAs('.md')}>
            Markdown (.md)
          </button>
          <button type="button" className="btn" onClick={() => void saveAs('.yaml')}>
            YAML (.yaml)
          </button>
          <button type="button" className="btn" onClick={() => void saveAs('.json')}>
            JSON (.json)
          </button>
        </div>
      </section>
      <section className="card">
        <h2>Export the contract</h2>
        <p className="muted small">What a backend must serve: the calls, entities, rules and errors. See the Contract tab.</p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void exportAs('openapi')}>
            OpenAPI 3.1 (.yaml)
          </button>
          <button type="button" className="btn" onClick={() => void exportAs('openapi-json')}>
            OpenAPI 3.1 (.json)
          </button>
          <button type="button" className="btn" onClick={() => void exportAs('jsonschema')}>
            JSON Schema
          </button>
          <button type="button" className="btn" onClick={() => void exportAs('typescript')}>
            TypeScript
          </button>
        </div>
      </section>
      <section className="card contract-import">
        <h2>Import OpenAPI</h2>
        <p className="muted small">
          An OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one (YAML or JSON), becomes a new spec: its calls, entities, rules and errors.
        </p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void importFile()}>
            Import a file…
          </button>
        </div>
        <label className="muted small" htmlFor="openapi-paste">
          Or paste a document
        </label>
        <textarea
          id="openapi-paste"
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder="openapi: 3.1.0"
          spellCheck={false}
        />
        <div className="button-row">
          <button
            type="button"
            className="btn"
            disabled={pasted.trim() === ''}
            onClick={() => void importText('the pasted document', pasted, true).then((ok) => ok && setPasted(''))}
          >
            Import the pasted document
          </button>
        </div>
      </section>
      <section className="card">
        <h2>Open a file</h2>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void open()}>
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
          <button type="button" className="btn" onClick={() => void backup()}>
            Back up all specs
          </button>
          <button type="button" className="btn" onClick={() => void restore()}>
            Restore a backup…
          </button>
        </div>
      </section>
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
    </div>
  );
}
