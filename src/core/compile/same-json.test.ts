import { describe, expect, it } from 'vitest';
import clinic from '../../../examples/clinic.spec.md?raw';
import { compileText } from './compile-app';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('finds two compilations of the same text equal, and a changed title different', () => {
    expect(sameJson(compileText(clinic).app, compileText(clinic).app)).toBe(true);
    expect(
      sameJson(compileText(clinic).app, compileText(clinic.replace('Riverside Clinic appointments', 'Riverside Clinic bookings')).app),
    ).toBe(false);
  });
  it('tells arrays from objects, missing keys from undefined, and NaN equal to itself', () => {
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJson({ a: [1, { b: NaN }] }, { a: [1, { b: NaN }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
