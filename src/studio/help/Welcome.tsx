/** The first-open welcome: what the panes are and three ways to start. Loaded on demand, once per browser. */
export default function Welcome({
  onBlank,
  onDraft,
  onFile,
  onHelp,
  onClose,
}: {
  onBlank: () => void;
  onDraft: (() => void) | null;
  onFile: () => void;
  onHelp: () => void;
  onClose: () => void;
}) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-text">
        <h2 id="welcome-title">Welcome to specfront</h2>
        <p>
          This is an example spec. Write on the left, in nine points; on the right, <strong>Preview</strong> runs the app it describes,{' '}
          <strong>Gaps</strong> lists what is missing or inconsistent, with the line, and <strong>Options</strong> suggests a first version
          of missing points from a draft. Everything stays in this browser.
        </p>
      </div>
      <div className="welcome-actions" role="group" aria-label="Start">
        <button type="button" className="btn primary" onClick={onBlank}>
          Start blank
        </button>
        {onDraft ? (
          <button type="button" className="btn" onClick={onDraft}>
            Start from a draft
          </button>
        ) : null}
        <button type="button" className="btn" onClick={onFile}>
          Open a file…
        </button>
        <button type="button" className="btn ghost" onClick={onHelp}>
          Read the format
        </button>
      </div>
      <button type="button" className="icon-btn welcome-close" aria-label="Close the welcome" title="Close" onClick={onClose}>
        ✕
      </button>
    </section>
  );
}
