import fc from 'fast-check';
import { assertProperty, sweepRuns } from '../test-property';
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse/parse-spec';
import { parseYamlSpec } from '../parse/yaml/parse-yaml-spec';
import { toComparable } from '../spec/comparable';
import { formList, formMap, type FormMap, type FormValue } from './form-tree';
import { printJson } from './print-json';
import { printMarkdown } from './print-markdown';
import { printForm, printYaml } from './print-yaml';

/** Names that must stay ordinary: prototype keys, unicode, a bar, a backtick. No commas (lists split on them). */
const NAME = fc.constantFrom(
  'alpha',
  'Beta',
  '__proto__',
  'constructor',
  'Café',
  '名前',
  'a|b',
  'x`y',
  'hasOwnProperty',
  'toString',
  'émoji😀',
  'ZED',
);
/** Free text: several words, commas and bars allowed. */
const TEXT = fc
  .array(fc.constantFrom('one', 'two,', 'Ünïcode', 'bar | bar', '__proto__', 'with `code` inside', 'x&y', '"q"', '42', 'null', 'yes'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((w) => w.join(' '));
/** Prose: paragraphs of plain words. */
const PROSE = fc
  .array(
    fc
      .array(fc.constantFrom('The', 'app', 'lets', 'people', 'book', 'Ärzte', 'constructor', 'a|b', 'x', 'not'), {
        minLength: 1,
        maxLength: 6,
      })
      .map((w) => w.join(' ')),
    { minLength: 1, maxLength: 2 },
  )
  .map((p) => p.join('\n\n'));
/** Names in lists: no backticks either (a comma inside backticks does not split a Markdown list). */
const LIST_NAME = NAME.filter((n) => !n.includes('`'));
const NAMES = fc.uniqueArray(LIST_NAME, { maxLength: 3 }).map((l) => formList(l, true));
const EXPR = fc.constantFrom('size(value) <= 3', 'record.a > 1 || user.role == "x"', 'value != ""', 'MAX_X >= 2 && true');
const TYPE = fc.constantFrom('string', 'integer', 'one of a, b', '"x" | "y"', 'alpha', 'list of Beta', 'Beta[]', 'weird type', 'uuid');
const SHAPE = fc.constantFrom('—', 'alpha', '{ a: string, b?: integer }', '"a" | "b"', 'Beta[]', '{ items: alpha[], total: integer }');
const PATH = fc.constantFrom('/api/x', '/api/x/:id', '/api/x?limit&offset', '/a/{id}', 'no-slash', '/');
/** Extra columns, always in this order (a Markdown table gives every row the same columns). */
const EXTRA_COLUMNS = ['Owner', '__proto__', 'extra'] as const;

/** Optional entries: each present or not. */
const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined });

/** A row with its known entries and some of the extra columns, in their fixed order. */
function row(entries: Record<string, fc.Arbitrary<FormValue | undefined>>): fc.Arbitrary<FormMap> {
  const extras = fc.tuple(...EXTRA_COLUMNS.map(() => opt(TEXT)));
  return fc.tuple(fc.record(entries), extras).map(([known, ex]) => {
    const list: [string, FormValue | undefined][] = Object.entries(known);
    const collide: FormValue[] = [];
    EXTRA_COLUMNS.forEach((c, i) => {
      const v = ex[i];
      if (v === undefined) return;
      if (c === 'extra')
        collide.push(
          formMap(
            [
              ['column', c],
              ['value', v],
            ],
            true,
          ),
        );
      else list.push([c, v]);
    });
    if (collide.length > 0) list.push(['extra', formList(collide)]);
    return formMap(list);
  });
}

const rows = (r: fc.Arbitrary<FormMap>): fc.Arbitrary<FormValue> => fc.array(r, { maxLength: 3 }).map((l) => formList(l));
/** A point: missing, prose only, or a list of rows. */
const point = (r: fc.Arbitrary<FormMap>): fc.Arbitrary<FormValue | undefined> => fc.oneof(fc.constant(undefined), PROSE, rows(r));

