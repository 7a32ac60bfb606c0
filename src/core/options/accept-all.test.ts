import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { acceptAll, acceptRound } from './accept-all';
import type { Option, TextEdit } from './option';
import { proposeOptions } from './propose-options';

const errorsOf = (text: string): string[] =>
  checkSpec(text)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.code}@${d.line}`);

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

const CHOIR = lines(
  '# Choir rehearsals',
  '',
  '## 1. Purpose',
  '',
  'Singers sign up for rehearsals; the conductor plans them.',
  '',
  '## 2. Screens',
  '',
  '| Screen | Route | Notes |',
  '|---|---|---|',
  '| Rehearsals | /rehearsals | upcoming ones |',
  '| Sign in or join | /signin, /join | |',
  '',
  '## 7. Calls',
  '',
  "- GET /rehearsals?upcoming=true - singers' view",
  "- GET /rehearsals?term=spring - the conductor's plan",
  '- POST /auth/signin → sends a link by email',
);

describe('accept all on rough drafts leaves no errors (issue 19)', () => {
  it('keeps a table a point cannot read (other column names, no route) fenced as notes, rows as written', () => {
    const draft = lines(
      '# Allotments',
      '',
      '## 2. Screens',
      '',
      '| Seite | Wer sieht sie | Knöpfe |',
      '|---|---|---|',
      '| Warteliste | Sekretärin | Anbieten |',
      '',
      '## 7. Calls',
      '',
      '| Method | Path | Request | Response | Notes |',
      '|---|---|---|---|---|',
      '| GET | /applications | — | — | the waiting list |',
    );
    expect(errorsOf(draft)).toEqual(['missing-column@5']);
    const { text } = acceptAll(draft);
    expect(errorsOf(text)).toEqual([]);
    expect(text).toContain('```\n| Seite | Wer sieht sie | Knöpfe |\n|---|---|---|\n| Warteliste | Sekretärin | Anbieten |\n```');
  });

  it('does not fence a calls table that the calls rule rewrites as point 7’s table', () => {
    const draft = lines('# Boats', '', '## 7. Calls', '', '| Endpoint | Verb | Purpose |', '|---|---|---|', '| /boats | GET | all boats |');
    const { options } = proposeOptions(draft);
    expect(options.map((o) => o.rule)).not.toContain('unread-tables');
    const { text } = acceptAll(draft);
    expect(text).not.toContain('```');
    expect(errorsOf(text)).toEqual([]);
  });

  it('gives each route of a cell holding two (`/signin, /join`) its row, with its part of the name', () => {
    expect(errorsOf(CHOIR)).toContain('bad-path@12');
    const { text } = acceptAll(CHOIR);
    expect(text).toContain('| Sign in | /signin | |\n| join | /join | |');
    expect(errorsOf(text)).toEqual([]);
  });

  it('lists a call written twice with other queries once, with both queries and both notes, its shape once', () => {
    const { text } = acceptAll(CHOIR);
    expect(text).toContain("- GET /rehearsals?upcoming=true&term=spring → Rehearsal[] - singers' view; the conductor's plan\n");
    expect(text.match(/GET \/rehearsals/g)).toHaveLength(1);
  });

  it('invents no record for a sign-in call under a prefix (`POST /auth/signin`): it answers nothing yet', () => {
    const { text } = acceptAll(CHOIR);
    expect(text).not.toMatch(/### Signin|Signin\b/);
    expect(text).toContain('- POST /auth/signin → —; sends a link by email');
  });
});

describe('accept all: calls under a heading the engine renumbers', () => {
  const HALL = lines(
    '# Hall bookings',
    '',
    '## 1. Purpose',
    '',
    'Members book the hall; the caretaker confirms.',
    '',
    '## 5. Endpoints',
    '',
    '- GET /api/bookings',
    '- GET /api/bookings/{id}',
    '- GET /api/bookings/{bookingId} - the same, as the caretaker writes it',
    '- POST /api/bookings (member)',
  );

  it('reads them in place once the heading is point 7, not in a second table of point 7', () => {
    const first = proposeOptions(HALL).options;
    expect(first.map((o) => o.title)).toContain('Read “5. Endpoints” as point 7, as its words say, not point 5');
    expect(first.map((o) => o.rule)).not.toContain('calls-from-text');
    const { text } = acceptAll(HALL);
    expect(text.match(/^## 7\./gm)).toHaveLength(1);
    expect(errorsOf(text)).toEqual([]);
  });

  it('lists a call written twice with other parameter names (`{id}`, `{bookingId}`) once, with both notes', () => {
    const { text } = acceptAll(HALL);
    expect(text).toContain('- GET /api/bookings/{id} → Booking - the same, as the caretaker writes it\n');
    expect(text).not.toContain('{bookingId}');
  });
});

describe('accept all: two calls on one line', () => {
  it('gives the first call the body fields its words name up to the second call, not the second call’s method', () => {
    const draft = lines('# Shed', '', 'Members borrow tools.', '', 'Calls: `POST /loans` body: toolId, until and `GET /tools`.');
    const { text } = acceptAll(draft);
    expect(text).toContain('| POST | /loans | { toolId: id, until: string } | Loan |');
    expect(text).not.toMatch(/\| GET \| string \|/);
    expect(errorsOf(text)).toEqual([]);
  });
});

describe('acceptRound: the safety net', () => {
  const SPEC = lines('# T', '', '## 2. Screens', '', '| Route | Screen | Shows |', '|---|---|---|', '| / | Home | welcome |');
  const option = (id: string, ...edits: TextEdit[]): Option => ({
    id,
    point: 2,
    rule: 'test',
    title: id,
    detail: '',
    evidence: [],
    edits,
    requires: [],
  });
  const end = SPEC.length;

  it('applies every option when together they make no new error', () => {
    const good = option('good', { from: end, to: end, insert: '\nA note.\n' });
    expect(acceptRound(SPEC, [good])).toMatchObject({ applied: 1, withheld: [] });
  });

  it('holds back an option whose edit makes an error the text had not, and applies the others', () => {
    const row = SPEC.indexOf('| / | Home');
    const bad = option('bad', { from: row, to: row, insert: '| /about us | About | who we are |\n' });
    const good = option('good', { from: end, to: end, insert: '\nA note.\n' });
    const round = acceptRound(SPEC, [bad, good]);
    expect(round.withheld.map((o) => o.id)).toEqual(['bad']);
    expect(round.text).toBe(`${SPEC}\nA note.\n`);
    expect(errorsOf(round.text)).toEqual([]);
  });

  it('holds back the later of two options whose edits collide', () => {
    const at = SPEC.indexOf('welcome');
    const a = option('a', { from: at, to: at + 7, insert: 'hello' });
    const b = option('b', { from: at + 2, to: at + 7, insert: 'y' });
    const round = acceptRound(SPEC, [a, b]);
    expect(round.withheld.map((o) => o.id)).toEqual(['b']);
    expect(round.text).toContain('| / | Home | hello |');
  });
});
