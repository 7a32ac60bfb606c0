import { useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { checkField, draftKeyOf, formBody, formFieldsOf, fromInputValue, readOne, setOwn, validateRecord } from '../../../core/index';
import type { AppCall, AppEntity, AppScreen, FieldError, FormField } from '../../../core/index';
import { callOf, callParamsFor, idOf } from '../screen-lookups';
import { useRunningApp } from '../context';
import { loadRuleEnginesOf, useRuleEnginesWhenIdle } from '../expression-engines';
import { navigate, useHashLocation } from '../use-hash-location';
import { formLinksOf } from './form-links';
import { presetOf } from './form-preset';
import { useFormInputs, type FormInputs } from './use-form-inputs';

function has(o: Readonly<Record<string, unknown>>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** What RecordForm renders: the fields and their state, the call's answer, and what the user can do. */
export interface RecordFormState {
  readonly mode: 'create' | 'update';
  /** The call the form sends (null: the spec lists none, and the form cannot be sent). */
  readonly call: AppCall | null;
  readonly fields: readonly FormField[];
  readonly inputs: FormInputs;
  /** The field the form's route sets and locks (a create form under a parent), or null. */
  readonly locked: string | null;
  /** The start of the inputs' ids: a field's is `${base}-f${index}`. */
  readonly base: string;
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The last refusal of the call: its message and the errors it names (null: none). */
  readonly server: { readonly message: string; readonly errors: readonly FieldError[] } | null;
  /** The refusal's errors about no field of the form. */
  readonly otherServerErrors: readonly FieldError[];
  /** How many fields show a problem after the user sent the form (0 before). */
  readonly clientErrorCount: number;
  readonly busy: boolean;
  readonly cancelHref: string;
  /** The field's problem as shown now; `pending` while a rule on it waits for its engine. */
  statusOf(field: FormField): { readonly error: string | null; readonly pending: boolean };
  /** The user left a field: it shows its problem, and the rules' engines are awaited. */
  leave(field: FormField): void;
  submit(event: FormEvent): Promise<void>;
  /** Cancel: the draft is dropped. */
  cancel(): void;
}

/**
 * A create or edit form's state and behaviour: its call's fields (formFieldsOf), the inputs (kept as a
 * draft), validation as the user types and on submit (the same checks the backend runs), the call, and
 * where the app goes after saving. `initial` is the record an edit form starts from (null: a create form).
 */
export function useRecordForm(
  screen: AppScreen,
  entity: AppEntity,
  params: Readonly<Record<string, string>>,
  initial: Readonly<Record<string, unknown>> | null,
): RecordFormState {
  const { app, actor, call: send, notify, dataChanged } = useRunningApp();
  const mode = initial ? 'update' : 'create';
  const call = callOf(app, mode === 'create' ? (screen.calls.create ?? entity.calls.create) : (screen.calls.update ?? entity.calls.update));
  const fields = useMemo(() => formFieldsOf(entity, call), [entity, call]);
  useRuleEnginesWhenIdle(entity);
  // A create form under a parent (`/owners/:id/pets/new`) starts with the parent set and locked.
  const parent = mode === 'create' ? screen.parent : null;
  const parentId = parent && has(params, parent.param) ? (params[parent.param] as string) : null;
  const { query } = useHashLocation();
  const [preset] = useState(() => presetOf(fields, parent?.field ?? null, parentId, query));
  const links = formLinksOf(app, entity, initial, parent, parentId);
  const inputs = useFormInputs(fields, initial, draftKeyOf(screen, params), preset);
  const [server, setServer] = useState<{ message: string; errors: readonly FieldError[] } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();

  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const v = fromInputValue(f.type, inputs.raw[f.name] ?? '');
    if (v !== undefined) setOwn(values, f.name, v);
  }
  const record: Record<string, unknown> = { ...(initial ?? {}), ...values };
  for (const f of fields) if (!has(values, f.name)) delete record[f.name];
  // On edit, rules relative to the current time hold only for the fields the user changes.
  const opts = { mode, user: { ...actor.user, role: actor.role }, ...(initial ? { previous: initial } : {}) } as const;

  function clientCheck(f: FormField): { readonly message: string | null; readonly pending: boolean } {
    if (f.entityField) {
      try {
        return checkField(app, entity.name, f.name, record, opts);
      } catch {
        /* a rule that cannot run is the backend's to report */
      }
    } else if (f.required && !has(values, f.name)) {
      return { message: `${f.label} is required.`, pending: false };
    }
    return { message: null, pending: false };
  }

  function statusOf(f: FormField): { readonly error: string | null; readonly pending: boolean } {
    const serverError = server?.errors.find((e) => e.field === f.name);
    if (serverError && !inputs.touched.has(f.name)) return { error: serverError.message, pending: false };
    if (!submitted && !inputs.touched.has(f.name)) return { error: null, pending: false };
    const check = clientCheck(f);
    return { error: check.message, pending: check.pending };
  }

  // The engines the entity's rules need (the full CEL evaluator, RE2): asked for when the form is shown
  // (when idle), and awaited when the user leaves a field or sends the form; the field shows its rule as
  // being checked until then, and the form re-renders when they arrive.
  const rulesLoaded = () => loadRuleEnginesOf(entity);
  const formNames = new Set(fields.map((f) => f.name));
  const focus = (field: string | undefined) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-f${fields.findIndex((f) => f.name === field)}`)}`)?.focus();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    inputs.untouchAll();
    if (!call) return;
    // A rule whose engine has not loaded is pending as the user types; on submit, wait for it.
    await rulesLoaded().catch(() => undefined);
    let errors: FieldError[];
    try {
      errors = validateRecord(app, entity.name, record, opts).filter((x) => formNames.has(x.field));
    } catch {
      errors = [];
    }
    const missing = fields.filter((f) => !f.entityField && clientCheck(f).message !== null);
    if (errors.length > 0 || missing.length > 0) {
      setServer(null);
      focus(errors[0]?.field ?? missing[0]?.name);
      return;
    }
    setBusy(true);
    const body = formBody(fields, values, {
      method: call.method,
      initial,
      entity,
      wholeRecord: mode === 'update' && call.request.kind === 'ref',
    });
    const id = initial ? idOf(entity, initial) : null;
    const result = await send(call.id, { params: callParamsFor(call, params, id ?? undefined), body });
    setBusy(false);
    if (!result.ok) {
      setServer({ message: result.message, errors: result.fieldErrors });
      setSubmitted(false);
      const first = result.fieldErrors.find((x) => formNames.has(x.field));
      if (first) focus(first.field);
      return;
    }
    const saved = readOne(call, result.body);
    inputs.forget();
    notify('success', mode === 'create' ? `${entity.name} created.` : `${entity.name} saved.`);
    dataChanged();
    const next = links.afterSave((saved && idOf(entity, saved)) ?? id);
    if (next) navigate(next);
    else inputs.reset(mode === 'create' ? null : record);
  }

  return {
    mode,
    call,
    fields,
    inputs,
    locked: preset.locked,
    base,
    formRef,
    server,
    otherServerErrors: server?.errors.filter((e) => !formNames.has(e.field)) ?? [],
    clientErrorCount: submitted ? fields.filter((f) => statusOf(f).error !== null).length : 0,
    busy,
    cancelHref: links.cancelHref,
    statusOf,
    leave(f) {
      inputs.leave(f.name);
      void rulesLoaded().catch(() => undefined);
    },
    submit,
    cancel: inputs.forget,
  };
}
