import { useId, useMemo, useState, type FormEvent } from 'react';
import './settings-panel.css';
import { normaliseSettings, settingsProblems, type AllowedServers, type HeaderSetting, type RuntimeSettings } from './runtime-settings';
import { allowedServers } from './allowed-servers';

/** The preview's data tools; absent while the app talks to a real server (its data is the server's). */
export interface DataTools {
  /** Fills the store with sample records; resolves to how many were written. */
  readonly fillSample: () => Promise<number>;
  /** Empties the store. */
  readonly reset: () => Promise<void>;
}

/** Props of SettingsPanel. */
export interface SettingsPanelProps {
  /** The settings in use. */
  readonly settings: RuntimeSettings;
  /** Called with checked, normalised settings when the user saves (the host applies them, e.g. by reloading). */
  readonly onSave: (next: RuntimeSettings) => void;
  /** The "Sample data" and "Reset data" tools, or null to hide them. */
  readonly dataTools: DataTools | null;
  /** A path of one of this app's calls (`/api/books`), to show how addresses are made; none: said generically. */
  readonly examplePath?: string | null;
}

type Status = { readonly kind: 'idle' } | { readonly kind: 'busy' } | { readonly kind: 'done' | 'failed'; readonly text: string };

/**
 * The running app's settings: where calls go (the in-browser backend, or a real server with a base
 * URL and request headers such as an Authorization token), and, clearly apart, the preview's data
 * tools ("Sample data", "Reset data") that write the store directly and are never calls of the app.
 */
export function SettingsPanel({ settings, onSave, dataTools, examplePath = null }: SettingsPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<RuntimeSettings>(settings);
  const [submitted, setSubmitted] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const allowed = useMemo((): AllowedServers | null => {
    const sources = allowedServers();
    return sources && typeof location !== 'undefined' ? { sources, pageOrigin: location.origin } : null;
  }, []);
  const problems = submitted ? settingsProblems(draft, allowed) : [];
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message ?? null;

  const setHeader = (index: number, change: Partial<HeaderSetting>) =>
    setDraft((d) => ({ ...d, headers: d.headers.map((h, i) => (i === index ? { ...h, ...change } : h)) }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (settingsProblems(draft, allowed).length === 0) onSave(normaliseSettings(draft));
  };

  const run = async (work: () => Promise<string>) => {
    setStatus({ kind: 'busy' });
    try {
      setStatus({ kind: 'done', text: await work() });
    } catch (error) {
      setStatus({ kind: 'failed', text: `That did not work: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  const baseUrlProblem = problemOf('baseUrl');
  return (
    <div className="sf-settings">
      <form className="sf-settings-form" onSubmit={save} noValidate>
        <fieldset className="sf-fieldset">
          <legend>Where the calls go</legend>
          <label className="rt-check-row">
            <input
              type="radio"
              name={`${id}-backend`}
              checked={draft.backend === 'local'}
              onChange={() => setDraft((d) => ({ ...d, backend: 'local' }))}
            />
            In this browser: the built-in backend, data kept in this browser
          </label>
          <label className="rt-check-row">
            <input
              type="radio"
              name={`${id}-backend`}
              checked={draft.backend === 'server'}
              onChange={() => setDraft((d) => ({ ...d, backend: 'server' }))}
            />
            A real server
          </label>
        </fieldset>
        <div className="rt-field">
          <label htmlFor={`${id}-url`}>Server address</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="http://127.0.0.1:3000"
            value={draft.baseUrl}
            aria-invalid={baseUrlProblem !== null}
            aria-describedby={baseUrlProblem ? `${id}-url-problem` : `${id}-url-hint`}
            onChange={(e) => setDraft((d) => ({ ...d, baseUrl: e.target.value }))}
          />
          {baseUrlProblem ? (
            <p className="rt-error" id={`${id}-url-problem`}>
              {baseUrlProblem}
            </p>
          ) : (
            <p className="rt-hint" id={`${id}-url-hint`}>
              {examplePath
                ? `The calls’ paths are added to it: ${examplePath} goes to this address + ${examplePath}.`
                : 'The calls’ paths are added to it.'}
            </p>
          )}
        </div>
        <fieldset className="sf-fieldset">
          <legend>Headers sent to the server</legend>
          {draft.headers.length === 0 && <p className="rt-hint">None. Add one for an Authorization token, say.</p>}
          {draft.headers.map((header, index) => {
            const problem = problemOf(`header-${index}`);
            return (
              <div className="sf-header-row" key={index}>
                <div className="rt-field rt-field-compact">
                  <label htmlFor={`${id}-h${index}-name`}>Header {index + 1} name</label>
                  <input
                    id={`${id}-h${index}-name`}
                    value={header.name}
                    aria-invalid={problem !== null}
                    placeholder="Authorization"
                    onChange={(e) => setHeader(index, { name: e.target.value })}
                  />
                </div>
                <div className="rt-field rt-field-compact">
                  <label htmlFor={`${id}-h${index}-value`}>Header {index + 1} value</label>
                  <input
                    id={`${id}-h${index}-value`}
                    value={header.value}
                    placeholder="Bearer …"
                    onChange={(e) => setHeader(index, { value: e.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className="rt-btn rt-btn-small"
                  onClick={() => setDraft((d) => ({ ...d, headers: d.headers.filter((_, i) => i !== index) }))}
                >
                  Remove<span className="rt-visually-hidden"> header {index + 1}</span>
                </button>
                {problem && <p className="rt-error sf-header-problem">{problem}</p>}
              </div>
            );
          })}
          <div>
            <button
              type="button"
              className="rt-btn rt-btn-small"
              onClick={() => setDraft((d) => ({ ...d, headers: [...d.headers, { name: '', value: '' }] }))}
            >
              Add a header
            </button>
          </div>
          <label className="sf-remember">
            <input
              type="checkbox"
              checked={draft.rememberHeaders === true}
              onChange={(e) => setDraft((d) => ({ ...d, rememberHeaders: e.target.checked }))}
            />{' '}
            Remember on this device
          </label>
          <p className="rt-hint">
            {draft.rememberHeaders === true
              ? 'Header values (a token, say) are kept in this browser until you change them.'
              : 'Header values (a token, say) are kept for this tab only, and forgotten when it closes.'}
          </p>
        </fieldset>
        <div className="rt-form-actions">
          <button type="submit" className="rt-btn rt-btn-primary">
            Save settings
          </button>
          <p className="rt-hint">Saving reloads the app with the new settings.</p>
        </div>
      </form>

      {dataTools && (
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
              <button
                type="button"
                className="rt-btn rt-btn-danger"
                disabled={status.kind === 'busy'}
                onClick={() => setConfirmReset(true)}
              >
                Reset data
              </button>
            )}
          </div>
          <p role="status" className={status.kind === 'failed' ? 'rt-error' : 'rt-hint'}>
            {status.kind === 'busy' ? 'Working…' : status.kind === 'idle' ? '' : status.text}
          </p>
        </section>
      )}
    </div>
  );
}
