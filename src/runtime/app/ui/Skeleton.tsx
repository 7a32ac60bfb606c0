/** A loading placeholder: a few grey bars, announced as "Loading…". */
export function Skeleton({ rows = 5, label = 'Loading…' }: { readonly rows?: number; readonly label?: string }) {
  return (
    <div className="rt-skeleton" role="status" aria-live="polite">
      <span className="rt-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rt-skeleton-bar" style={{ width: `${92 - ((i * 17) % 35)}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