const FORM: fc.Arbitrary<FormMap> = fc
  .record({
    title: opt(fc.constantFrom('Clinic', 'Café | bar', '__proto__')),
    intro: opt(PROSE),
    purpose: opt(PROSE),
    screens: point(
      row({
        route: PATH,
        screen: NAME,
        shows: opt(fc.constantFrom('list of alpha', 'Beta detail', 'form to create alpha', 'about us')),
        roles: opt(NAMES),
      }),
    ),
    entities: opt(
      fc
        .array(
          fc
            .record({
              name: NAME,
              stateField: opt(fc.constantFrom('status', 'state')),
              fields: fc.array(row({ name: NAME, type: TYPE, required: opt(fc.boolean()), notes: opt(TEXT) }), { maxLength: 3 }),
            })
            .map((e) =>
              formMap([
                ['name', e.name],
                ['stateField', e.stateField],
                ['fields', formList(e.fields)],
              ]),
            ),
          { maxLength: 3 },
        )
        .map((l) => formList(l)),
    ),
    states: point(
      fc.oneof(
        row({ entity: NAME, from: NAME, event: NAME, to: NAME, guard: opt(EXPR), roles: opt(NAMES) }),
        fc.record({ entity: NAME, stateField: fc.constantFrom('status', 'phase') }).map((d) =>
          formMap([
            ['entity', d.entity],
            ['stateField', d.stateField],
          ]),
        ),
      ),
    ),
    rules: point(
      fc.oneof(
        row({
          entity: NAME,
          field: NAME,
          rule: fc.constantFrom('at most 90 characters', 'email', 'sounds nice', 'between 1 and MAX_X'),
          message: opt(TEXT),
        }),
        row({ entity: NAME, field: NAME, expr: EXPR, message: opt(TEXT) }),
      ),
    ),
    roles: opt(rows(row({ name: NAME, description: opt(TEXT) }))),
    permissions: opt(
      rows(row({ role: NAME, can: NAMES.filter((l) => l.items.length > 0), on: NAMES.filter((l) => l.items.length > 0), when: opt(EXPR) })),
    ),
    calls: point(
      row({
        method: fc.constantFrom('GET', 'POST', 'patch', 'FOO'),
        path: PATH,
        request: opt(SHAPE),
        response: opt(SHAPE),
        errors: opt(NAMES),
        roles: opt(NAMES),
        notes: opt(TEXT),
      }),
    ),
    errors: point(row({ code: NAME, status: fc.constantFrom(404, 422, '99', 'abc'), message: opt(TEXT), when: opt(TEXT) })),
    constants: point(
      row({
        name: NAME,
        value: fc.constantFrom<FormValue>(3, 2.5, true, '14 days', '"Main street"', 'words here', '3.0'),
        meaning: opt(TEXT),
      }),
    ),
    notes: opt(
      fc
        .array(
          fc.record({ heading: fc.constantFrom('Open questions', 'Glossary', 'History of Café'), text: PROSE }).map((n) =>
            formMap([
              ['heading', n.heading],
              ['text', n.text],
            ]),
          ),
          { maxLength: 2 },
        )
        .map((l) => formList(l)),
    ),
  })
  .map((f) => formMap(Object.entries(f)));

describe('round trips of generated specs', () => {
  it('YAML form → model → printYaml → model is equal, and the text is stable (seed 20240601)', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(FORM, (form) => {
        const first = parseYamlSpec(printForm(form), 'yaml').spec;
        const yaml = printYaml(first);
        const second = parseYamlSpec(yaml, 'yaml').spec;
        expect(toComparable(second)).toEqual(toComparable(first));
        expect(printYaml(second)).toBe(yaml);
        expect(toComparable(parseYamlSpec(printJson(first), 'json').spec)).toEqual(toComparable(first));
      }),
      { seed: 20240601, numRuns: sweepRuns(150, 40) },
    );
  });

  it('model → printMarkdown → parseSpec is equal (seed 7)', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(FORM, (form) => {
        const first = parseYamlSpec(printForm(form), 'yaml').spec;
        const back = parseSpec(printMarkdown(first)).spec;
        expect(toComparable(back)).toEqual(toComparable(first));
      }),
      { seed: 7, numRuns: sweepRuns(150, 40) },
    );
  });

  it('keeps two entities of the same name apart in Markdown (found by the random seed 459914484)', () => {
    const yaml =
      'entities:\n  - name: Café\n    fields:\n      - {name: alpha, type: string}\n  - name: Café\n    fields:\n      - {name: alpha, type: string, __proto__: one}\n';
    const first = parseYamlSpec(yaml, 'yaml').spec;
    expect(first.entities).toHaveLength(2);
    const back = parseSpec(printMarkdown(first)).spec;
    expect(toComparable(back)).toEqual(toComparable(first));
  });

  it('leaves Object.prototype clean (seed 11)', { timeout: 120_000 }, () => {
    assertProperty(
      fc.property(FORM, (form) => {
        const spec = parseYamlSpec(printForm(form), 'yaml').spec;
        printMarkdown(spec);
        printJson(spec);
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS);
        expect(({} as Record<string, unknown>).alpha).toBeUndefined();
      }),
      { seed: 11, numRuns: 50 },
    );
  });
});

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
