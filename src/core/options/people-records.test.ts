import { describe, expect, it } from 'vitest';
import { proposeOptions } from './propose-options';

const roles = (text: string): string | undefined => proposeOptions(text).options.find((o) => o.point === 6)?.title;

// A draft whose records and people share a word: the agency keeps a list of its interpreters, who also work in it.
const AGENCY = [
  '# Interpreting bookings',
  '',
  '## 1. What it is for',
  '',
  'Hospitals book interpreters for appointments. Interpreters accept bookings and close them after the visit.',
  '',
  '## 7. Calls',
  '',
  '| Method | Path | Request | Response |',
  '|---|---|---|---|',
  '| GET | /api/interpreters | — | { id: id, name: string }[] |',
  '| GET | /api/bookings | — | { id: id, date: date, interpreterId: id, status: "open" \\| "accepted" \\| "closed" }[] |',
  '| POST | /api/bookings | { date: date, interpreterId: id } | { id: id, date: date, interpreterId: id, status: "open" \\| "accepted" \\| "closed" } |',
  '| POST | /api/bookings/:id/accept | — | { id: id, status: "open" \\| "accepted" \\| "closed" } |',
  '| POST | /api/bookings/:id/close | — | { id: id, status: "open" \\| "accepted" \\| "closed" } |',
  '',
].join('\n');

describe('people whose word is also a record', () => {
  it('are people when the word names a kind of person (`interpreters`, listed by GET /api/interpreters)', () => {
    expect(roles(AGENCY)).toContain('`interpreter`');
  });

  it('are not when the word names a thing (`bookings`)', () => {
    expect(roles(AGENCY)).not.toContain('`booking`');
  });
});
