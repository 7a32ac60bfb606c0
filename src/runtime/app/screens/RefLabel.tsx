import { readOne } from '../../../core/index';
import type { AppType } from '../../../core/index';
import { callOf, callParamsFor, entityOf, titleFieldOf, valueOf } from '../app-lookup';
import { useRunningApp } from '../context';
import { useRefNames } from '../ref-names';
import { useCall } from '../use-call';
import { FieldValue } from './FieldValue';

/**
 * A reference shown by the referenced record's name: from the screen's name table (the referenced
 * entity's list call, made once per screen) when point 7 lists one, else with the entity's detail
 * call, else (or on failure) the id alone.
 */
export function RefValue({ type, value }: { readonly type: AppType; readonly value: unknown }) {
  const { app } = useRunningApp();
  const ref = type.kind === 'ref' ? type : type.kind === 'list' && type.of.kind === 'ref' ? type.of : null;
  const target = ref ? entityOf(app, ref.entity) : null;
  const hasList = target !== null && callOf(app, target.calls.list) !== null;
  const names = useRefNames(hasList && target ? [target.name] : []);
  // A list of references shows the names table only: no detail call (the hook is still called, with no call, so every render calls the same hooks).
  const call = target && !hasList && type.kind !== 'list' ? callOf(app, target.calls.detail) : null;
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const { result } = useCall(call && id !== null ? call.id : null, { params: call && id !== null ? callParamsFor(call, {}, id) : {} });
  if (type.kind === 'list') return <FieldValue type={type} value={value} names={target ? (names.get(target.name) ?? null) : null} />;
  let label: string | null = target && id !== null ? (names.get(target.name)?.get(id) ?? null) : null;
  if (target && call && result?.ok) {
    const record = readOne(call, result.body);
    const title = record ? valueOf(record, titleFieldOf(target)) : undefined;
    if (title !== undefined && title !== null && title !== '' && typeof title !== 'object') label = String(title);
  }
  return <FieldValue type={type} value={value} label={label} />;
}
