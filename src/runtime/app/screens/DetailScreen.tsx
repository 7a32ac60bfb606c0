import { useState } from 'react';
import { canDo, canOpenScreen, readOne } from '../../../core/index';
import type { AppScreen } from '../../../core/index';
import { callOf, callParamsFor, entityOf, idOf, recordHref, recordName, screenFor, specLine, valueOf } from '../screen-lookups';
import { useRunningApp } from '../context';
import { hrefFor } from '../hash-router';
import { navigate } from '../use-hash-location';
import { useCall } from '../use-call';
import { Banner } from '../ui/Banner';
import { LoadFailed } from '../ui/LoadFailed';
import { RecordFlags } from '../ui/RecordFlags';
import { Skeleton } from '../ui/Skeleton';
import { StateBadge } from '../ui/StateBadge';
import { EventButtons } from './EventButtons';
import { FieldValue } from './FieldValue';
import { RefValue } from './RefLabel';
import { RelatedLists } from './RelatedLists';
import { isMachineKey } from './list-columns';
import { ScreenHeader } from './ScreenHeader';

/** A detail screen: one record's fields, its state and events, and links to edit or delete it. */
export function DetailScreen({ screen, params }: { readonly screen: AppScreen; readonly params: Readonly<Record<string, string>> }) {
  const { app, actor, call: send, notify, dataChanged } = useRunningApp();
  const entity = entityOf(app, screen.entity);
  const call = callOf(app, screen.calls.detail ?? entity?.calls.detail);
  const { loading, result, reload } = useCall(call ? call.id : null, { params: call ? callParamsFor(call, params) : {} });
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (!entity || !call) return null;

  const record = result?.ok ? readOne(call, result.body) : null;
  const machine = entity.machine;
  const state = record && machine ? valueOf(record, machine.field) : undefined;
  const stateField = machine ? entity.fields.find((f) => f.name === machine.field) : undefined;
  const id = record ? idOf(entity, record) : null;
  const name = record ? recordName(entity, record) : null;

  const edit = screenFor(app, entity.name, 'edit');
  const editHref =
    record && edit && canOpenScreen(app, actor, edit).ok && canDo(app, actor, 'update', entity.name, record).ok
      ? recordHref(edit, id)
      : null;
  const deleteCall = callOf(app, entity.calls.delete);
  const canDelete = record !== null && deleteCall !== null && canDo(app, actor, 'delete', entity.name, record).ok;
  const list = screenFor(app, entity.name, 'list');

  async function remove() {
    if (!deleteCall || id === null) return;
    const r = await send(deleteCall.id, { params: callParamsFor(deleteCall, params, id) });
    setConfirming(false);
    if (!r.ok) {
      setDeleteError(r.message);
      return;
    }
    notify('success', name !== null ? `${name} deleted.` : `${entity?.name ?? 'Record'} deleted.`);
    dataChanged();
    navigate((list && hrefFor(list.route, {})) ?? '#/');
  }

  const actions = record ? (
    <>
      {editHref ? (
        <a className="rt-btn" href={editHref} {...specLine(edit?.source)}>
          {edit?.name ?? 'Edit'}
        </a>
      ) : null}
      {canDelete && !confirming ? (
        <button type="button" className="rt-btn rt-btn-danger" onClick={() => setConfirming(true)} {...specLine(deleteCall?.source)}>
          Delete
        </button>
      ) : null}
      {canDelete && confirming ? (
        <span className="rt-confirm" role="group" aria-label="Confirm delete">
          <span>Delete this {entity.name.toLowerCase()}?</span>
          <button type="button" className="rt-btn rt-btn-danger" onClick={() => void remove()}>
            Yes, delete
          </button>
          <button type="button" className="rt-btn" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </span>
      ) : null}
    </>
  ) : null;

  return (
    <>
      <ScreenHeader screen={screen} actions={actions}>
        {record ? (
          <p className="rt-subtitle">
            {entity.name} {name !== null ? <strong className="rt-record-name">{name}</strong> : <span className="rt-mono">{id}</span>}
            {typeof state === 'string' && machine ? (
              <>
                {' '}
                <StateBadge state={state} states={machine.states} specLine={stateField?.source.line ?? null} openRecordOf={entity.name} />
              </>
            ) : null}
          </p>
        ) : null}
      </ScreenHeader>
      {result && !result.ok ? (
        <LoadFailed
          title={`Could not load this ${entity.name.toLowerCase()}`}
          specLine={call.source.line}
          message={result.message}
          onRetry={reload}
        />
      ) : null}
      {result?.ok && !record ? (
        <Banner kind="error" title={`Could not load this ${entity.name.toLowerCase()}`} specLine={call.source.line}>
          The answer did not hold the {entity.name} that {call.id} describes.
        </Banner>
      ) : null}
      {deleteError ? (
        <Banner kind="error" title={`This ${entity.name.toLowerCase()} was not deleted`} specLine={deleteCall?.source.line ?? null}>
          {deleteError}
        </Banner>
      ) : null}
      {record ? <RecordFlags app={app} entity={entity} record={record} actor={actor} /> : null}
      {loading && !record ? <Skeleton rows={6} label={`Loading ${entity.name.toLowerCase()}…`} /> : null}
      {record ? (
        <div className={machine ? 'rt-detail-grid' : 'rt-detail-grid rt-detail-single'}>
          <section className="rt-card" aria-label="Fields">
            <dl className="rt-fields">
              {entity.fields
                .filter((f) => !(f.isId && name !== null && isMachineKey(entity, f)))
                .map((f) => (
                  <div className="rt-field-row" key={f.name} {...specLine(f.source)}>
                    <dt>{f.label}</dt>
                    <dd>
                      {f.isState && typeof valueOf(record, f.name) === 'string' ? (
                        <StateBadge state={valueOf(record, f.name) as string} states={machine?.states ?? []} />
                      ) : f.type.kind === 'ref' || (f.type.kind === 'list' && f.type.of.kind === 'ref') ? (
                        <RefValue type={f.type} value={valueOf(record, f.name)} />
                      ) : f.type.kind === 'scalar' && f.type.name === 'text' ? (
                        <TextValue value={valueOf(record, f.name)} />
                      ) : (
                        <FieldValue type={f.type} value={valueOf(record, f.name)} />
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
          {machine ? <EventButtons entity={entity} record={record} /> : null}
        </div>
      ) : null}
      {record && id !== null ? <RelatedLists screen={screen} entity={entity} id={id} /> : null}
    </>
  );
}

/** Long text kept as plain text with its line breaks. */
function TextValue({ value }: { readonly value: unknown }) {
  if (value === undefined || value === null || value === '') return <span className="rt-empty-value">—</span>;
  return <p className="rt-text-value">{typeof value === 'string' ? value : JSON.stringify(value)}</p>;
}
