import type { PositionedDiagnostic } from '../../core/index';

/** Every diagnostic with its place; choosing one selects its span in the text. */
export function DiagnosticList(props: {
  file: string;
  diagnostics: readonly PositionedDiagnostic[];
  onSelect: (d: PositionedDiagnostic) => void;
}) {
  if (props.diagnostics.length === 0) {
    return <p className="empty" data-testid="no-diagnostics">No diagnostics: nothing to fix here.</p>;
  }
  return (
    <ul className="diagnostics" aria-label="Diagnostics">
      {props.diagnostics.map((d, i) => (
        <li key={`${d.from}-${d.code}-${i}`}>
          <button type="button" className={`diagnostic ${d.severity}`} onClick={() => props.onSelect(d)}>
            <span className="where">
              {props.file}:{d.line}:{d.column}
            </span>
            <span className={`sev ${d.severity}`}>{d.severity}</span>
            <code className="code">{d.code}</code>
            <span className="message">{d.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
