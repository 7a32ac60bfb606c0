import { describe, expect, it } from 'vitest';
import { matchHeading } from './heading-point';

describe('matchHeading', () => {
  it('matches by a leading number in every written form, and the number wins', () => {
    expect(matchHeading('3. Entities').point).toBe(3);
    expect(matchHeading('3) Things').point).toBe(3);
    expect(matchHeading('3 Things').point).toBe(3);
    expect(matchHeading('7').point).toBe(7);
    expect(matchHeading('2. Errors').point).toBe(2);
    expect(matchHeading('2. Errors').byNumber).toBe(true);
  });

  it('falls back to words when the number is not a point', () => {
    expect(matchHeading('10. Screens').point).toBe(2);
    expect(matchHeading('0 notes').point).toBeNull();
    expect(matchHeading('2024 roadmap').point).toBeNull();
  });

  it('matches the canonical titles and the listed words, case-insensitive, as whole words', () => {
    const cases: [string, number][] = [
      ['What the product does and for whom', 1],
      ['Purpose', 1],
      ['What it does', 1],
      ['For whom', 1],
      ['Screens and routes', 2],
      ['ROUTES', 2],
      ['Pages', 2],
      ['Entities and their fields', 3],
      ['Data model', 3],
      ['Fields', 3],
      ['States and transitions', 4],
      ['Workflow', 4],
      ['Lifecycle', 4],
      ['Validation rules', 5],
      ['Roles and permissions', 6],
      ['Permissions', 6],
      ['The calls it makes', 7],
      ['API', 7],
      ['Endpoints', 7],
      ['The error catalogue', 8],
      ['Errors', 8],
      ['Business constants and limits', 9],
      ['Limits', 9],
    ];
    for (const [heading, point] of cases) expect(matchHeading(heading).point, heading).toBe(point);
  });

  it('keeps other headings as notes (no partial words)', () => {
    expect(matchHeading('Open questions').point).toBeNull();
    expect(matchHeading('Statements of work').point).toBeNull();
    expect(matchHeading('Rapid').point).toBeNull();
    expect(matchHeading('__proto__').point).toBeNull();
  });

  it('lists every point the words fit, first match first', () => {
    const m = matchHeading('Error states');
    expect(m.point).toBe(8);
    expect(m.candidates).toEqual([8, 4]);
    expect(matchHeading('Entities and their fields').candidates).toEqual([3]);
  });
});
