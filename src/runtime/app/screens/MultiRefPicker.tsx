import { useId, useMemo, useState } from 'react';
import type { AppEntity } from '../../../core/index';
import { pluralOf } from '../screen-lookups';
import { InlineCode } from '../ui/InlineCode';
import { pickerGap, useRefChoices } from './ReferencePicker';

/** Props of MultiRefPicker; the value is the chosen ids joined by commas, as the form holds a list. */
export interface MultiRefPickerProps {
  readonly id: string;
  readonly label: string;
  readonly target: AppEntity;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly required: boolean;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly hintId: string;
}

/** The ids of a comma-joined value, without blanks or repeats. */
export function idsOf(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/**
 * A list of references (`specialties | Specialty[]`): the chosen records as removable chips, a search box
 * that narrows the choices, and the records as checkboxes (native, so every screen reader and keyboard
 * knows them). Choices come from the referenced entity's list call; without it the ids are typed.
 */
export function MultiRefPicker({
  id,
  label,
  target,
  value,
  onChange,
  onBlur,
  required,
  describedBy,
  invalid,
  hintId,
}: MultiRefPickerProps) {
  const base = useId();
  const choices = useRefChoices(target);
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => idsOf(value), [value]);
  const gap = pickerGap(target, choices);
  if (gap !== null) {
    return (
      <>
        <input
          id={id}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={[describedBy, hintId].filter((x) => x !== undefined).join(' ')}
        />
        <p className="rt-hint rt-hint-gap" id={hintId}>
          <InlineCode text={`${gap} Separate ids with commas.`} />
        </p>
      </>
    );
  }
  const options = choices.options ?? [];
  const labelOfId = new Map(options.map((o) => [o.id, o.label]));
  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? options : options.filter((o) => o.label.toLowerCase().includes(needle));
  const set = (next: readonly string[]) => onChange(next.join(', '));
  const toggle = (rid: string, on: boolean) => set(on ? [...chosen, rid] : chosen.filter((x) => x !== rid));
  const plural = pluralOf(target.name);
  const listId = `${base}-options`;
  return (
    <div
      className={`rt-multi${invalid ? ' rt-multi-invalid' : ''}`}
      onBlur={(e) => (e.currentTarget.contains(e.relatedTarget) ? undefined : onBlur())}
    >
      {chosen.length > 0 ? (
        <ul className="rt-chips" aria-label={`Chosen ${plural}`}>
          {chosen.map((rid) => (
            <li key={rid} className="rt-chip">
              <span>{labelOfId.get(rid) ?? rid}</span>
              <button
                type="button"
                className="rt-chip-remove"
                aria-label={`Remove ${labelOfId.get(rid) ?? rid}`}
                onClick={() => toggle(rid, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="search"
        className="rt-multi-search"
        value={search}
        placeholder={choices.loading && !choices.options ? 'Loading…' : `Search ${plural}…`}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={listId}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      <div id={listId} role="group" aria-label={`Choose ${label.toLowerCase()}`} className="rt-multi-options">
        {shown.map((o) => (
          <label key={o.id} className="rt-multi-option">
            <input type="checkbox" checked={chosen.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
            <span>{o.label}</span>
          </label>
        ))}
        {choices.options && shown.length === 0 ? (
          <p className="rt-muted rt-multi-none">{options.length === 0 ? `No ${plural} yet.` : `No ${plural} match “${search.trim()}”.`}</p>
        ) : null}
      </div>
      <p className="rt-visually-hidden" aria-live="polite">
        {chosen.length === 1 ? `1 ${target.name.toLowerCase()} chosen` : `${chosen.length} ${plural} chosen`}
      </p>
    </div>
  );
}
