import { useMemo, useState } from 'react';
import { listQuery, readList } from '../../../core/index';
import type { AppCall, AppEntity } from '../../../core/index';
import { callOf, nestedListOf } from '../screen-lookups';
import { useRecordName } from './RefLabel';
import type { CallResult } from '../call-client';
import { refOptions, type RefOption } from '../ref-options';
import { useRunningApp } from '../context';
import { useCall } from '../use-call';
import { InlineCode } from '../ui/InlineCode';

/** How many records a picker asks for when the list call pages. */
const PICKER_LIMIT = 250;

/** A picker's choices: the referenced entity's records from its list call. */
export interface RefChoices {
  readonly call: AppCall | null;
  readonly loading: boolean;
  readonly result: CallResult | null;
  /** Null until loaded, or when the call failed or its answer holds no list. */
  readonly options: readonly RefOption[] | null;
  /** The parent entity when the records are listed only under a parent and none was given. */
  readonly under: string | null;
}

/**
 * Loads the records a picker of `target` offers (the first 250 when the list call pages): from its
 * list call, or, with `parentId`, from its list call nested under that parent.
 */
export function useRefChoices(target: AppEntity, parentId: string | null = null): RefChoices {
  const { app } = useRunningApp();
  const listed = callOf(app, target.calls.list);
  const nested = useMemo(() => nestedListOf(app, target), [app, target]);
  const call = listed && listed.params.length === 0 ? listed : (nested?.call ?? null);
  const names = call ? listQuery(call, app) : null;
  const query: Record<string, number> = {};
  if (names?.limit) query[names.limit] = PICKER_LIMIT;
  else if (names?.pageSize) query[names.pageSize] = PICKER_LIMIT;
  const params: Record<string, string> = nested && parentId !== null ? { [nested.param]: parentId } : {};
  const ready = call !== null && (nested === null || call !== nested.call || parentId !== null);
  const { loading, result } = useCall(ready && call ? call.id : null, { query, params });
  const options = useMemo(() => {
    const list = call && result?.ok ? readList(call, result.body, result.headers) : null;
    return list ? refOptions(target, list.items) : null;
  }, [call, result, target]);
  const under = nested !== null && call === nested.call && parentId === null ? nested.parent.name : null;
  return { call: under === null ? call : null, loading: under === null && loading, result: under === null ? result : null, options, under };
}

/** Props of ReferencePicker (the input's id and ARIA attributes come from the form). */
export interface ReferencePickerProps {
  readonly id: string;
  readonly target: AppEntity;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly required: boolean;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  /** Says why the picker fell back to a text input (shown as the field's hint). */
  readonly hintId: string;
  /** The first, empty option's text. Default "Choose x…". */
  readonly emptyLabel?: string;
}

/** Why a picker fell back to typing the id, or null when it has its choices. */
export function pickerGap(target: AppEntity, choices: RefChoices): string | null {
  if (choices.under !== null)
    return `The spec lists ${target.name} records only by their ${choices.under}, so type the ${target.name.toLowerCase()}'s id.`;
  if (!choices.call) return `The spec lists no call that lists ${target.name} yet, so type the ${target.name.toLowerCase()}'s id.`;
  if (choices.result && !choices.options) {
    return `The ${target.name} list could not be loaded${!choices.result.ok ? `: ${choices.result.message}` : ''}. Type the id.`;
  }
  return null;
}

/**
 * A select of the referenced entity's records, filled by its list call, each shown by its name (with
 * the id only where two share a name). Without a list call (a gap, named), or when that call fails,
 * the id is typed instead.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { app } = useRunningApp();
  const nested = useMemo(() => nestedListOf(app, props.target), [app, props.target]);
  return nested ? <NestedReferencePicker {...props} parent={nested.parent} /> : <FlatReferencePicker {...props} />;
}

/** The select both pickers show: a first empty option, the current value if the choices lack it, then the choices. */
function RefSelect({
  attrs,
  value,
  onChange,
  disabled,
  placeholder,
  options,
  currentLabel,
}: {
  readonly attrs: Readonly<Record<string, unknown>>;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled: boolean;
  readonly placeholder: string;
  readonly options: readonly RefOption[];
  /** How to show a value the choices do not hold (its name when known, else the id). */
  readonly currentLabel: string;
}) {
  const known = options.some((o) => o.id === value);
  return (
    <select {...attrs} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
      <option value="">{placeholder}</option>
      {value !== '' && !known ? <option value={value}>{currentLabel}</option> : null}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function FlatReferencePicker({
  id,
  target,
  value,
  onChange,
  onBlur,
  required,
  describedBy,
  invalid,
  hintId,
  emptyLabel,
}: ReferencePickerProps) {
  const choices = useRefChoices(target);
  const common = {
    id,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  const gap = pickerGap(target, choices);
  if (gap !== null) {
    return (
      <>
        <input
          {...common}
          aria-describedby={[describedBy, hintId].filter((x) => x !== undefined).join(' ')}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <p className="rt-hint rt-hint-gap" id={hintId}>
          <InlineCode text={gap} />
        </p>
      </>
    );
  }
  const waiting = choices.loading && !choices.options;
  return (
    <RefSelect
      attrs={common}
      value={value}
      onChange={onChange}
      disabled={waiting}
      placeholder={waiting ? 'Loading…' : (emptyLabel ?? `Choose ${target.name.toLowerCase()}…`)}
      options={choices.options ?? []}
      currentLabel={value}
    />
  );
}

/**
 * A picker for records the spec lists only under their parent (tasks under a project): a select of the
 * parent first, then one of that parent's records. The field's value is the chosen record's id; a value
 * already set shows by its name until another parent is chosen.
 */
function NestedReferencePicker({
  id,
  target,
  value,
  onChange,
  onBlur,
  required,
  describedBy,
  invalid,
  emptyLabel,
  parent,
}: ReferencePickerProps & { readonly parent: AppEntity }) {
  const [parentId, setParentId] = useState('');
  const choices = useRefChoices(target, parentId === '' ? null : parentId);
  const currentName = useRecordName(target.name, value === '' ? null : value);
  const waiting = parentId !== '' && choices.loading && !choices.options;
  const parentLabel = `${parent.name} of the ${target.name.toLowerCase()}`;
  const failed = choices.result && !choices.options ? pickerGap(target, choices) : null;
  return (
    <div className="rt-ref-nested">
      <label className="rt-visually-hidden" htmlFor={`${id}-parent`}>
        {parentLabel}
      </label>
      <FlatReferencePicker
        id={`${id}-parent`}
        target={parent}
        value={parentId}
        onChange={(next) => setParentId(next)}
        onBlur={() => undefined}
        required={false}
        describedBy={undefined}
        invalid={false}
        hintId={`${id}-parent-hint`}
        emptyLabel={`Choose ${parent.name.toLowerCase()} first…`}
      />
      <RefSelect
        attrs={{
          id,
          onBlur,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        }}
        value={value}
        onChange={onChange}
        disabled={waiting || (parentId === '' && value === '')}
        placeholder={
          waiting
            ? 'Loading…'
            : parentId === ''
              ? `Choose ${parent.name.toLowerCase()} first`
              : (emptyLabel ?? `Choose ${target.name.toLowerCase()}…`)
        }
        options={choices.options ?? []}
        currentLabel={currentName ?? value}
      />
      {failed !== null ? (
        <p className="rt-hint rt-hint-gap">
          <InlineCode text={failed} />
        </p>
      ) : null}
    </div>
  );
}
