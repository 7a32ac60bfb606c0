import { describe, expect, it } from 'vitest';
import { labelOf } from './label-of';
import { safeHref } from './safe-href';

describe('labelOf', () => {
  it('makes field names readable', () => {
    expect(labelOf('patientEmail')).toBe('Patient email');
    expect(labelOf('speaker_email')).toBe('Speaker email');
    expect(labelOf('startsAt')).toBe('Starts at');
    expect(labelOf('profileURL')).toBe('Profile URL');
    expect(labelOf('id')).toBe('ID');
    expect(labelOf('address2')).toBe('Address 2');
    expect(labelOf('title')).toBe('Title');
    expect(labelOf('ÉtatCivil')).toBe('État civil');
    expect(labelOf('')).toBe('');
  });
});

describe('safeHref', () => {
  it('keeps absolute http and https URLs only', () => {
    expect(safeHref('https://example.org/a?b#c')).toBe('https://example.org/a?b#c');
    expect(safeHref(' http://example.org ')).toBe('http://example.org');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('//example.org')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('https://exa mple.org')).toBeNull();
    expect(safeHref('https:\\\\evil.org')).toBeNull();
    expect(safeHref(42)).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
