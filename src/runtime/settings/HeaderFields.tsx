import type { HeaderSetting } from './runtime-settings';

/**
 * The settings' "Headers sent to the server": a name and value per header (an Authorization token, say),
 * Remove and "Add a header", and whether their values are remembered on this device or for this tab only.
 */
export function HeaderFields({
  id,
  headers,
  remember,
  problemOf,
  onChange,
  onRemember,
}: {
  /** The start of the inputs' ids (useId of the panel). */
  readonly id: string;
  readonly headers: readonly HeaderSetting[];
  readonly remember: boolean;
  /** The problem with a field (`header-0`…), or null. */
  problemOf(field: string): string | null;
  onChange(headers: (headers: readonly HeaderSetting[]) => readonly HeaderSetting[]): void;
  onRemember(remember: boolean): void;
}) {
  const setHeader = (index: number, change: Partial<HeaderSetting>) =>
    onChange((hs) => hs.map((h, i) => (i === index ? { ...h, ...change } : h)));
  return (
    <fieldset className="sf-fieldset">
      <legend>Headers sent to the server</legend>
      {headers.length === 0 && <p className="rt-hint">None. Add one for an Authorization token, say.</p>}
      {headers.map((header, index) => {
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
            <button type="button" className="rt-btn rt-btn-small" onClick={() => onChange((hs) => hs.filter((_, i) => i !== index))}>
              Remove<span className="rt-visually-hidden"> header {index + 1}</span>
            </button>
            {problem && <p className="rt-error sf-header-problem">{problem}</p>}
          </div>
        );
      })}
      <div>
        <button type="button" className="rt-btn rt-btn-small" onClick={() => onChange((hs) => [...hs, { name: '', value: '' }])}>
          Add a header
        </button>
      </div>
      <label className="sf-remember">
        <input type="checkbox" checked={remember} onChange={(e) => onRemember(e.target.checked)} /> Remember on this device
      </label>
      <p className="rt-hint">
        {remember
          ? 'Header values (a token, say) are kept in this browser until you change them.'
          : 'Header values (a token, say) are kept for this tab only, and forgotten when it closes.'}
      </p>
    </fieldset>
  );
}
