/**
 * What an empty list shows: "No owners yet" with the create link, or, when filters or a search hide
 * every record, "No owners match these filters" with a button that clears them.
 */
export function ListEmpty({
  plural,
  filtering,
  onClear,
  create,
}: {
  readonly plural: string;
  readonly filtering: boolean;
  onClear(): void;
  /** The create form's link and its name, or null when the user may not add one. */
  readonly create: { readonly href: string; readonly label: string } | null;
}) {
  return (
    <div className="rt-empty">
      <div className="rt-empty-icon" aria-hidden="true" />
      <p className="rt-empty-title">{filtering ? `No ${plural} match these filters` : `No ${plural} yet`}</p>
      {filtering ? (
        <button type="button" className="rt-btn" onClick={onClear}>
          Clear filters
        </button>
      ) : create ? (
        <a className="rt-btn rt-btn-primary" href={create.href}>
          {create.label}
        </a>
      ) : null}
    </div>
  );
}
