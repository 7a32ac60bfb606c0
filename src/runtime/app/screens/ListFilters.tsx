import { useId } from 'react';
import { labelOf } from '../../../core/index';
import type { AppEntity } from '../../../core/index';
import { entityOf, specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { ReferencePicker } from './ReferencePicker';

/** Props of ListFilters. */
export interface ListFiltersProps {
  readonly entity: AppEntity;
  readonly filters: readonly string[];
  readonly search: string | null;
  readonly values: Readonly<Record<string, string>>;
  readonly searchValue: string;
  readonly onFilter: (name: string, value: string) => void;
  readonly onSearch: (value: string) => void;
}

/** Inputs for the list call's query parameters that are fields (selects for enums and booleans), and `q`. */
export function ListFilters({ entity, filters, search, values, searchValue, onFilter, onSearch }: ListFiltersProps) {
  const base = useId();
  const { app } = useRunningApp();
  if (filters.length === 0 && search === null) return null;
  return (
    <div className="rt-filters" role="search" aria-label={`Filter ${entity.name}`}>
      {search !== null ? (
        <div className="rt-field rt-field-compact rt-filter-search">
          <label htmlFor={`${base}-q`}>Search</label>
          <input id={`${base}-q`} type="search" value={searchValue} placeholder="Search…" onChange={(e) => onSearch(e.target.value)} />
        </div>
      ) : null}
      {filters.map((name, i) => {
        const field = entity.fields.find((f) => f.name === name);
        const id = `${base}-${i}`;
        const value = Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as string) : '';
        const type = field?.type;
        const options = type?.kind === 'enum' ? type.values : type?.kind === 'scalar' && type.name === 'boolean' ? ['true', 'false'] : null;
        return (
          <div className="rt-field rt-field-compact" key={name} {...specLine(field?.source)}>
            <label htmlFor={id}>{field?.label ?? labelOf(name)}</label>
            {type?.kind === 'ref' && entityOf(app, type.entity) ? (
              <ReferencePicker
                id={id}
                target={entityOf(app, type.entity) as AppEntity}
                value={value}
                onChange={(v) => onFilter(name, v)}
                onBlur={() => undefined}
                required={false}
                describedBy={undefined}
                invalid={false}
                hintId={`${id}-hint`}
                emptyLabel="Any"
              />
            ) : options ? (
              <select id={id} value={value} onChange={(e) => onFilter(name, e.target.value)}>
                <option value="">Any</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o === 'true' && type?.kind === 'scalar' ? 'Yes' : o === 'false' && type?.kind === 'scalar' ? 'No' : o}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} type="text" value={value} placeholder="Any" onChange={(e) => onFilter(name, e.target.value)} />
            )}
          </div>
        );
      })}
    </div>
  );
}
