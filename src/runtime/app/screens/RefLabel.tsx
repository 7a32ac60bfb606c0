import { readOne } from '../../../core/index';
import type { AppType } from '../../../core/index';
import { callOf, callParamsFor, entityOf, recordName } from '../screen-lookups';
import { useRunningApp } from '../context';
import { useRefNames } from '../ref-names';
import { useCall } from '../use-call';
import { FieldValue } from './FieldValue';

/**
 * The name of one record of `entity`: from the screen's name table (the entity's list call, made once
 * per screen) when point 7 lists one, else with the entity's detail call; null while unknown (the id
 * then stands in).
 */
export function useRecordName(entity: string | null, id: string | null): string | null {
  const { app } = useRunningApp();
  const target = entityOf(app, entity);
  const list = target ? callOf(app, target.calls.list) : null;
  const hasList = list !== null && list.params.length === 0;
  const names = useRefNames(hasList && target ? [target.name] : []);
  const call = target && !hasList ? callOf(app, target.calls.detail) : null;
  const { result } = useCall(call && id !== null ? call.id : null, { params: call && id !== null ? callParamsFor(call, {}, id) : {} });
  if (!target || id === null) return null;
  if (hasList) return names.get(target.name)?.get(id) ?? null;
  const record = call && result?.ok ? readOne(call, result.body) : null;
  return record ? recordName(target, record) : null;
}

/**
 * A reference shown by the referenced record's name (useRecordName), else (or on failure) the id alone;
 * a list of references by the names the screen's name table holds.
 */
export function RefValue({ type, value }: { readonly type: AppType; readonly value: unknown }) {
  const ref = type.kind === 'ref' ? type : type.kind === 'list' && type.of.kind === 'ref' ? type.of : null;
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const label = useRecordName(type.kind === 'ref' && ref ? ref.entity : null, id);
  const names = useRefNames(type.kind === 'list' && ref ? [ref.entity] : []);
  if (type.kind === 'list') return <FieldValue type={type} value={value} names={ref ? (names.get(ref.entity) ?? null) : null} />;
  return <FieldValue type={type} value={value} label={label} />;
}
