import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { checkField, readOne, setOwn, validateRecord, fromInputValue, toInputValue, formBody, formFieldsOf } from '../../../core/index';
import type { AppEntity, AppScreen, FieldError, FormField } from '../../../core/index';
import { callOf, callParamsFor, entityOf, idOf, recordHref, screenFor, specLine } from '../app-lookup';
import { useRunningApp } from '../context';
import { hrefFor } from '../hash-router';
import { navigate, useHashLocation } from '../use-hash-location';
import { useCall } from '../use-call';
import { loadRuleEnginesOf, useRuleEnginesWhenIdle } from '../expression-engines';
import { Banner } from '../ui/Banner';
import { InlineCode } from '../ui/InlineCode';
import { Skeleton } from '../ui/Skeleton';
import { FieldInput } from './FieldInput';
import { ScreenHeader } from './ScreenHeader';

/** A create or edit form screen. Edit forms first load the record with the entity's detail call. */
export function FormScreen({ screen, params }: { readonly screen: AppScreen; readonly params: Readonly<Record<string, string>> }) {
  const { app } = useRunningApp();
  const entity = entityOf(app, screen.entity);
  const isEdit = screen.kind === 'edit';
  const detail = isEdit ? callOf(app, screen.calls.detail ?? entity?.calls.detail) : null;
  const { loading, result } = useCall(detail ? detail.id : null, { params: detail ? callParamsFor(detail, params) : {} });
  if (!entity) return null;
  if (isEdit && detail) {
    const record = result?.ok ? readOne(detail, result.body) : null;
    return (
      <>
        <ScreenHeader screen={screen} />
        {result && !result.ok ? (
          <Banner kind="error" title={`Could not load this ${entity.name.toLowerCase()}`} specLine={detail.source.line}>
            {result.message}
          </Banner>
        ) : null}
        {loading && !record ? <Skeleton rows={5} label="Loading the form…" /> : null}
        {record ? <EditForm screen={screen} entity={entity} params={params} record={record} /> : null}
      </>
    );
  }
  return (
    <>
      <ScreenHeader screen={screen} />
      {isEdit ? (
        <Banner kind="gap" title="The form starts empty" specLine={screen.source.line}>
          This screen needs a call that reads one {entity.name}, which the spec does not list yet.
        </Banner>
      ) : null}
      <RecordForm screen={screen} entity={entity} params={params} initial={null} />
    </>
  );
}

/** The key of a form's draft (FormDrafts): its screen and address. */
function draftKeyOf(screen: AppScreen, params: Readonly<Record<string, string>>): string {
  return `${screen.id}|${JSON.stringify(params)}`;
}

/**
 * An edit form that keeps the user's typing when the record changes under it (another tab, a real
 * server's other users): without typing the form takes the new version at once; with typing it says so
 * and lets the user load the new version or keep their changes (saving them then overwrites).
 */
function EditForm({
  screen,
  entity,
  params,
  record,
}: {
  readonly screen: AppScreen;
  readonly entity: AppEntity;
  readonly params: Readonly<Record<string, string>>;
  readonly record: Readonly<Record<string, unknown>>;
}) {
  const { drafts } = useRunningApp();
  const [edited, setEdited] = useState(record);
  const [kept, setKept] = useState<string | null>(null);
  const fresh = JSON.stringify(record);
  const mine = JSON.stringify(edited);
  const key = draftKeyOf(screen, params);
  const typed = drafts.get(key, mine) !== null;
  const changed = fresh !== mine;
  useEffect(() => {
    if (changed && !typed) setEdited(record);
  }, [changed, typed, record]);
  const name = entity.name.toLowerCase();
  return (
    <>
      {changed && typed && kept !== fresh ? (
        <Banner kind="warn" title={`This ${name} was changed elsewhere`}>
          <p>Someone saved a newer version (in another tab, perhaps) while you were editing. Your changes are still here.</p>
          <p className="rt-banner-actions">
            <button
              type="button"
              className="rt-btn"
              onClick={() => {
                drafts.drop(key);
                setEdited(record);
              }}
            >
              Load the new version
            </button>{' '}
            <button type="button" className="rt-btn rt-btn-ghost" onClick={() => setKept(fresh)}>
              Keep my changes
            </button>
          </p>
        </Banner>
      ) : null}
      <RecordForm key={mine} screen={screen} entity={entity} params={params} initial={edited} />
    </>
  );
}

