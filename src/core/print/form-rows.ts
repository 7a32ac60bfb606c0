import type { Located } from '../source/span';
import type { Call } from '../spec/call';
import type { Constant } from '../spec/constant';
import type { Entity, Field } from '../spec/entity';
import type { ErrorEntry } from '../spec/error-entry';
import type { ExtraCell } from '../spec/extra-cell';
import type { Permission, Role } from '../spec/role';
import type { Rule } from '../spec/rule';
import type { Screen } from '../spec/screen';
import type { StateFieldDecl, Transition } from '../spec/transition';
import { formList, formMap, oneLineLength, type FormMap, type FormValue } from './form-tree';

/** Rows whose one-line form is shorter than this are written `{ … }` in YAML. */
const FLOW_WIDTH = 96;

type Entry = readonly [string, FormValue | undefined];

/** A row mapping: known entries, then extra cells as keys (or in `extra` when a name collides). */
function row(entries: readonly Entry[], extra: readonly ExtraCell[], flowable = true): FormMap {
  const all: Entry[] = [...entries];
  const known = new Set(entries.map(([k]) => k));
  known.add('extra');
  const colliding: FormValue[] = [];
  for (const e of extra) {
    if (e.value === '') continue;
    if (known.has(e.column))
      colliding.push(
        formMap(
          [
            ['column', e.column],
            ['value', e.value],
          ],
          true,
        ),
      );
    else {
      known.add(e.column);
      all.push([e.column, e.value]);
    }
  }
  if (colliding.length > 0) all.push(['extra', formList(colliding)]);
  const map = formMap(all, false);
  return flowable && oneLineLength(map) < FLOW_WIDTH && map.entries.every(([, v]) => typeof v !== 'string' || !v.includes('\n'))
    ? formMap(all, true)
    : map;
}

/** A string, or undefined when empty (optional keys are left out). */
const opt = (s: string | null | undefined): string | undefined => (s ? s : undefined);
/** A list of names as `[a, b]`, or undefined when empty. */
const names = (list: readonly Located<string>[]): FormValue | undefined =>
  list.length > 0
    ? formList(
        list.map((l) => l.value),
        true,
      )
    : undefined;

/** A number when `text` is written as that number exactly (`404`, `3`, `2.5`), else the text. */
export function numberOrText(text: string): FormValue {
  if (text === '' || text.trim() !== text) return text;
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text ? n : text;
}

/** Point 2 row. */
export function screenRow(s: Screen): FormMap {
  return row(
    [
      ['route', s.route.value],
      ['screen', s.name.value],
      ['shows', opt(s.shows?.value)],
      ['roles', names(s.roles)],
    ],
    s.extra,
  );
}

function fieldRow(f: Field): FormMap {
  const required = f.required === null ? undefined : f.required;
  return row(
    [
      ['name', f.name.value],
      ['type', f.typeText.value],
      ['required', required],
      ['notes', opt(f.notes)],
    ],
    f.extra,
  );
}

/** Point 3 row with its fields, and the state field point 3 declares for it. */
export function entityRow(e: Entity, stateField: Located<string> | null): FormMap {
  return formMap([
    ['name', e.name.value],
    ['stateField', opt(stateField?.value)],
    ['fields', formList(e.fields.map(fieldRow))],
  ]);
}

/** Point 4 state field declaration row. */
export function stateFieldRow(d: StateFieldDecl): FormMap {
  return row(
    [
      ['entity', d.entity.value],
      ['stateField', d.field.value],
    ],
    [],
  );
}

/** Point 4 transition row. */
export function transitionRow(t: Transition): FormMap {
  return row(
    [
      ['entity', opt(t.entity?.value)],
      ['from', t.from.value],
      ['event', t.event.value],
      ['to', t.to.value],
      ['guard', opt(t.guard?.source)],
      ['roles', names(t.roles)],
    ],
    t.extra,
  );
}

/** Point 5 row: `expr` for an expression, `rule` for words. */
export function ruleRow(r: Rule): FormMap {
  const body: Entry = r.body.kind === 'expression' ? ['expr', r.body.expression.source] : ['rule', r.body.text.value];
  return row([['entity', r.entity.value], ['field', r.field.value], body, ['message', opt(r.message?.value)]], r.extra);
}

/** Point 6 role row. */
export function roleRow(r: Role): FormMap {
  return row(
    [
      ['name', r.name.value],
      ['description', opt(r.description)],
    ],
    r.extra,
  );
}

/** Point 6 permission row. */
export function permissionRow(p: Permission): FormMap {
  return row(
    [
      ['role', p.role.value],
      [
        'can',
        formList(
          p.can.map((c) => c.value),
          true,
        ),
      ],
      [
        'on',
        formList(
          p.on.map((o) => o.value),
          true,
        ),
      ],
      ['when', opt(p.when?.source)],
    ],
    p.extra,
  );
}

/** The path with its query list, as written in a Path cell (`/api/talks?tag&limit`). */
export function pathWithQuery(c: Call): string {
  return c.query.length > 0 ? `${c.path.value}?${c.query.map((q) => q.value).join('&')}` : c.path.value;
}

/** Point 7 row. */
export function callRow(c: Call): FormMap {
  return row(
    [
      ['method', c.method.value],
      ['path', pathWithQuery(c)],
      ['request', c.requestText?.value],
      ['response', c.responseText?.value],
      ['errors', names(c.errors)],
      ['roles', names(c.roles)],
      ['notes', opt(c.notes)],
    ],
    c.extra,
  );
}

/** Point 8 row. */
export function errorRow(e: ErrorEntry): FormMap {
  return row(
    [
      ['code', e.code.value],
      ['status', numberOrText(e.statusText.value)],
      ['message', opt(e.message?.value)],
      ['when', opt(e.when)],
    ],
    e.extra,
  );
}

/** Point 9 row: numbers and booleans as YAML values when written plainly, other values as text. */
export function constantRow(c: Constant): FormMap {
  const text = c.valueText.value;
  let value: FormValue = text;
  if (c.value.kind === 'number' && String(c.value.value) === text) value = c.value.value;
  else if (c.value.kind === 'boolean' && String(c.value.value) === text) value = c.value.value;
  return row(
    [
      ['name', c.name.value],
      ['value', value],
      ['meaning', opt(c.meaning)],
    ],
    c.extra,
  );
}
