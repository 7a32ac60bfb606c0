import { celEnv } from '@bufbuild/cel';
import { describe, expect, it } from 'vitest';
import clinic from '../../../examples/clinic.spec.md?raw';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import { checkSpec } from './check-spec';
import { overloadLines } from './cel-overloads';

/** A spec with one entity of every field type, rules given as rows of point 5, and optional extra constants. */
function spec(rules: readonly string[], opts: { guard?: string; constants?: string } = {}): string {
  return [
    '# Clinic',
    '## 3. Entities',
    '### Visit',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    '| title | string | yes |',
    '| startsAt | datetime | yes |',
    '| day | date | no |',
    '| opensAt | time | no |',
    '| price | number | no |',
    '| count | integer | no |',
    '| paid | boolean | no |',
    '| tags | string[] | no |',
    '| owner | Owner | no |',
    '| status | one of booked, done | yes |',
    '### Owner',
    '| Field | Type | Required |',
    '|---|---|---|',
    '| id | id | yes |',
    '| name | string | yes |',
    '## 4. States',
    '| Entity | From | Event | To | Guard |',
    '|---|---|---|---|---|',
    `| Visit | booked | finish | done | ${opts.guard ?? ''} |`,
    '## 5. Rules',
    '| Entity | Field | Rule | Message |',
    '|---|---|---|---|',
    ...rules,
    '## 9. Constants',
    '- OPENS_AT = 9 — opening hour',
    '- RATE = 1.5 — a rate',
    '- NOTICE = 24 hours — notice',
    '- CLINIC = "Riverside" — name',
    ...(opts.constants ? [opts.constants] : []),
    '',
  ].join('\n');
}

const typeFindings = (text: string) =>
  checkSpec(text).diagnostics.filter((d) => d.code === 'type-mismatch' || d.code === 'local-time' || d.code === 'bad-time-zone');

/** The one finding of a rule row, with the text it covers. */
function finding(rule: string, field = 'title') {
  // A bar inside a table cell is written `\|`.
  const text = spec([`| Visit | ${field} | \`${rule.replaceAll('|', '\\|')}\` | Message |`]);
  const found = checkSpec(text).diagnostics.filter(
    (d) =>
      d.code === 'type-mismatch' ||
      d.code === 'local-time' ||
      d.code === 'bad-time-zone' ||
      d.code === 'bad-expression' ||
      d.code === 'unknown-name',
  );
  return found.map((d) => ({ code: d.code, line: d.line, column: d.column, covers: text.slice(d.from, d.to), message: d.message }));
}

