import { useEffect, useRef, useState } from 'react';
import { setOwn, toInputValue, type FormField } from '../../../core/index';
import { useRunningApp } from '../context';
import type { FormPreset } from './form-preset';

function has(o: Readonly<Record<string, unknown>>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** Each field's input text for a record (blanks for a create form), the preset values taking precedence. */
function initialRaw(
  fields: readonly FormField[],
  initial: Readonly<Record<string, unknown>> | null,
  preset: Readonly<Record<string, string>> = {},
): Record<string, string | boolean> {
  const raw: Record<string, string | boolean> = {};
  for (const f of fields)
    setOwn(
      raw,
      f.name,
      has(preset, f.name)
        ? (preset[f.name] as string)
        : toInputValue(f.type, initial && has(initial, f.name) ? initial[f.name] : undefined),
    );
  return raw;
}

/** A form's inputs as typed and the fields the user has touched, with what changes them. */
export interface FormInputs {
  readonly raw: Readonly<Record<string, string | boolean>>;
  readonly touched: ReadonlySet<string>;
  /** The user typed in a field. */
  change(field: string, value: string | boolean): void;
  /** The user left a field. */
  leave(field: string): void;
  /** Forgets which fields were touched (the form was sent: every field shows its problem now). */
  untouchAll(): void;
  /** Drops the draft, and keeps none from now on (the form was sent or cancelled). */
  forget(): void;
  /** Starts the inputs again from a record (null: blanks), with the preset values. */
  reset(record: Readonly<Record<string, unknown>> | null): void;
}

/**
 * A form's inputs, kept as a draft (the app's FormDrafts, under `draftKey`) once the user types, so what
 * was typed survives the form being hidden and shown again (a change of role, say). A draft counts only
 * for the record it was started from; the locked preset field always holds its preset value.
 */
export function useFormInputs(
  fields: readonly FormField[],
  initial: Readonly<Record<string, unknown>> | null,
  draftKey: string,
  preset: FormPreset,
): FormInputs {
  const { drafts } = useRunningApp();
  const basis = initial ? JSON.stringify(initial) : '';
  const [draft] = useState(() => drafts.get(draftKey, basis));
  const [raw, setRaw] = useState(() => ({
    ...initialRaw(fields, initial, preset.values),
    ...(draft?.raw ?? {}),
    ...(preset.locked !== null ? { [preset.locked]: preset.values[preset.locked] as string } : {}),
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(draft?.touched ?? []));
  const pristine = useRef(draft === null);
  useEffect(() => {
    if (pristine.current) return;
    drafts.set(draftKey, { basis, raw, touched: [...touched] });
  }, [drafts, draftKey, basis, raw, touched]);
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  return {
    raw,
    touched,
    change(field, value) {
      pristine.current = false;
      setRaw((r) => ({ ...r, [field]: value }));
      touch(field);
    },
    leave: touch,
    untouchAll: () => setTouched(new Set()),
    forget() {
      pristine.current = true;
      drafts.drop(draftKey);
    },
    reset: (record) => setRaw(initialRaw(fields, record, preset.values)),
  };
}
