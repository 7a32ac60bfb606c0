import { celEnv, isCelError, parse, plan } from '@bufbuild/cel';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DurationSchema } from '@bufbuild/protobuf/wkt';
import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../backend/create-backend';
import { createMemoryStore } from '../backend/store';
import { checkSpec } from '../check/check-spec';
import '../expression/evaluate-full';
import { availableEvents } from './available-events';
import { compileText } from './compile-app';
import { validateField } from './validate-record';

/**
 * Every field type × representative expressions, evaluated where the running app evaluates them — a
 * rule in form validation, the same rule in the in-browser backend, and a guard — and compared with
 * @bufbuild/cel's own evaluator (stock environment, no specfront code) given the same values typed by
 * hand: dates and datetimes as google.protobuf.Timestamp, integers as int, numbers as double, lists
 * as lists, references as ids. TIME_ZONE = UTC, so accessors without a zone match CEL's UTC default.
 */

const NOW = new Date('2030-06-15T12:00:00Z');

const FIELDS: Readonly<Record<string, string>> = {
  title: 'string',
  notes: 'text',
  email: 'email',
  startsAt: 'datetime',
  day: 'date',
  opensAt: 'time',
  price: 'number',
  count: 'integer',
  paid: 'boolean',
  tags: 'string[]',
  owner: 'Owner',
  kind: 'one of visit, call',
  status: 'one of booked, done',
};

/** The value as stock @bufbuild/cel takes it, typed by hand from the field's type. */
function stockValue(field: string, value: unknown): unknown {
  switch (FIELDS[field]) {
    case 'datetime':
      return timestampFromDate(new Date(value as string));
    case 'date':
      return timestampFromDate(new Date(`${value as string}T00:00:00Z`));
    case 'integer':
      return BigInt(value as number);
    case 'number':
      return value as number; // a JS number is a double for @bufbuild/cel
    default:
      return value;
  }
}

/** Constants of point 9, as stock CEL sees them. */
const CONSTANTS = {
  OPENS_AT: 9n,
  RATE: 1.5,
  NOTICE: create(DurationSchema, { seconds: 24n * 3600n }),
  CLINIC: 'Riverside',
};

function stockEval(source: string, record: Record<string, unknown>): unknown {
  const typed = new Map<string, unknown>();
  for (const [k, v] of Object.entries(record)) typed.set(k, stockValue(k, v));
  const run = plan(celEnv(), parse(source));
  const result = run({ record: typed, now: timestampFromDate(NOW), ...CONSTANTS } as never);
  if (isCelError(result)) throw new Error(`stock CEL failed on ${source}: ${result.message}`);
  return result;
}

function specFor(field: string, expression: string): string {
  const cell = expression.replaceAll('|', '\\|');
  return [
    '# Typed',
    '## 3. Entities',
    '### Visit',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    ...Object.entries(FIELDS).map(([name, type]) => `| ${name} | ${type.replaceAll('|', '\\|')} | ${name === 'status' ? 'yes' : 'no'} |`),
    '### Owner',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    '| name | string | yes |',
    '## 4. States',
    '| Entity | From | Event | To | Guard |',
    '|---|---|---|---|---|',
    `| Visit | booked | finish | done | \`${cell}\` |`,
    '## 5. Rules',
    '| Entity | Field | Rule | Message |',
    '|---|---|---|---|',
    `| Visit | ${field} | \`${cell}\` | The rule says no |`,
    '## 7. Calls',
    '| Method | Path | Request | Response |',
    '|---|---|---|---|',
    '| POST | /api/visits | Visit | Visit |',
    '| POST | /api/visits/:id/finish | — | Visit |',
    '## 9. Constants',
    '- OPENS_AT = 9 — opening hour',
    '- RATE = 1.5 — a rate',
    '- NOTICE = 24 hours — notice',
    '- CLINIC = "Riverside" — name',
    '- TIME_ZONE = UTC — the clinic',
    '',
  ].join('\n');
}

