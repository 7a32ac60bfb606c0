import type { AppEntity, AppScreen } from '../../../core/index';
import { specLine } from '../screen-lookups';
import { Banner } from '../ui/Banner';
import { InlineCode } from '../ui/InlineCode';
import { FieldInput } from './FieldInput';
import { useRecordForm } from './use-record-form';

/** Props of RecordForm. */
export interface RecordFormProps {
  readonly screen: AppScreen;
  readonly entity: AppEntity;
  readonly params: Readonly<Record<string, string>>;
  /** The record an edit form starts from; null for a create form. */
  readonly initial: Readonly<Record<string, unknown>> | null;
}

/** The form itself: inputs by type, validation as the user types and on submit, server errors per field. */
export function RecordForm({ screen, entity, params, initial }: RecordFormProps) {
  const form = useRecordForm(screen, entity, params, initial);
  const { call, fields, inputs, server, clientErrorCount } = form;
  return (
    <form ref={form.formRef} className="rt-card rt-form" noValidate onSubmit={(e) => void form.submit(e)} {...specLine(call?.source)}>
      {server ? (
        <Banner kind="error" title={server.message} specLine={call?.source.line ?? null}>
          {form.otherServerErrors.length > 0 ? (
            <ul>
              {form.otherServerErrors.map((x) => (
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
            inputId={`${form.base}-f${i}`}
            raw={inputs.raw[f.name] ?? ''}
            error={form.statusOf(f).error}
            pending={form.statusOf(f).pending}
            locked={f.name === form.locked}
            onChange={(v) => inputs.change(f.name, v)}
            onBlur={() => form.leave(f)}
          />
        ))}
      </div>
      <div className="rt-form-actions">
        <button type="submit" className="rt-btn rt-btn-primary" disabled={form.busy || !call}>
          {form.busy ? <span className="rt-spinner" aria-hidden="true" /> : null}
          {form.mode === 'create' ? 'Create' : 'Save'}
        </button>
        <a className="rt-btn rt-btn-ghost" href={form.cancelHref} onClick={form.cancel}>
          Cancel
        </a>
      </div>
    </form>
  );
}
