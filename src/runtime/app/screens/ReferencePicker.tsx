import { useMemo } from 'react';
import { listQuery, readList } from '../../../core/index';
import type { AppCall, AppEntity } from '../../../core/index';
import { callOf } from '../app-lookup';
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
}

/** Loads the records a picker of `target` offers (the first 250 when the list call pages). */
export function useRefChoices(target: AppEntity): RefChoices {
  const { app } = useRunningApp();
  const listed = callOf(app, target.calls.list);
  const call = listed && listed.params.length === 0 ? listed : null;
  const names = call ? listQuery(call, app) : null;
  const query: Record<string, number> = {};
  if (names?.limit) query[names.limit] = PICKER_LIMIT;
  else if (names?.pageSize) query[names.pageSize] = PICKER_LIMIT;
  const { loading, result } = useCall(call ? call.id : null, { query });
  const options = useMemo(() => {
    const list = call && result?.ok ? readList(call, result.body, result.headers) : null;
    return list ? refOptions(target, list.items) : null;
  }, [call, result, target]);
  return { call, loading, result, options };
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
export function ReferencePicker({
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
  const options = choices.options ?? [];
  const waiting = choices.loading && !choices.options;
  const known = options.some((o) => o.id === value);
  return (
    <select {...common} value={value} onChange={(e) => onChange(e.target.value)} disabled={waiting}>
      <option value="">{waiting ? 'Loading…' : (emptyLabel ?? `Choose ${target.name.toLowerCase()}…`)}</option>
      {value !== '' && !known ? <option value={value}>{value}</option> : null}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
