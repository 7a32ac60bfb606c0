import { describe, expect, it } from 'vitest';
import { evaluateCel } from './evaluate';
import { fromCel, toCelBindings, toCelInput } from './evaluate-full';

describe('evaluateCel', () => {
  it('counts characters as code points', () => {
    expect(evaluateCel('size(value)', { value: 'é😀ab' })).toEqual({ ok: true, value: 4 });
    expect(evaluateCel('size(value) <= 2000', { value: 'x'.repeat(2000) })).toEqual({ ok: true, value: true });
    expect(evaluateCel('size(value) <= 2000', { value: 'x'.repeat(2001) })).toEqual({ ok: true, value: false });
  });

  it('compares sizes with integer constants given as JS numbers', () => {
    const abstract = 'a'.repeat(250);
    expect(evaluateCel('size(record.abstract) >= MIN_ABSTRACT', { record: { abstract }, MIN_ABSTRACT: 200 })).toEqual({
      ok: true,
      value: true,
    });
    expect(evaluateCel('size(record.abstract) >= MIN_ABSTRACT', { record: { abstract }, MIN_ABSTRACT: 300 })).toEqual({
      ok: true,
      value: false,
    });
    expect(evaluateCel('value > 2', { value: 2.5 })).toEqual({ ok: true, value: true });
  });

  it('reads record fields from plain and prototype-free objects', () => {
    expect(evaluateCel('record.status != "draft"', { record: { status: 'submitted' } })).toEqual({ ok: true, value: true });
    const record = Object.create(null) as Record<string, unknown>;
    record.status = 'draft';
    expect(evaluateCel('record.status != "draft"', { record })).toEqual({ ok: true, value: false });
    expect(evaluateCel('record.speakerEmail == user.email', { record: { speakerEmail: 'a@b.c' }, user: { email: 'a@b.c' } })).toEqual({
      ok: true,
      value: true,
    });
  });

  it('leaves undefined properties out so has() is false', () => {
    expect(evaluateCel('has(record.comment)', { record: { comment: undefined } })).toEqual({ ok: true, value: false });
  });

  it('treats constructor and __proto__ as unbound names', () => {
    const r = evaluateCel('constructor');
    expect(r.ok).toBe(false);
    expect(evaluateCel('__proto__', JSON.parse('{"__proto__": 1}') as Record<string, unknown>)).toEqual({ ok: true, value: 1 });
  });

  it('converts results to plain JS values', () => {
    expect(evaluateCel('[1, 2.5, "a"]')).toEqual({ ok: true, value: [1, 2.5, 'a'] });
    const map = evaluateCel('{"a": 1, "b": [true]}');
    expect(map.ok && Object.getPrototypeOf(map.value)).toBeNull();
    expect(map.ok && { ...(map.value as object) }).toEqual({ a: 1, b: [true] });
    expect(evaluateCel('9223372036854775807')).toEqual({ ok: true, value: 9223372036854775807n });
    expect(evaluateCel('1u')).toEqual({ ok: true, value: 1 });
  });

  it('handles timestamps: Dates in, Dates out', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(evaluateCel('now > timestamp("2020-01-01T00:00:00Z")', { now })).toEqual({ ok: true, value: true });
    expect(evaluateCel('now - duration("1h")', { now })).toEqual({ ok: true, value: new Date('2029-12-31T23:00:00Z') });
    expect(evaluateCel('duration("1500ms")')).toEqual({ ok: true, value: 1500 });
  });

  it('evaluates matches with RE2', () => {
    expect(evaluateCel('value.matches("^[A-Z]+$")', { value: 'ABC' })).toEqual({ ok: true, value: true });
  });

  it('gives messages instead of throwing', () => {
    expect(evaluateCel('missing + 1')).toMatchObject({ ok: false });
    expect(evaluateCel('1 / 0')).toMatchObject({ ok: false, message: expect.stringContaining('divide by zero') as unknown });
    expect(evaluateCel('1 +')).toMatchObject({ ok: false, message: expect.stringContaining('not valid CEL') as unknown });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(evaluateCel('record.self', { record: cyclic })).toMatchObject({
      ok: false,
      message: expect.stringContaining('nested') as unknown,
    });
  });
});

describe('toCelInput and fromCel', () => {
  it('turns integral numbers into bigint and objects into maps', () => {
    expect(toCelInput(200)).toBe(200n);
    expect(toCelInput(2.5)).toBe(2.5);
    expect(toCelInput({ a: [1] })).toEqual(new Map([['a', [1n]]]));
    const b = toCelBindings({ MIN: 3, skip: undefined });
    expect(Object.getPrototypeOf(b)).toBeNull();
    expect(Object.keys(b)).toEqual(['MIN']);
    expect(fromCel(5n)).toBe(5);
  });
});
