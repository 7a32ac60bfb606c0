import { hasNextPage, rangeText, type ListState } from '../../../core/index';

const PAGE_SIZES = [25, 50, 100, 250];

/**
 * The foot of a list: for a paged call, the range shown, "Rows per page" and Previous/Next (not on an
 * empty first page); for a call that returns everything, how many records there are (none when empty).
 */
export function ListPager({
  state,
  shown,
  total,
  paged,
  loading,
  noun,
  plural,
  onChange,
}: {
  readonly state: ListState;
  /** How many rows the page shows. */
  readonly shown: number;
  /** The total the answer gave, or null. */
  readonly total: number | null;
  readonly paged: boolean;
  readonly loading: boolean;
  /** One record, in words ("owner"), and several ("owners"). */
  readonly noun: string;
  readonly plural: string;
  onChange(update: (state: ListState) => ListState): void;
}) {
  if (paged && (shown > 0 || state.page > 0)) {
    return (
      <div className="rt-pager">
        <span className="rt-pager-range" aria-live="polite">
          {rangeText(state, shown, total)}
        </span>
        <label className="rt-pager-size">
          Rows per page
          <select value={state.pageSize} onChange={(e) => onChange((s) => ({ ...s, pageSize: Number(e.target.value), page: 0 }))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="rt-btn rt-btn-small"
          disabled={state.page === 0 || loading}
          onClick={() => onChange((s) => ({ ...s, page: s.page - 1 }))}
        >
          Previous
        </button>
        <button
          type="button"
          className="rt-btn rt-btn-small"
          disabled={!hasNextPage(state, shown, total) || loading}
          onClick={() => onChange((s) => ({ ...s, page: s.page + 1 }))}
        >
          Next
        </button>
      </div>
    );
  }
  if (!paged && shown > 0) {
    return (
      <div className="rt-pager">
        <span className="rt-pager-range">
          {shown.toLocaleString('en')} {shown === 1 ? noun : plural}
        </span>
      </div>
    );
  }
  return null;
}
