import type { Located } from '../source/span';
import type { Field } from '../spec/entity';
import type { Spec } from '../spec/spec';
import type { Transition } from '../spec/transition';
import { pathWithQuery } from './form-rows';
import { codeSpan, extraColumns, extraValues, markdownTable } from './markdown-table';
import { pointFourStateFields, pointThreeStateFields } from './spec-to-form';

/** Names joined as a comma list. */
const list = (items: readonly Located<string>[]): string => items.map((i) => i.value).join(', ');

/** A table with the required columns, the optional ones some row uses, and the extra columns. */
function table<T extends { readonly extra: readonly { readonly column: string; readonly value: string }[] }>(
  rows: readonly T[],
  columns: readonly (readonly [string, (r: T) => string, boolean])[],
): string {
  const used = columns.filter(([, get, required]) => required || rows.some((r) => get(r) !== ''));
  const extra = extraColumns(rows);
  return markdownTable(
    [...used.map(([name]) => name), ...extra],
    rows.map((r) => [...used.map(([, get]) => get(r)), ...extraValues(r, extra)]),
  );
}

/** Point 2: one table. */
export function screensBlock(spec: Spec): string[] {
  if (spec.screens.length === 0) return [];
  return [
    table(spec.screens, [
      ['Route', (s) => s.route.value, true],
      ['Screen', (s) => s.name.value, true],
      ['Shows', (s) => s.shows?.value ?? '', true],
      ['Roles', (s) => list(s.roles), false],
    ]),
  ];
}

const FIELD_COLUMNS: readonly (readonly [string, (f: Field) => string, boolean])[] = [
  ['Field', (f) => f.name.value, true],
  ['Type', (f) => f.typeText.value, true],
  ['Required', (f) => (f.required === null ? '' : f.required ? 'yes' : 'no'), true],
  ['Notes', (f) => f.notes, true],
];

/**
 * Point 3: a `###` sub-heading per entity, its `State field:` line, and its fields table. When fields
 * have extra columns (and every entity has fields and no state field line), one table with an
 * Entity column instead, so the unknown columns are reported once, as in the original.
 */
export function entitiesBlock(spec: Spec): string[] {
  const fields = spec.entities.flatMap((e) => e.fields.map((f) => ({ entity: e.name.value, field: f, extra: f.extra })));
  const stateFields = pointThreeStateFields(spec);
  // One table groups its rows by the Entity cell, so two entities of the same name keep their own sections.
  const distinct = new Set(spec.entities.map((e) => e.name.value)).size === spec.entities.length;
  const oneTable = distinct && extraColumns(fields).length > 0 && spec.entities.every((e, i) => e.fields.length > 0 && !stateFields[i]);
  if (oneTable) {
    return [
      table(fields, [
        ['Entity', (r) => r.entity, true],
        ...FIELD_COLUMNS.map(([n, get, req]) => [n, (r: { field: Field }) => get(r.field), req] as const),
      ]),
    ];
  }
  const out: string[] = [];
  spec.entities.forEach((e, i) => {
    out.push(`### ${e.name.value}`);
    const stateField = stateFields[i];
    if (stateField) out.push(`State field: ${codeSpan(stateField.value)}`);
    out.push(table(e.fields, FIELD_COLUMNS));
  });
  return out;
}

function transitionsTable(rows: readonly Transition[], withEntity: boolean): string {
  return table(rows, [
    ...(withEntity ? [['Entity', (t: Transition) => t.entity?.value ?? '', true] as const] : []),
    ['From', (t) => t.from.value, true],
    ['Event', (t) => t.event.value, true],
    ['To', (t) => t.to.value, true],
    ['Guard', (t) => (t.guard ? codeSpan(t.guard.source) : ''), false],
    ['Roles', (t) => list(t.roles), false],
  ]);
}

/**
 * Point 4: one table with an Entity column (rows without an entity in a table of their own), then
 * a `###` sub-heading with a `State field:` line for each state field declared in this point.
 */
export function statesBlock(spec: Spec): string[] {
  const out: string[] = [];
  const named = spec.transitions.filter((t) => t.entity !== null);
  const unnamed = spec.transitions.filter((t) => t.entity === null);
  if (unnamed.length > 0) out.push(transitionsTable(unnamed, false));
  if (named.length > 0) out.push(transitionsTable(named, true));
  for (const d of pointFourStateFields(spec)) out.push(`### ${d.entity.value}`, `State field: ${codeSpan(d.field.value)}`);
  return out;
}

/** Point 5: one table; expressions as one code span. */
export function rulesBlock(spec: Spec): string[] {
  if (spec.rules.length === 0) return [];
  return [
    table(spec.rules, [
      ['Entity', (r) => r.entity.value, true],
      ['Field', (r) => r.field.value, true],
      ['Rule', (r) => (r.body.kind === 'expression' ? codeSpan(r.body.expression.source) : r.body.text.value), true],
      ['Message', (r) => r.message?.value ?? '', false],
    ]),
  ];
}

/** Point 6: the roles table, then the permissions table. */
export function accessBlock(spec: Spec): string[] {
  const out: string[] = [];
  if (spec.roles.length > 0)
    out.push(
      table(spec.roles, [
        ['Role', (r) => r.name.value, true],
        ['Description', (r) => r.description, true],
      ]),
    );
  if (spec.permissions.length > 0) {
    out.push(
      table(spec.permissions, [
        ['Role', (p) => p.role.value, true],
        ['Can', (p) => list(p.can), true],
        ['On', (p) => list(p.on), true],
        ['When', (p) => (p.when ? codeSpan(p.when.source) : ''), false],
      ]),
    );
  }
  return out;
}

/** Point 7: one table. */
export function callsBlock(spec: Spec): string[] {
  if (spec.calls.length === 0) return [];
  return [
    table(spec.calls, [
      ['Method', (c) => c.method.value, true],
      ['Path', pathWithQuery, true],
      ['Request', (c) => c.requestText?.value ?? '', true],
      ['Response', (c) => c.responseText?.value ?? '', true],
      ['Errors', (c) => list(c.errors), false],
      ['Roles', (c) => list(c.roles), false],
      ['Notes', (c) => c.notes, false],
    ]),
  ];
}

/** Point 8: one table. */
export function errorsBlock(spec: Spec): string[] {
  if (spec.errors.length === 0) return [];
  return [
    table(spec.errors, [
      ['Code', (e) => e.code.value, true],
      ['Status', (e) => e.statusText.value, true],
      ['Message', (e) => e.message?.value ?? '', true],
      ['When', (e) => e.when, false],
    ]),
  ];
}

/** Point 9: one table. */
export function constantsBlock(spec: Spec): string[] {
  if (spec.constants.length === 0) return [];
  return [
    table(spec.constants, [
      ['Name', (c) => c.name.value, true],
      ['Value', (c) => c.valueText.value, true],
      ['Meaning', (c) => c.meaning, true],
    ]),
  ];
}
