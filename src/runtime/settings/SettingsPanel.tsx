import { useId, useMemo, useState, type FormEvent } from 'react';
import './settings-panel.css';
import { normaliseSettings, settingsProblems, type AllowedServers, type RuntimeSettings } from './runtime-settings';
import { allowedServers } from './allowed-servers';
import { DataToolsSection, type DataTools } from './DataToolsSection';
import { HeaderFields } from './HeaderFields';

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

/**
 * The running app's settings: where calls go (the in-browser backend, or a real server with a base
 * URL and request headers such as an Authorization token), and, clearly apart, the preview's data
 * tools ("Sample data", "Reset data") that write the store directly and are never calls of the app.
 */
export function SettingsPanel({ settings, onSave, dataTools, examplePath = null }: SettingsPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<RuntimeSettings>(settings);
  const [submitted, setSubmitted] = useState(false);
  const allowed = useMemo((): AllowedServers | null => {
    const sources = allowedServers();
    return sources && typeof location !== 'undefined' ? { sources, pageOrigin: location.origin } : null;
  }, []);
  const problems = submitted ? settingsProblems(draft, allowed) : [];
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message ?? null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (settingsProblems(draft, allowed).length === 0) onSave(normaliseSettings(draft));
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
        <HeaderFields
          id={id}
          headers={draft.headers}
          remember={draft.rememberHeaders === true}
          problemOf={problemOf}
          onChange={(change) => setDraft((d) => ({ ...d, headers: change(d.headers) }))}
          onRemember={(remember) => setDraft((d) => ({ ...d, rememberHeaders: remember }))}
        />
        <div className="rt-form-actions">
          <button type="submit" className="rt-btn rt-btn-primary">
            Save settings
          </button>
          <p className="rt-hint">Saving reloads the app with the new settings.</p>
        </div>
      </form>

      {dataTools && <DataToolsSection id={id} dataTools={dataTools} />}
    </div>
  );
}
