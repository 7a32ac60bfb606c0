import { describe, expect, it } from 'vitest';
import { celDuration } from './cel-time';
import { evaluateCel, needsFullCel } from './evaluate';

// No evaluate-full import here: these run on the small interpreter alone, as the running app does.
const ok = (value: unknown): unknown => ({ ok: true, value });
const fails = (message: string): unknown => ({ ok: false, message });

describe('the small CEL interpreter', () => {
  it('covers the expressions of the example specs', () => {
    const sources = [
      'size(value) <= MAX_TAGS',
      'record.delivery == "post"',
      'value != "post" || has(record.address)',
      'user.canRefund',
      'timestamp(record.startsAt) - now >= CANCEL_NOTICE',
      'has(record.summary) && size(record.summary) >= MIN_SUMMARY',
      'timestamp(value) - now <= BOOKING_HORIZON',
      'user.role == "doctor" && record.status == "arrived"',
      'record.status != "draft"',
    ];
    expect(needsFullCel(sources)).toBe(false);
    const now = new Date('2030-06-15T08:00:00Z');
    expect(evaluateCel(sources[4]!, { record: { startsAt: '2030-06-16T08:00:00Z' }, now, CANCEL_NOTICE: celDuration(86_400_000) })).toEqual(
      ok(true),
    );
    expect(evaluateCel(sources[4]!, { record: { startsAt: '2030-06-16T07:59:59Z' }, now, CANCEL_NOTICE: celDuration(86_400_000) })).toEqual(
      ok(false),
    );
  });

  it('does integer arithmetic in 64 bits with errors on overflow and division by zero', () => {
    expect(evaluateCel('7 / 2 + 7 % 2 * -3')).toEqual(ok(0));
    expect(evaluateCel('9223372036854775807 + 1')).toEqual(fails('int overflow during _+_'));
    expect(evaluateCel('x / 0', { x: 1 })).toEqual(fails('int divide by zero'));
    expect(evaluateCel('1.0 / 0.0')).toEqual(ok(Infinity));
    expect(evaluateCel('1 + 1.0')).toEqual(fails("found no matching overload for '_+_' applied to '(int, double)'"));
    expect(evaluateCel('1 < 1.5 && 2.0 == 2')).toEqual(ok(true));
  });

  it('absorbs errors in && and || as CEL does, in either order', () => {
    expect(evaluateCel('missing.x || true')).toEqual(ok(true));
    expect(evaluateCel('false && 1 / 0 == 1')).toEqual(ok(false));
    expect(evaluateCel('1 / 0 == 1 && false')).toEqual(ok(false));
    expect(evaluateCel('1 / 0 == 1 || false')).toEqual(fails('int divide by zero'));
    expect(evaluateCel('1 || false')).toEqual(fails('type mismatch: expected bool, got int'));
  });

  it('selects fields, indexes lists and maps, and answers has()', () => {
    const b = { r: { a: [1, 2], n: null }, m: new Map([['k', 'v']]) };
    expect(evaluateCel('r.a[1] + size(r.a)', b)).toEqual(ok(4));
    expect(evaluateCel('r.b', b)).toEqual(fails('field not found: b'));
    expect(evaluateCel('r.a[2]', b)).toEqual(fails('index 2 out of bounds [0, -1)'));
    expect(evaluateCel('[has(r.a), has(r.n), has(r.zz), has(nobody.x)]', b)).toEqual(ok([true, false, false, false]));
    expect(evaluateCel('m["k"] + {"a": "b"}.a', b)).toEqual(ok('vb'));
    expect(evaluateCel('{1: "x"}[1.0]')).toEqual(ok('x'));
  });

  it('treats __proto__ and constructor as ordinary names and keys', () => {
    const data = JSON.parse('{"r": {"__proto__": 5, "constructor": "c"}}') as Record<string, unknown>;
    expect(evaluateCel('r.__proto__ + 1', data)).toEqual(ok(6));
    expect(evaluateCel('r.constructor', data)).toEqual(ok('c'));
    expect(evaluateCel('has(x.constructor) || has(x.toString)', { x: {} })).toEqual(ok(false));
    expect(evaluateCel('constructor')).toEqual(fails('unresolved attribute'));
    const m = evaluateCel('{"__proto__": 1, "constructor": 2}');
    expect(m.ok && Object.getPrototypeOf(m.value)).toBeNull();
    expect(m.ok && Object.keys(m.value as object)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('runs the macros', () => {
    const l = { l: [1, 2, 3] };
    expect(evaluateCel('[l.all(x, x > 0), l.exists(x, x > 2), l.exists_one(x, x > 1)]', l)).toEqual(ok([true, true, false]));
    expect(evaluateCel('l.map(x, x * 2).filter(x, x > 2)', l)).toEqual(ok([4, 6]));
    expect(evaluateCel('l.map(x, x > 1, x)', l)).toEqual(ok([2, 3]));
    expect(evaluateCel('{"a": 1}.all(k, k == "a")')).toEqual(ok(true));
    expect(evaluateCel('l.all(x, 1 / (x - 2) > 0 || x == 2)', l)).toEqual(ok(false));
  });

  it('handles strings by code point, and conversions', () => {
    expect(evaluateCel('size("é😀ab") == 4 && "abc".contains("b") && "abc".startsWith("a") && "abc".endsWith("c")')).toEqual(ok(true));
    expect(evaluateCel('[int("12"), int(2.9), double(3), string(1.5), bool("true"), string(duration("90m"))]')).toEqual(
      ok([12, 2, 3, '1.5', true, '5400s']),
    );
    expect(evaluateCel('int("x")')).toEqual(fails('Cannot convert x to a BigInt'));
    expect(evaluateCel('"a" in ["a"] && 2 in {2: 0} && !("b" in {"a": 1})')).toEqual(ok(true));
  });

  it('does timestamp and duration arithmetic', () => {
    const t = new Date('2030-01-01T00:00:00Z');
    expect(evaluateCel('t - duration("1h")', { t })).toEqual(ok(new Date('2029-12-31T23:00:00Z')));
    expect(evaluateCel('timestamp("2030-01-01T01:00:00+01:00") == t', { t })).toEqual(ok(true));
    expect(evaluateCel('duration("1.5s") + duration("500ms")')).toEqual(ok(2000));
    expect(evaluateCel('timestamp("2030-13-01T00:00:00Z")')).toMatchObject({ ok: false });
    expect(evaluateCel('duration("1x")')).toEqual(fails('Failed to parse duration: invalid syntax'));
  });

  it('leaves the rest to the full evaluator, and says so when it is not loaded', () => {
    expect(needsFullCel(['1u + 2u'])).toBe(true);
    expect(needsFullCel(['timestamp(x).getFullYear()'])).toBe(false);
    expect(needsFullCel(['type(x) == int'])).toBe(true);
    expect(evaluateCel('1u')).toMatchObject({ ok: false, message: expect.stringContaining('loadFullCel') as unknown });
    expect(evaluateCel('"a".matches("a")')).toMatchObject({ ok: false, message: expect.stringContaining('loadFullCel') as unknown });
  });
});

describe('expressionsReady', () => {
  it('is false while an app needs RE2 or the full evaluator that is not loaded, and true for the rest', async () => {
    const { expressionsReady } = await import('../compile/prepare-expressions');
    const app = (rules: { kind: 'phrase'; phrase: { kind: 'matches'; pattern: string } }[], guard: string | null) =>
      ({
        entities: [
          {
            rules: rules.map((check) => ({ field: 'x', check, message: null, source: { point: 5, line: 1 } })),
            machine: guard ? { transitions: [{ guard }] } : null,
          },
        ],
        permissions: [],
      }) as unknown as Parameters<typeof expressionsReady>[0];
    expect(expressionsReady(app([], 'size(record.x) > 1'))).toBe(true);
    expect(expressionsReady(app([], '1u + 2u'))).toBe(false);
  });
});
