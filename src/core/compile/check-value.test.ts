import { describe, expect, it } from 'vitest';
import { checkValue, isDate, isDatetime, isEmail, isTime } from './check-value';
import { codePoints } from './check-rule';

describe('format checks', () => {
  it('reads dates, times and RFC 3339 date-times', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('2024-13-01')).toBe(false);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('23:59:60')).toBe(false);
    expect(isTime('24:00')).toBe(false);
    expect(isDatetime('2030-01-31T09:30:00Z')).toBe(true);
    expect(isDatetime('2030-01-31T09:30Z')).toBe(true);
    expect(isDatetime('2030-01-31T09:30:00.123+01:00')).toBe(true);
    expect(isDatetime('2030-01-31T09:30:00')).toBe(false);
    expect(isDatetime('2030-01-31 09:30:00Z')).toBe(false);
  });

  it('reads email addresses plainly', () => {
    expect(isEmail('a.b+c@example.org')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@example.org')).toBe(false);
    expect(isEmail('a@@example.org')).toBe(false);
    expect(isEmail('a@example..org')).toBe(false);
  });

  it('counts code points', () => {
    expect(codePoints('é😀ab')).toBe(4);
    expect(codePoints('\ud800')).toBe(1);
  });
});

describe('checkValue', () => {
  it('checks nested shapes, lists and references', () => {
    const shape = {
      kind: 'object',
      fields: [
        { name: 'channel', optional: false, type: { kind: 'enum', values: ['email', 'sms'] } },
        { name: 'at', optional: true, type: { kind: 'scalar', name: 'datetime' } },
      ],
    } as const;
    expect(checkValue(shape, { channel: 'sms' })).toBeNull();
    expect(checkValue(shape, { channel: 'fax' })).toBe('Choose one of email, sms.');
    expect(checkValue(shape, {})).toBe('This field is required.');
    expect(checkValue({ kind: 'list', of: { kind: 'scalar', name: 'integer' } }, [1, 2.5])).toBe('Enter a whole number.');
    expect(checkValue({ kind: 'ref', entity: 'Talk' }, { id: 't1' }, (e, id) => e === 'Talk' && id === 't1')).toBeNull();
    expect(checkValue({ kind: 'ref', entity: 'Talk' }, true)).toContain('no Talk');
  });
});