describe('type-mismatch in expressions', () => {
  const ROW = 29; // the line of the first rule row
  const COL = (field: string) => `| Visit | ${field} | \``.length + 1;

  it('reports `record.title > 3` at the comparison, with what was expected', () => {
    expect(finding('record.title > 3')).toEqual([
      {
        code: 'type-mismatch',
        line: ROW,
        column: COL('title'),
        covers: 'record.title > 3',
        message: expect.stringContaining(
          'it is given text (string) and a whole number (int). It takes two numbers, two texts, two timestamps or two durations',
        ) as unknown,
      },
    ]);
  });

  it('points at the exact sub-expression, not the whole rule', () => {
    const [d] = finding('size(value) < 10 && value.getHours() > 1');
    expect(d).toMatchObject({ code: 'type-mismatch', column: COL('title') + 'size(value) < 10 && '.length, covers: 'value.getHours()' });
    expect(d?.message).toBe('`.getHours()` applies to a duration or a timestamp, but `value` is text (string).');
  });

  it.each([
    ['value * 2 > 10', 'price', 'value * 2', 'a number (double) and a whole number (int)'],
    ['value + 1.5 > 2', 'count', 'value + 1.5', 'a whole number (int) and a number (double)'],
    ['value == "2030-01-01"', 'startsAt', 'value == "2030-01-01"', 'compares a timestamp with text (string)'],
    ['value - now > 3', 'startsAt', 'value - now > 3', 'a duration and a whole number (int)'],
    ['record.paid && value', 'title', 'value', '`&&` joins conditions, but `value` is text (string)'],
    ['value in [1, 2]', 'status', 'value in [1, 2]', 'looks for text (string) in a list of int'],
    ['record.title.size > 2', 'title', 'record.title.size', 'which has no fields'],
    ['(value ? 1 : 2) == 1', 'count', 'value', 'must be true or false'],
    ['size(value) > OPENS_AT * RATE', 'title', 'OPENS_AT * RATE', 'a whole number (int) and a number (double)'],
    ['value.startsWith(CLINIC) || value.endsWith(3)', 'title', 'value.endsWith(3)', 'a whole number (int)'],
  ])('reports %j on %s at %j', (rule, field, covers, words) => {
    const found = finding(rule, field);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'type-mismatch', line: ROW, covers, message: expect.stringContaining(words) as unknown });
    expect(found[0]?.column).toBe(COL(field) + rule.replaceAll('|', '\\|').indexOf(covers));
  });

  it('reports an expression that is not a condition', () => {
    expect(finding('size(value)')).toEqual([
      {
        code: 'type-mismatch',
        line: ROW,
        column: COL('title'),
        covers: 'size(value)',
        message: 'A rule must be true or false, but this expression gives a whole number (int).',
      },
    ]);
    const text = spec([], { guard: '`record.count + 1`' });
    expect(typeFindings(text).map((d) => [d.code, text.slice(d.from, d.to), d.message])).toEqual([
      ['type-mismatch', 'record.count + 1', 'A guard must be true or false, but this expression gives a whole number (int).'],
    ]);
  });

  it('accepts well-typed expressions over every field type', () => {
    const ok = [
      ['startsAt', 'value.getHours("Europe/Paris") >= OPENS_AT'],
      ['startsAt', 'timestamp(value) - now >= NOTICE'],
      ['startsAt', 'value - now >= duration("1h") && value + NOTICE > now'],
      ['startsAt', 'string(value) != ""'],
      ['day', 'value <= now'],
      ['day', 'value < record.startsAt'],
      ['opensAt', 'value >= "09:00"'],
      ['price', 'value * 2.0 > 10.0 && value > 3 && value <= RATE'],
      ['price', 'int(value) % 2 == 0 && double(record.count) < value'],
      ['count', 'value * 2 >= OPENS_AT && value == 1.0'],
      ['paid', 'value || !record.paid'],
      ['tags', 'size(value) <= 3 && value.all(t, size(t) < 20) && "x" in value'],
      ['tags', 'value.exists(t, t.startsWith("a")) && value.map(t, size(t)).all(n, n > 0)'],
      ['tags', 'value + ["a"] != [] && value.filter(t, t != "").size() >= 0'],
      ['status', 'value in ["booked", "done"] && record.status != "done"'],
      ['owner', 'value != "" && size(value) > 0'],
      ['title', 'record.title.matches("^[A-Z]") && value == record.title && has(record.day)'],
      ['title', 'user.role == "admin" || user.age > 3 || user.visits.exists(v, v == value)'],
      ['title', 'value == null || record.day == null'],
      ['title', '{"a": 1}["a"] == 1 && [1, 2][0] == 1'],
      ['title', 'size(value) <= 3 ? true : value.contains(CLINIC)'],
      ['title', 'type(value) == string'],
    ];
    for (const [field, rule] of ok) expect(finding(rule as string, field), rule).toEqual([]);
  });

  it('finds nothing to say about the example specs', () => {
    for (const text of [clinic, bookshop]) expect(typeFindings(text)).toEqual([]);
  });
});

describe('time-of-day accessors and the time zone', () => {
  it('notes an accessor without a zone when point 9 fixes none, at the call', () => {
    const found = finding('value.getHours() >= OPENS_AT', 'startsAt');
    expect(found).toEqual([
      expect.objectContaining({ code: 'local-time', covers: 'value.getHours()', message: expect.stringContaining('TIME_ZONE') as unknown }),
    ]);
    // Seconds and milliseconds do not depend on the zone; a zone given or a duration's hours need no note.
    expect(finding('value.getSeconds() == 0 && value.getHours("+02:00") > 1 && (value - now).getHours() > 1', 'startsAt')).toEqual([]);
  });

  it('is quiet once point 9 gives TIME_ZONE, and reports a TIME_ZONE that is not a zone', () => {
    const row = ['| Visit | startsAt | `value.getHours() >= OPENS_AT` | Open from 9 |'];
    expect(typeFindings(spec(row, { constants: '- TIME_ZONE = Europe/Paris — the clinic' }))).toEqual([]);
    const text = spec(row, { constants: '- TIME_ZONE = Paris time — the clinic' });
    expect(typeFindings(text).map((d) => [d.code, d.point, text.slice(d.from, d.to)])).toEqual([
      ['local-time', 5, 'value.getHours()'],
      ['bad-time-zone', 9, 'Paris time'],
    ]);
  });
});

describe('the overload table', () => {
  it("is exactly @bufbuild/cel's standard library", () => {
    const s = (t: { toString(): string } | undefined): string =>
      t === undefined
        ? '-'
        : t.toString().replace('google.protobuf.Timestamp', 'timestamp').replace('google.protobuf.Duration', 'duration');
    const library = [...celEnv().funcs].map((f) =>
      `${f.name} | ${s(f.target)} | ${f.arguments.map(s).join(', ')} -> ${s(f.result)}`
        .replaceAll('google.protobuf.Timestamp', 'timestamp')
        .replaceAll('google.protobuf.Duration', 'duration'),
    );
    expect([...new Set(overloadLines())].sort()).toEqual([...new Set(library)].sort());
  });
});
