import { describe, expect, it } from 'vitest';
import type { AppType } from '../compile/app-model';
import { displayText, fromInputValue, fromLocalDateTime, inputKindOf, toInputValue, toLocalDateTime } from './field-value';

const scalar = (name: Extract<AppType, { kind: 'scalar' }>['name']): AppType => ({ kind: 'scalar', name });

describe('inputKindOf', () => {
  it('picks an input per field type', () => {
    expect(inputKindOf(scalar('text'))).toBe('textarea');
    expect(inputKindOf(scalar('integer'))).toBe('integer');
    expect(inputKindOf(scalar('boolean'))).toBe('checkbox');
    expect(inputKindOf(scalar('datetime'))).toBe('datetime-local');
    expect(inputKindOf(scalar('email'))).toBe('email');
    expect(inputKindOf({ kind: 'enum', values: ['a'] })).toBe('select');
    expect(inputKindOf({ kind: 'ref', entity: 'Doctor' })).toBe('reference');
    expect(inputKindOf({ kind: 'list', of: scalar('string') })).toBe('list');
  });
});

describe('input values', () => {
  it('converts numbers and keeps text that is not a number for validation to report', () => {
    expect(fromInputValue(scalar('integer'), '42')).toBe(42);
    expect(fromInputValue(scalar('integer'), '4x')).toBe('4x');
    expect(fromInputValue(scalar('integer'), '  ')).toBeUndefined();
  });
  it('reads checkboxes and comma lists', () => {
    expect(fromInputValue(scalar('boolean'), false)).toBe(false);
    expect(fromInputValue({ kind: 'list', of: scalar('string') }, 'en, fr,, de ')).toEqual(['en', 'fr', 'de']);
    expect(toInputValue({ kind: 'list', of: scalar('string') }, ['en', 'fr'])).toBe('en, fr');
  });
  it('round-trips a datetime through the local input value', () => {
    const iso = '2030-05-06T07:08:00.000Z';
    const local = toLocalDateTime(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalDateTime(local)).toBe(iso);
    expect(toInputValue(scalar('datetime'), 'not a date')).toBe('');
    expect(fromLocalDateTime('nope')).toBe('nope');
  });
  it('shows blanks as empty inputs', () => {
    expect(toInputValue(scalar('string'), undefined)).toBe('');
    expect(toInputValue(scalar('boolean'), undefined)).toBe(false);
  });
});

describe('displayText', () => {
  it('shows plain text for every type', () => {
    expect(displayText(scalar('boolean'), true)).toBe('Yes');
    expect(displayText(scalar('string'), '')).toBe('—');
    expect(displayText({ kind: 'list', of: scalar('string') }, ['a', 'b'])).toBe('a, b');
    expect(displayText(scalar('string'), '<b>x</b>')).toBe('<b>x</b>');
    expect(displayText(scalar('datetime'), 'garbage')).toBe('garbage');
    expect(displayText(scalar('date'), '2024-02-29')).toMatch(/2024/);
  });
});