function has(o: Readonly<Record<string, unknown>>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

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

/**
 * What a create form starts with besides blanks: the parent its route names (`/owners/:id/pets/new`
 * → `owner`), locked; and fields named in the address's query (`#/pets/new?owner=o1`), which the user
 * may change. Only reference fields are filled this way.
 */
function presetOf(
  fields: readonly FormField[],
  parentField: string | null,
  parentId: string | null,
  query: string,
): { values: Record<string, string>; locked: string | null } {
  const values = Object.create(null) as Record<string, string>;
  const params = new URLSearchParams(query);
  for (const f of fields) {
    const isRef = f.type.kind === 'ref' || (f.type.kind === 'list' && f.type.of.kind === 'ref');
    const v = params.get(f.name);
    if (isRef && v !== null && v !== '') values[f.name] = v;
  }
  const locked = parentField !== null && parentId !== null && fields.some((f) => f.name === parentField) ? parentField : null;
  if (locked !== null) values[locked] = parentId as string;
  return { values, locked };
}

interface RecordFormProps {
  readonly screen: AppScreen;
  readonly entity: AppEntity;
  readonly params: Readonly<Record<string, string>>;
  readonly initial: Readonly<Record<string, unknown>> | null;
}

/** The form itself: inputs by type, validation as the user types and on submit, server errors per field. */
function RecordForm({ screen, entity, params, initial }: RecordFormProps) {
  const { app, actor, call: send, notify, dataChanged, drafts } = useRunningApp();
  const mode = initial ? 'update' : 'create';
  const call = callOf(app, mode === 'create' ? (screen.calls.create ?? entity.calls.create) : (screen.calls.update ?? entity.calls.update));
  const fields = useMemo(() => formFieldsOf(entity, call), [entity, call]);
  useRuleEnginesWhenIdle(entity);
  // A create form under a parent (`/owners/:id/pets/new`) starts with the parent set and locked.
  const parent = mode === 'create' ? screen.parent : null;
  const parentId = parent && Object.prototype.hasOwnProperty.call(params, parent.param) ? (params[parent.param] as string) : null;
  const { query } = useHashLocation();
  const [preset] = useState(() => presetOf(fields, parent?.field ?? null, parentId, query));
  const parentHref = (() => {
    const d = parent?.entity && parentId !== null ? screenFor(app, parent.entity, 'detail') : null;
    return d ? recordHref(d, parentId) : null;
  })();
  // What was typed survives the form being hidden and shown again (a change of role, say).
  const draftKey = draftKeyOf(screen, params);
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
  const [server, setServer] = useState<{ message: string; errors: readonly FieldError[] } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();

  const values: Record<string, unknown> = {};
  for (const f of fields) {
    const v = fromInputValue(f.type, raw[f.name] ?? '');
    if (v !== undefined) setOwn(values, f.name, v);
  }
  const record: Record<string, unknown> = { ...(initial ?? {}), ...values };
  for (const f of fields) if (!has(values, f.name)) delete record[f.name];
  // On edit, rules relative to the current time hold only for the fields the user changes.
  const opts = { mode, user: { ...actor.user, role: actor.role }, ...(initial ? { previous: initial } : {}) } as const;

  /** The field's problem as the form sees it now; `pending` when a rule on it waits for its engine. */
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
  const clientError = (f: FormField): string | null => clientCheck(f).message;

  function statusOf(f: FormField): { readonly error: string | null; readonly pending: boolean } {
    const serverError = server?.errors.find((e) => e.field === f.name);
    if (serverError && !touched.has(f.name)) return { error: serverError.message, pending: false };
    if (!submitted && !touched.has(f.name)) return { error: null, pending: false };
    const check = clientCheck(f);
    return { error: check.message, pending: check.pending };
  }
  const errorOf = (f: FormField): string | null => statusOf(f).error;

  /**
   * The engines the entity's rules need (the full CEL evaluator, RE2): asked for when the form is
   * shown (when idle), and awaited when the user leaves a field or sends the form; the field shows
   * its rule as being checked until then, and the form re-renders when they arrive.
   */
  const rulesLoaded = () => loadRuleEnginesOf(entity);

  const formNames = new Set(fields.map((f) => f.name));
  const otherServerErrors = server?.errors.filter((e) => !formNames.has(e.field)) ?? [];

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setTouched(new Set());
    if (!call) return;
    // A rule whose engine has not loaded is pending as the user types; on submit, wait for it.
    await rulesLoaded().catch(() => undefined);
    let errors: FieldError[];
    try {
      errors = validateRecord(app, entity.name, record, opts).filter((x) => formNames.has(x.field));
    } catch {
      errors = [];
    }
    const missing = fields.filter((f) => !f.entityField && clientError(f) !== null);
    if (errors.length > 0 || missing.length > 0) {
      setServer(null);
      const first = errors[0]?.field ?? missing[0]?.name;
      const index = fields.findIndex((f) => f.name === first);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-f${index}`)}`)?.focus();
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
      if (first)
        formRef.current
          ?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-f${fields.findIndex((f) => f.name === first.field)}`)}`)
          ?.focus();
      return;
    }
    const saved = readOne(call, result.body);
    const savedId = (saved && idOf(entity, saved)) ?? id;
    pristine.current = true;
    drafts.drop(draftKey);
    notify('success', mode === 'create' ? `${entity.name} created.` : `${entity.name} saved.`);
    dataChanged();
    const detailScreen = screenFor(app, entity.name, 'detail');
    const listScreen = screenFor(app, entity.name, 'list');
    // Added under a parent: back to the parent's page, where the new record now shows.
    const next = parentHref ?? (detailScreen && recordHref(detailScreen, savedId)) ?? (listScreen && hrefFor(listScreen.route, {}));
    if (next) navigate(next);
    else setRaw(initialRaw(fields, mode === 'create' ? null : record, preset.values));
  }

  const clientErrorCount = submitted ? fields.filter((f) => errorOf(f) !== null).length : 0;
  const cancelHref = (() => {
    const d = screenFor(app, entity.name, 'detail');
    const l = screenFor(app, entity.name, 'list');
    return (initial && d && recordHref(d, idOf(entity, initial))) ?? parentHref ?? (l && hrefFor(l.route, {})) ?? '#/';
  })();

  return (
    <form ref={formRef} className="rt-card rt-form" noValidate onSubmit={(e) => void onSubmit(e)} {...specLine(call?.source)}>
      {server ? (
        <Banner kind="error" title={server.message} specLine={call?.source.line ?? null}>
          {otherServerErrors.length > 0 ? (
            <ul>
              {otherServerErrors.map((x) => (
                <li key={`${x.field}:${x.message}`}>
                  <InlineCode text={x.field ? `${x.field}: ${x.message}` : x.message} />
                </li>
              ))}
            </ul>
          ) : undefined}
        </Banner>
      ) : null}
      {clientErrorCount > 0 ? (
        <Banner kind="error" title={clientErrorCount === 1 ? 'One field needs attention.' : `${clientErrorCount} fields need attention.`} />
      ) : null}
      {fields.length === 0 ? <p className="rt-muted">This call sends no fields.</p> : null}
      <div className="rt-form-grid">
        {fields.map((f, i) => (
          <FieldInput
            key={f.name}
            field={f}
            inputId={`${base}-f${i}`}
            raw={raw[f.name] ?? ''}
            error={errorOf(f)}
            pending={statusOf(f).pending}
            locked={f.name === preset.locked}
            onChange={(v) => {
              pristine.current = false;
              setRaw((r) => ({ ...r, [f.name]: v }));
              setTouched((t) => (t.has(f.name) ? t : new Set(t).add(f.name)));
            }}
            onBlur={() => {
              setTouched((t) => (t.has(f.name) ? t : new Set(t).add(f.name)));
              void rulesLoaded().catch(() => undefined);
            }}
          />
        ))}
      </div>
      <div className="rt-form-actions">
        <button type="submit" className="rt-btn rt-btn-primary" disabled={busy || !call}>
          {busy ? <span className="rt-spinner" aria-hidden="true" /> : null}
          {mode === 'create' ? 'Create' : 'Save'}
        </button>
        <a
          className="rt-btn rt-btn-ghost"
          href={cancelHref}
          onClick={() => {
            pristine.current = true;
            drafts.drop(draftKey);
          }}
        >
          Cancel
        </a>
      </div>
    </form>
  );
}
