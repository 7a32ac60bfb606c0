import { isScalar } from 'yaml';
import { createField, type Entity, type Field } from '../../spec/entity';
import { createScreen, type Screen } from '../../spec/screen';
import type { StateFieldDecl } from '../../spec/transition';
import { parseFieldType } from '../cells/field-type';
import { parsePath } from '../cells/http';
import { parseRequired } from '../cells/required';
import { parseShows } from '../cells/shows';
import { extrasOf, readRows, type RowKind } from './read-rows';
import {
  deref,
  keyPath,
  locate,
  optionalLocated,
  optionalString,
  readText,
  readTextList,
  requireText,
  type YamlContext,
  type YamlPath,
} from './yaml-context';

/** Point 2 rows. */
export const SCREEN_ROW: RowKind = {
  key: 'screens',
  known: ['route', 'screen', 'shows', 'roles'],
  example: '{ route: /talks, screen: Talks, shows: list of Talk }',
};
/** Point 3 rows. */
export const ENTITY_ROW: RowKind = { key: 'entities', known: ['name', 'stateField', 'fields'], example: '{ name: Talk, fields: [ … ] }' };
/** Point 3 field rows. */
export const FIELD_ROW: RowKind = {
  key: 'fields',
  known: ['name', 'type', 'required', 'notes'],
  example: '{ name: title, type: string, required: true }',
};

/** Reads point 2's list. */
export function readScreens(ctx: YamlContext, raw: unknown, path: YamlPath): Screen[] {
  return readRows(ctx, raw, path, 2, SCREEN_ROW, (row) => {
    const route = parsePath(requireText(ctx, row, 'route', 2), ctx.sink, 2);
    const name = requireText(ctx, row, 'screen', 2);
    const showsText = readText(ctx, row.get('shows'), keyPath(row.path, 'shows'), 2);
    const shows = showsText && showsText.text !== '' ? showsText : null;
    const read = shows ? parseShows(shows) : { kind: 'content' as const, target: null, related: null };
    return createScreen(
      {
        route: route.path,
        params: route.params,
        name: locate(name),
        shows: shows ? locate(shows) : null,
        kind: read.kind,
        target: read.target,
        related: read.related,
        roles: readTextList(ctx, row.get('roles'), keyPath(row.path, 'roles'), 2).map(locate),
        extra: extrasOf(ctx, row, 2),
      },
      row.span,
    );
  });
}

/** Reads point 3's list: the entities, and a state field declaration for each that names one. */
export function readEntities(ctx: YamlContext, raw: unknown, path: YamlPath): { entities: Entity[]; stateFields: StateFieldDecl[] } {
  const stateFields: StateFieldDecl[] = [];
  const entities = readRows(ctx, raw, path, 3, ENTITY_ROW, (row): Entity => {
    const name = locate(requireText(ctx, row, 'name', 3));
    const stateField = optionalLocated(ctx, row, 'stateField', 3);
    if (stateField) stateFields.push({ entity: name, field: stateField });
    const fields = readRows(ctx, row.get('fields'), keyPath(row.path, 'fields'), 3, FIELD_ROW, (f) => readField(ctx, f));
    return { name, fields, stateField, span: row.span };
  });
  return { entities, stateFields };
}

function readField(ctx: YamlContext, row: Parameters<Parameters<typeof readRows>[5]>[0]): Field {
  const name = requireText(ctx, row, 'name', 3);
  const typeText = requireText(ctx, row, 'type', 3);
  return createField(
    {
      name: locate(name),
      typeText: locate(typeText),
      type: parseFieldType(typeText, ctx.sink, 3),
      required: readRequired(ctx, row.get('required'), keyPath(row.path, 'required')),
      notes: optionalString(ctx, row, 'notes', 3),
      extra: extrasOf(ctx, row, 3),
    },
    row.span,
  );
}

/** `required: true` / `false`, or the words of a Markdown Required cell (`yes`, `optional`, `✓`). */
function readRequired(ctx: YamlContext, raw: unknown, path: YamlPath): boolean | null {
  const node = deref(ctx, raw, path, 3);
  if (isScalar(node) && typeof node.value === 'boolean') return node.value;
  const text = readText(ctx, node, path, 3);
  return text && text.text !== '' ? parseRequired(text, ctx.sink, 3) : null;
}
