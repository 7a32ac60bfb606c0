import { readOne, type AppScreen } from '../../../core/index';
import { callOf, callParamsFor, entityOf } from '../screen-lookups';
import { useRunningApp } from '../context';
import { useCall } from '../use-call';
import { Banner } from '../ui/Banner';
import { Skeleton } from '../ui/Skeleton';
import { EditForm } from './EditForm';
import { RecordForm } from './RecordForm';
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
