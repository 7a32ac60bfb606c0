import { entityOf, specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { inputKindOf } from '../../../core/index';
import type { FormField } from '../../../core/index';
import { MultiRefPicker } from './MultiRefPicker';
import { ReferencePicker } from './ReferencePicker';
import { useRecordName } from './RefLabel';
import { InlineCode } from '../ui/InlineCode';

/** Props of FieldInput. */
export interface FieldInputProps {
  readonly field: FormField;
  readonly inputId: string;
  /** The input's text (or checked state). */
  readonly raw: string | boolean;
  readonly error: string | null;
  /** A rule on the field waits for its engine: shown as being checked (never as passed). */
  readonly pending?: boolean | undefined;
  /** Set by the page the form was opened from (the parent a nested route names): shown, not changed. */
  readonly locked?: boolean;
  readonly onChange: (raw: string | boolean) => void;
  readonly onBlur: () => void;
}

const HTML_TYPE: Partial<Record<ReturnType<typeof inputKindOf>, string>> = {
  integer: 'number',
  number: 'number',
  date: 'date',
  'datetime-local': 'datetime-local',
  time: 'time',
  email: 'email',
  url: 'url',
  text: 'text',
  list: 'text',
  json: 'text',
};

/** One labelled form input by field type, with its hint and its validation message. */
export function FieldInput({ field, inputId, raw, error, pending = false, locked = false, onChange, onBlur }: FieldInputProps) {
  const { app } = useRunningApp();
  const kind = inputKindOf(field.type);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const refList = field.type.kind === 'list' && field.type.of.kind === 'ref' ? entityOf(app, field.type.of.entity) : null;
  const hint = kind === 'list' && !refList ? 'Separate values with commas.' : field.notes;
  const notesId = kind === 'reference' || refList ? `${hintId}-notes` : hintId;
  const pendingId = `${inputId}-pending`;
  const showPending = pending && !error;
  const describedBy =
    [error ? errorId : null, showPending ? pendingId : null, hint ? notesId : null].filter((x) => x !== null).join(' ') || undefined;
  const rule = field.entityField
    ? app.entities.flatMap((e) => e.rules).find((r) => r.field === field.name && r.message === error)
    : undefined;
  const text = typeof raw === 'string' ? raw : '';
  const common = {
    id: inputId,
    name: field.name,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  let input;
  if (locked && field.type.kind === 'ref') {
    input = <LockedRef {...common} entity={field.type.entity} value={text} />;
  } else if (kind === 'checkbox') {
    input = <input {...common} type="checkbox" checked={raw === true} onChange={(e) => onChange(e.target.checked)} />;
  } else if (kind === 'textarea') {
    input = <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
  } else if ((kind === 'select' && field.type.kind === 'enum') || (field.choices && kind !== 'list' && kind !== 'reference')) {
    const values = field.type.kind === 'enum' ? field.type.values : (field.choices ?? []);
    input = (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="">{field.required ? 'Choose…' : 'None'}</option>
        {text !== '' && !values.includes(text) ? <option value={text}>{text}</option> : null}
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    );
  } else if (refList) {
    input = (
      <MultiRefPicker
        id={inputId}
        label={field.label}
        target={refList}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        required={field.required}
        describedBy={describedBy}
        invalid={error !== null}
        hintId={hintId}
      />
    );
  } else if (kind === 'reference' && field.type.kind === 'ref') {
    const target = entityOf(app, field.type.entity);
    input = target ? (
      <ReferencePicker
        id={inputId}
        target={target}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        required={field.required}
        describedBy={describedBy}
        invalid={error !== null}
        hintId={hintId}
      />
    ) : (
      <input {...common} type="text" value={text} onChange={(e) => onChange(e.target.value)} />
    );
  } else {
    input = (
      <input
        {...common}
        type={HTML_TYPE[kind] ?? 'text'}
        step={kind === 'integer' ? 1 : kind === 'number' ? 'any' : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div
      className={`rt-field${kind === 'checkbox' ? ' rt-field-check' : ''}${error ? ' rt-field-invalid' : ''}`}
      {...specLine(field.source)}
    >
      {kind === 'checkbox' ? (
        <div className="rt-check-row">
          {input}
          <label htmlFor={inputId}>{field.label}</label>
        </div>
      ) : (
        <>
          <div className="rt-label-row">
            <label htmlFor={inputId}>{field.label}</label>
            {field.required ? (
              <span className="rt-required" aria-hidden="true">
                *
              </span>
            ) : (
              <span className="rt-optional" aria-hidden="true">
                (optional)
              </span>
            )}
          </div>
          {input}
        </>
      )}
      {hint ? (
        <p className="rt-hint" id={notesId}>
          <InlineCode text={hint} />
        </p>
      ) : null}
      {showPending ? (
        <p className="rt-pending" id={pendingId} role="status">
          <span className="rt-spinner" aria-hidden="true" />
          Checking the rules for this field…
        </p>
      ) : null}
      {error ? (
        <p className="rt-error" id={errorId} {...specLine(rule?.source ?? field.source)}>
          <InlineCode text={error} />
        </p>
      ) : null}
    </div>
  );
}

/** A reference the form may not change: the record's name, read-only, and the id it sends. */
function LockedRef({
  entity,
  value,
  ...common
}: {
  readonly entity: string;
  readonly value: string;
  readonly id: string;
  readonly name: string;
  readonly onBlur: () => void;
  readonly 'aria-describedby': string | undefined;
}) {
  const shown = useRecordName(entity, value === '' ? null : value) ?? value;
  return (
    <input
      {...common}
      type="text"
      readOnly
      aria-readonly="true"
      className="rt-locked"
      value={shown}
      title={`Set by the page you came from`}
    />
  );
}
