import { isScalar, isSeq } from 'yaml';
import { wrongKind } from '../../diagnostics/messages-yaml';
import { POINTS, type PointNumber } from '../../spec/point';
import type { PointData } from './point-data';
import { readPermissions, readRoles } from './read-access';
import { readCalls, readConstants, readErrors } from './read-api';
import { readEntities, readScreens } from './read-screens-entities';
import { readRules, readStates } from './read-states-rules';
import { deref, kindOf, readText, spanOfNode, type YamlContext, type YamlPath } from './yaml-context';

/** The keys of the YAML form that hold a point's data, with their point (the nine points' table, spec/point.ts). */
export const POINT_KEYS: ReadonlyMap<string, PointNumber> = new Map(POINTS.flatMap((p) => p.yamlKeys.map((k) => [k, p.n] as const)));

/** What one point key holds: data (a list), or prose only (text, as in `calls: not shown`). */
export interface PointValue {
  readonly data: PointData;
  /** The text when the key holds prose instead of a list; null for a list. */
  readonly prose: string | null;
  readonly structured: boolean;
}

/** Reads one list key's rows into point data. */
function readList(ctx: YamlContext, key: string, node: unknown, path: YamlPath): PointData {
  switch (key) {
    case 'screens':
      return { screens: readScreens(ctx, node, path) };
    case 'entities':
      return readEntities(ctx, node, path);
    case 'states':
      return readStates(ctx, node, path);
    case 'rules':
      return { rules: readRules(ctx, node, path) };
    case 'roles':
      return { roles: readRoles(ctx, node, path) };
    case 'permissions':
      return { permissions: readPermissions(ctx, node, path) };
    case 'calls':
      return { calls: readCalls(ctx, node, path) };
    case 'errors':
      return { errors: readErrors(ctx, node, path) };
    case 'constants':
      return { constants: readConstants(ctx, node, path) };
    default:
      return {};
  }
}

/**
 * Reads the value of a point key (`screens`, `roles`, …; `path` names it in messages). A list is the
 * point's data; text (or an empty value) is prose only. `purpose` is always text.
 */
export function readPointValue(ctx: YamlContext, key: string, raw: unknown, path: YamlPath): PointValue {
  const point = POINT_KEYS.get(key) ?? null;
  const node = deref(ctx, raw, path, point);
  if (key !== 'purpose' && isSeq(node)) return { data: readList(ctx, key, node, path), prose: null, structured: true };
  if (node === null || isScalar(node)) {
    const text = readText(ctx, node, path, point)?.text ?? '';
    return { data: key === 'purpose' ? { purpose: text } : {}, prose: text, structured: false };
  }
  const expected = key === 'purpose' ? 'text' : 'a list of rows, or text such as `not shown`';
  ctx.sink.report('bad-value', spanOfNode(ctx, node), wrongKind(String(path), expected, kindOf(node)), point);
  return { data: {}, prose: '', structured: false };
}

/** Merges point data read from several keys (point 6's `roles` and `permissions`, or a repeated key). */
export function mergePointData(into: PointData, from: PointData): void {
  const keys = [
    'screens',
    'entities',
    'stateFields',
    'transitions',
    'rules',
    'roles',
    'permissions',
    'calls',
    'errors',
    'constants',
  ] as const;
  for (const k of keys) {
    const add = from[k];
    if (add) (into[k] as unknown[] | undefined) = [...((into[k] as unknown[] | undefined) ?? []), ...add];
  }
  if (from.purpose !== undefined) into.purpose = into.purpose === undefined ? from.purpose : `${into.purpose}\n\n${from.purpose}`;
}
