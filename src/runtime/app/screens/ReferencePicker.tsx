import { listQuery, readList } from '../../../core/index';
import type { AppEntity } from '../../../core/index';
import { callOf, idOf, titleFieldOf, valueOf } from '../app-lookup';
import { useRunningApp } from '../context';
import { useCall } from '../use-call';
import { InlineCode } from '../ui/InlineCode';

/** How many records a picker asks for when the list call pages. */
const PICKER_LIMIT = 250;

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

/**
 * A select of the referenced entity's records, filled by its list call. Without a list call (a gap,
 * named), or when that call fails, the id is typed instead.
 */
export function ReferencePicker({ id, target, value, onChange, onBlur, required, describedBy, invalid, hintId, emptyLabel }: ReferencePickerProps) {
  const { app } = useRunningApp();
  const call = callOf(app, target.calls.list);
  const names = call ? listQuery(call, app) : null;
  const query: Record<string, number> = {};
  if (names?.limit) query[names.limit] = PICKER_LIMIT;
  else if (names?.pageSize) query[names.pageSize] = PICKER_LIMIT;
  const { loading, result } = useCall(call ? call.id : null, { query });
  const list = call && result?.ok ? readList(call, result.body, result.headers) : null;
  const common = {
    id,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  if (!call || (result && !list)) {
    const why = !call
      ? `This picker needs a call that lists ${target.name} — point 7. Type the ${target.name.toLowerCase()}'s id.`
      : `The ${target.name} list could not be loaded${result && !result.ok ? `: ${result.message}` : ''}. Type the id.`;
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
          <InlineCode text={why} />
        </p>
      </>
    );
  }
  const titleField = titleFieldOf(target);
  const items = list?.items ?? [];
  const known = items.some((r) => idOf(target, r) === value);
  return (
    <select {...common} value={value} onChange={(e) => onChange(e.target.value)} disabled={loading && !list}>
      <option value="">{loading && !list ? 'Loading…' : (emptyLabel ?? `Choose ${target.name.toLowerCase()}…`)}</option>
      {value !== '' && !known ? <option value={value}>{value}</option> : null}
      {items.map((r) => {
        const rid = idOf(target, r);
        if (rid === null) return null;
        const title = valueOf(r, titleField);
        const text = title !== undefined && title !== null && titleField !== target.idField ? `${String(title)} (${rid})` : rid;
        return (
          <option key={rid} value={rid}>
            {text}
          </option>
        );
      })}
    </select>
  );
}
