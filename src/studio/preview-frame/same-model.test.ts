import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileText } from '../../core/index';
import { sameModel } from './same-model';

const clinic = readFileSync(new URL('../../../examples/clinic.spec.md', import.meta.url), 'utf8');

describe('sameModel', () => {
  it('finds two compilations of the same text equal, and a changed title different', () => {
    expect(sameModel(compileText(clinic).app, compileText(clinic).app)).toBe(true);
    expect(sameModel(compileText(clinic).app, compileText(clinic.replace('Riverside Clinic appointments', 'Riverside Clinic bookings')).app)).toBe(false);
  });
  it('finds an edit inside a line of prose (no line moved) equal when it changes nothing the app shows', () => {
    const at = clinic.indexOf('\n', clinic.indexOf('## 9.')) ;
    const edited = clinic.slice(0, at) + ' ' + clinic.slice(at);
    expect(sameModel(compileText(clinic).app, compileText(edited).app)).toBe(true);
  });
  it('tells arrays from objects, missing keys from undefined, and NaN equal to itself', () => {
    expect(sameModel([1], { 0: 1 })).toBe(false);
    expect(sameModel({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameModel({ a: [1, { b: NaN }] }, { a: [1, { b: NaN }] })).toBe(true);
    expect(sameModel({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameModel(null, {})).toBe(false);
  });
});
