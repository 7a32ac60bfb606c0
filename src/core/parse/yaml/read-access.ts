import { createPermission, createRole, type Permission, type Role } from '../../spec/role';
import { extrasOf, readRows, type RowKind } from './read-rows';
import { readExpressionKey } from './read-states-rules';
import { keyPath, locate, optionalString, readTextList, requireText, type Row, type YamlContext, type YamlPath } from './yaml-context';
import { missingKey } from '../../diagnostics/messages-yaml';
import type { Located } from '../../source/span';

/** Point 6 role rows. */
export const ROLE_ROW: RowKind = {
  key: 'roles',
  known: ['name', 'description'],
  example: '{ name: speaker, description: proposes talks }',
};
/** Point 6 permission rows. */
export const PERMISSION_ROW: RowKind = {
  key: 'permissions',
  known: ['role', 'can', 'on', 'when'],
  example: '{ role: speaker, can: [create, read], on: [Talk] }',
};

/** Reads point 6's roles. */
export function readRoles(ctx: YamlContext, raw: unknown, path: YamlPath): Role[] {
  return readRows(ctx, raw, path, 6, ROLE_ROW, (row): Role =>
    createRole(
      {
        name: locate(requireText(ctx, row, 'name', 6)),
        description: optionalString(ctx, row, 'description', 6),
        extra: extrasOf(ctx, row, 6),
      },
      row.span,
    ),
  );
}

/** A required list of names; reports `missing-cell` when absent or empty. */
function requireList(ctx: YamlContext, row: Row, key: string): Located<string>[] {
  const list = readTextList(ctx, row.get(key), keyPath(row.path, key), 6).map(locate);
  if (list.length === 0) ctx.sink.report('missing-cell', row.span, missingKey(String(row.path), key, null), 6);
  return list;
}

/** Reads point 6's permissions. */
export function readPermissions(ctx: YamlContext, raw: unknown, path: YamlPath): Permission[] {
  return readRows(ctx, raw, path, 6, PERMISSION_ROW, (row): Permission =>
    createPermission(
      {
        role: locate(requireText(ctx, row, 'role', 6)),
        can: requireList(ctx, row, 'can'),
        on: requireList(ctx, row, 'on'),
        when: readExpressionKey(ctx, row, 'when', 6),
        extra: extrasOf(ctx, row, 6),
      },
      row.span,
    ),
  );
}
