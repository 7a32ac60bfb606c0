import type { SpecCounts } from '../../core/index';

/** What the spec declares, as a compact grid of numbers. */
export function CountsTable({ counts }: { counts: SpecCounts }) {
  return (
    <dl className="counts" aria-label="What the spec declares">
      {Object.entries(counts).map(([name, value]) => (
        <div key={name} className="count">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
