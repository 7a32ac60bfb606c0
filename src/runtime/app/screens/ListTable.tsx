import { memo, useMemo, useRef, type MouseEvent } from 'react';
import { displayText } from '../../../core/index';
import type { AppEntity, AppField, AppScreen, NameTable } from '../../../core/index';
import { idOf, recordHref, specLine, valueOf } from '../screen-lookups';
import { navigate } from '../use-hash-location';
import { FieldValue } from './FieldValue';
import { StateBadge } from '../ui/StateBadge';
import { useFixedWindow } from './fixed-window';

/** Fixed row height in pixels (keep in step with .rt-row in the stylesheet). */
export const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;

/** Props of ListTable. */
export interface ListTableProps {
  readonly label: string;
  readonly entity: AppEntity;
  readonly columns: readonly AppField[];
  /** The column whose value links to the record's detail screen. */
  readonly link: string;
  readonly rows: readonly Record<string, unknown>[];
  /** The detail screen rows link to, or null. */
  readonly detail: AppScreen | null;
  /** Sortable column names, with the current sort; null when nothing sorts. */
  readonly sort: {
    readonly fields: ReadonlySet<string>;
    readonly field: string | null;
    readonly order: 'asc' | 'desc';
    readonly onSort: (field: string) => void;
  } | null;
  /** Referenced records' names by entity then id (references show a name instead of the id when known). */
  readonly names?: ReadonlyMap<string, NameTable>;
  /** The rules of the current spec a row breaks, as text, or null (such rows are flagged). */
  readonly flag?: (row: Readonly<Record<string, unknown>>) => string | null;
}

const NO_NAMES: ReadonlyMap<string, NameTable> = new Map();

/**
 * The rows of a list as an ARIA table whose body is virtualised: only the rows in view (plus a few)
 * are in the DOM, at a fixed height, so 100,000 rows scroll smoothly. The header stays in view.
 */
export function ListTable({ label, entity, columns, link, rows, detail, sort, names = NO_NAMES, flag }: ListTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columns.map(columnWidth), [columns]);
  const template = useMemo(() => widths.map((w) => `minmax(${w}rem, ${w / 9}fr)`).join(' '), [widths]);
  const minWidth = `${widths.reduce((a, b) => a + b, 0)}rem`;
  const height = Math.min(rows.length * ROW_HEIGHT + HEADER_HEIGHT + 2, 640);
  const { first, last } = useFixedWindow(scrollRef, rows.length, ROW_HEIGHT, HEADER_HEIGHT, 12, height);
  const drawn: number[] = [];
  for (let i = first; i <= last; i++) drawn.push(i);
  return (
    <div ref={scrollRef} className="rt-table-scroll" style={{ height }} tabIndex={0} role="region" aria-label={`${label} rows`}>
      <div role="table" className="rt-table" aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth }}>
        <div role="rowgroup" className="rt-thead">
          <div role="row" className="rt-row rt-head-row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
            {columns.map((c) => {
              const sortable = sort?.fields.has(c.name) ?? false;
              const active = sort?.field === c.name;
              const ariaSort = active ? (sort?.order === 'desc' ? 'descending' : 'ascending') : sortable ? 'none' : undefined;
              return (
                <div role="columnheader" key={c.name} className="rt-cell rt-head-cell" aria-sort={ariaSort} {...specLine(c.source)}>
                  {sortable && sort ? (
                    <button type="button" className="rt-sort-btn" onClick={() => sort.onSort(c.name)}>
                      {c.label}
                      <span className={`rt-sort-icon${active ? ' rt-sort-active' : ''}`} aria-hidden="true">
                        {active ? (sort.order === 'desc' ? '↓' : '↑') : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.label
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="rt-tbody" style={{ height: rows.length * ROW_HEIGHT }}>
          {drawn.map((index) => (
            <ListRow
              key={index}
              index={index}
              start={index * ROW_HEIGHT}
              row={rows[index] as Record<string, unknown>}
              entity={entity}
              columns={columns}
              link={link}
              detail={detail}
              template={template}
              names={names}
              flag={flag ? flag(rows[index] as Record<string, unknown>) : null}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A column's least width in rem, by what its values look like. */
function columnWidth(c: AppField): number {
  if (c.isId) return 10;
  if (c.type.kind !== 'scalar') return 9;
  switch (c.type.name) {
    case 'datetime':
      return 12;
    case 'integer':
    case 'number':
    case 'boolean':
    case 'time':
      return 6.5;
    case 'date':
      return 8;
    case 'email':
    case 'url':
      return 11;
    default:
      return 9;
  }
}

interface ListRowProps {
  readonly index: number;
  readonly start: number;
  readonly row: Record<string, unknown>;
  readonly entity: AppEntity;
  readonly columns: readonly AppField[];
  readonly link: string;
  readonly detail: AppScreen | null;
  readonly template: string;
  readonly names: ReadonlyMap<string, NameTable>;
  /** The rules this row breaks, as text, or null. */
  readonly flag: string | null;
}

/** One row; memoised so rows that stay in view are not rendered again while scrolling. */
const ListRow = memo(function ListRow({ index, start, row, entity, columns, link, detail, template, names, flag }: ListRowProps) {
  const id = idOf(entity, row);
  const href = detail ? recordHref(detail, id) : null;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`rt-row${href ? ' rt-row-link' : ''}`}
      style={{ gridTemplateColumns: template, transform: `translateY(${start}px)` }}
      onClick={(e) => onRowClick(e, href)}
    >
      {columns.map((c, i) => {
        const value = valueOf(row, c.name);
        const name =
          c.type.kind === 'ref' && (typeof value === 'string' || typeof value === 'number')
            ? (names.get(c.type.entity)?.get(String(value)) ?? null)
            : null;
        return (
          <div
            role="cell"
            key={c.name}
            className="rt-cell"
            title={c.isState ? undefined : (name ?? displayText(c.type, value))}
            {...specLine(c.source)}
          >
            {i === 0 && flag !== null ? (
              <span
                className="rt-row-flag"
                role="img"
                aria-label={`Breaks a rule of the spec: ${flag}`}
                title={`Breaks a rule of the spec: ${flag}`}
              >
                ⚠
              </span>
            ) : null}
            {c.name === link && href ? (
              <a href={href} className={c.isId ? 'rt-id-link' : undefined}>
                {c.isId ? id : displayText(c.type, value)}
              </a>
            ) : c.isState && typeof value === 'string' ? (
              <StateBadge state={value} states={entity.machine?.states ?? []} />
            ) : (
              <FieldValue
                type={c.type}
                value={value}
                label={name}
                names={c.type.kind === 'list' && c.type.of.kind === 'ref' ? (names.get(c.type.of.entity) ?? null) : null}
              />
            )}
          </div>
        );
      })}
    </div>
  );
});

function onRowClick(e: MouseEvent<HTMLDivElement>, href: string | null): void {
  if (!href || (e.target as HTMLElement).closest('a, button')) return;
  navigate(href);
}
