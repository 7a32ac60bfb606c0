import { useState } from 'react';

/** The Files panel's "Import OpenAPI": a file, or a pasted document (cleared once imported). */
export function OpenApiImportCard({
  onImportFile,
  onImportText,
}: {
  onImportFile: () => void;
  /** Imports the pasted text; resolves to whether it was imported. */
  onImportText: (text: string) => Promise<boolean>;
}) {
  const [pasted, setPasted] = useState('');
  return (
    <section className="card contract-import">
      <h2>Import OpenAPI</h2>
      <p className="muted small">
        An OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one (YAML or JSON), becomes a new spec: its calls, entities, rules and errors.
      </p>
      <div className="button-row">
        <button type="button" className="btn" onClick={onImportFile}>
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
          onClick={() => void onImportText(pasted).then((ok) => ok && setPasted(''))}
        >
          Import the pasted document
        </button>
      </div>
    </section>
  );
}
