import type { ExampleSpec } from '../examples';

/** The list of example specs; the selected one is marked with aria-current. */
export function ExampleList(props: {
  examples: readonly ExampleSpec[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <nav className="panel examples" aria-label="Example specs">
      <div className="panel-head">
        <h2>Examples</h2>
      </div>
      {props.examples.length === 0 ? (
        <p className="empty">No example specs were found in examples/.</p>
      ) : (
        <ul>
          {props.examples.map((example, i) => (
            <li key={example.file}>
              <button
                type="button"
                className="example"
                aria-current={i === props.selected ? 'true' : undefined}
                onClick={() => props.onSelect(i)}
              >
                {example.file}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