/** [field, expression, values: one that holds and one that does not]. */
const TABLE: ReadonlyArray<readonly [string, string, readonly unknown[]]> = [
  ['startsAt', 'record.startsAt.getHours() >= OPENS_AT', ['2030-06-20T09:30:00Z', '2030-06-20T08:59:00Z']],
  [
    'startsAt',
    'record.startsAt.getDayOfWeek() != 0 && record.startsAt.getMinutes() == 30',
    ['2030-06-20T09:30:00Z', '2030-06-16T09:30:00Z'],
  ],
  ['startsAt', 'record.startsAt > now', ['2030-06-15T12:00:01Z', '2030-06-15T12:00:00Z']],
  ['startsAt', 'record.startsAt - now >= NOTICE', ['2030-06-16T12:00:00Z', '2030-06-16T11:59:59Z']],
  ['startsAt', 'timestamp(record.startsAt) - now <= duration("720h")', ['2030-07-15T12:00:00Z', '2030-07-15T12:00:01Z']],
  [
    'startsAt',
    'record.startsAt.getFullYear() == 2030 && record.startsAt.getMonth() == 5',
    ['2030-06-20T00:00:00+02:00', '2030-06-01T00:00:00+02:00'],
  ],
  ['startsAt', 'string(record.startsAt) == "2030-06-20T09:30:00Z"', ['2030-06-20T09:30:00Z', '2030-06-20T10:30:00+02:00']],
  ['day', 'record.day <= now', ['2030-06-15', '2030-06-16']],
  ['day', 'record.day.getFullYear() == 2030 && record.day.getDate() == 15', ['2030-06-15', '2031-06-15']],
  ['day', 'record.day + duration("24h") > now', ['2030-06-15', '2030-06-14']],
  ['day', 'now - record.day < duration("48h")', ['2030-06-14', '2030-06-13']],
  ['count', 'record.count * 2 >= OPENS_AT', [5, 4]],
  ['count', 'record.count % 2 == 0 && record.count > RATE', [4, 0]],
  ['price', 'record.price * RATE < 100.0', [10, 70]],
  ['price', 'record.price > 3 && record.price == 4.0', [4, 3]],
  ['price', 'int(record.price) == 2', [2.5, 3.5]],
  ['paid', 'record.paid || record.count > 1', [true, false]],
  ['title', 'record.title.startsWith("Dr") && size(record.title) <= 8', ['Dr Quinn', 'Mr Quinn']],
  ['title', 'record.title != CLINIC', ['Other', 'Riverside']],
  ['notes', 'record.notes.contains("urgent")', ['very urgent', 'calm']],
  ['email', 'record.email.endsWith("@example.org")', ['a@example.org', 'a@example.com']],
  [
    'tags',
    'size(record.tags) <= 2',
    [
      ['a', 'b'],
      ['a', 'b', 'c'],
    ],
  ],
  [
    'tags',
    '"a" in record.tags && record.tags.all(t, size(t) < 4)',
    [
      ['a', 'bc'],
      ['a', 'long'],
    ],
  ],
  ['tags', 'record.tags.exists(t, t == "x") || record.tags.map(t, size(t)).exists(n, n > 3)', [['x'], ['a']]],
  ['kind', 'record.kind in ["visit", "call"] && record.kind != "call" && record.status == "booked"', ['visit', 'call']],
  ['owner', 'record.owner == "o1"', ['o1', 'o2']],
  ['opensAt', 'record.opensAt >= "08:00"', ['08:30', '07:59']],
  ['title', 'duration("1h") < NOTICE && has(record.title)', ['x']],
];

describe('typed values in expressions', () => {
  it('the table type-checks clean', () => {
    for (const [field, expression] of TABLE) {
      const findings = checkSpec(specFor(field, expression)).diagnostics.filter((d) => d.point === 4 || d.point === 5);
      expect(
        findings.map((d) => `${d.code}: ${d.message}`),
        expression,
      ).toEqual([]);
    }
  });

  for (const [field, expression, values] of TABLE) {
    for (const value of values) {
      it(`${expression} with ${field} = ${JSON.stringify(value)}: form, backend and guard agree with @bufbuild/cel`, async () => {
        const record: Record<string, unknown> = { status: 'booked', [field]: value };
        if (field !== 'count' && expression.includes('record.count')) record.count = 0;
        if (field !== 'title' && expression.includes('record.title')) record.title = 'x';
        const expected = stockEval(expression, record);
        expect(typeof expected).toBe('boolean');
        const { app } = compileText(specFor(field, expression));

        // Form validation
        const form = validateField(app, 'Visit', field, record, { mode: 'create', now: NOW });
        expect(form === null, `form: ${String(form)}`).toBe(expected);

        // The in-browser backend
        const store = createMemoryStore();
        await store.put('Owner', { id: 'o1', name: 'Ada' });
        await store.put('Owner', { id: 'o2', name: 'Bob' });
        const backend = createBackend(app, store, { now: () => NOW, newId: () => 'v1' });
        const { status: _s, ...body } = record;
        const created = await backend.handle({ method: 'POST', url: '/api/visits', headers: {}, body });
        expect(created.status, JSON.stringify(created.body)).toBe(expected ? 201 : 422);
        if (!expected) expect(created.body).toMatchObject({ errors: [{ field, message: 'The rule says no' }] });

        // A guard on the stored record
        const events = availableEvents(app, { role: null, user: {} }, 'Visit', { id: 'v1', ...record }, NOW);
        expect(events.map((e) => e.decision.ok)).toEqual([expected]);
      });
    }
  }

  it('covers both outcomes for every expression that has two values', () => {
    for (const [, expression, values] of TABLE) {
      if (values.length < 2) continue;
      const [field] = TABLE.find((r) => r[1] === expression) ?? [];
      const outcomes = values.map((v) => stockEval(expression, { status: 'booked', count: 0, title: 'x', [field as string]: v }));
      expect(new Set(outcomes), expression).toEqual(new Set([true, false]));
    }
  });
});
