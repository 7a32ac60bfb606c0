import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import { compileText } from './compile-app';
import { validateField, validateRecord } from './validate-record';
import { loadRegexEngine } from '../expression/regex-engine';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

// `matches` rules run on RE2, which the running app loads with prepareExpressions(); load it here.
await loadRegexEngine();

const now = new Date('2030-06-15T12:00:00Z');
const cfpApp = compileText(cfp).app;
const clinicApp = compileText(clinic).app;
const shopApp = compileText(bookshop).app;
const talk = (over: Record<string, unknown> = {}) => ({
  title: 'T',
  abstract: 'a'.repeat(250),
  speakerEmail: 'ada@example.org',
  format: 'talk',
  minutes: 30,
  ...over,
});

describe('validateRecord', () => {
  it('accepts a valid record and names each broken field once', () => {
    expect(validateRecord(cfpApp, 'Talk', talk(), { mode: 'create', now })).toEqual([]);
    expect(
      validateRecord(cfpApp, 'Talk', talk({ title: 'x'.repeat(91), minutes: 20, speakerEmail: 'nope', format: 'song' }), {
        mode: 'create',
        now,
      }),
    ).toEqual([
      { field: 'title', message: 'Keep the title to 90 characters or fewer' },
      { field: 'speakerEmail', message: 'Enter an email address, like name@example.org.' },
      { field: 'format', message: 'Choose one of talk, workshop, lightning.' },
      { field: 'minutes', message: 'Talks last 10, 30 or 45 minutes' },
    ]);
  });

  it('requires point 3 required fields on create, not the id or state field, and only fields given on update', () => {
    expect(validateRecord(cfpApp, 'Talk', {}, { mode: 'create' }).map((e) => e.field)).toEqual([
      'title',
      'abstract',
      'speakerEmail',
      'format',
      'minutes',
    ]);
    expect(validateRecord(cfpApp, 'Talk', { title: '' }, { mode: 'update' })).toEqual([
      { field: 'title', message: 'This field is required.' },
    ]);
    expect(validateRecord(cfpApp, 'Talk', { minutes: 30 }, { mode: 'update' })).toEqual([]);
  });

  it('checks types', () => {
    const v = (field: string, value: unknown, app = clinicApp, entity = 'Doctor') =>
      validateField(app, entity, field, { [field]: value }, { mode: 'update', now });
    expect(v('startOfDay', '08:30')).toBeNull();
    expect(v('startOfDay', '25:00')).toBe('Enter a time as HH:MM.');
    expect(v('acceptsNewPatients', 'yes')).toBe('Choose yes or no.');
    expect(v('profile', 'javascript:alert(1)')).toContain('https://');
    expect(v('languages', ['en', 'fr'])).toBeNull();
    expect(v('languages', 'en')).toBe('Enter a list.');
    expect(v('birthDate', '1990-02-30', clinicApp, 'Patient')).toBe('Enter a date as YYYY-MM-DD.');
    expect(v('startsAt', '2030-07-01T09:00', clinicApp, 'Appointment')).toContain('date and time');
    expect(v('minutes', 10.5, clinicApp, 'Appointment')).toBe('Enter a whole number.');
    expect(v('minutes', '10', clinicApp, 'Appointment')).toBe('Enter a whole number.');
    expect(v('price', 'x', shopApp, 'Book')).toBe('Enter a number.');
  });

  it('checks that references point at records that exist', () => {
    const exists = (entity: string, id: string) => entity === 'Talk' && id === 't1';
    expect(validateRecord(cfpApp, 'Review', { talk: 't1', score: 3 }, { mode: 'create', exists })).toEqual([]);
    expect(validateRecord(cfpApp, 'Review', { talk: 't2', score: 3 }, { mode: 'create', exists })).toEqual([
      { field: 'talk', message: 'There is no Talk `t2`.' },
    ]);
  });
});

describe('rule phrases', () => {
  const opts = { mode: 'update' as const, now };
  const clinicField = (entity: string, field: string, record: Record<string, unknown>, extra: object = {}) =>
    validateField(clinicApp, entity, field, record, { ...opts, ...extra });

  it('at least / at most N characters, counting code points, with constants', () => {
    expect(clinicField('Patient', 'name', { name: 'A' })).toBe('Please enter the full name');
    expect(clinicField('Patient', 'name', { name: '😀😀' })).toBeNull();
    expect(clinicField('Patient', 'name', { name: 'x'.repeat(81) })).toBe('Names can have up to 80 characters');
    expect(validateField(cfpApp, 'Talk', 'abstract', { abstract: 'x'.repeat(1201) }, opts)).toBe('The abstract is too long');
  });

  it('between, at least, at most, integer, positive, one of', () => {
    expect(validateField(cfpApp, 'Review', 'score', { score: 6 }, opts)).toBe('Score from 1 to 5');
    expect(validateField(cfpApp, 'Review', 'score', { score: 5 }, opts)).toBeNull();
    expect(validateField(shopApp, 'Book', 'title', { title: 'x'.repeat(201) }, opts)).toBe('A title has 1 to 200 characters');
    expect(validateField(shopApp, 'Book', 'price', { price: 501 }, opts)).toBe('Prices run from 1 to 500 euros');
    expect(validateField(shopApp, 'Order', 'copies', { copies: 1.5 }, opts)).toBe('Whole copies only');
    expect(validateField(shopApp, 'Order', 'copies', { copies: 0 }, opts)).toBe('Order at least one copy');
    expect(validateField(shopApp, 'Order', 'copies', { copies: 11 }, opts)).toBe('You can order up to 10 copies at once');
    expect(validateField(shopApp, 'Book', 'pages', { pages: -3 }, opts)).toBe('Enter a number above zero.');
    expect(clinicField('Appointment', 'minutes', { minutes: 25 })).toBe('Visits last 10, 20 or 30 minutes');
  });

  it('email, url, matches, required, unique', () => {
    expect(clinicField('Patient', 'email', { email: 'ada' })).toBe('That does not look like an email address');
    expect(validateField(shopApp, 'Author', 'website', { website: 'example.org' }, opts)).toBe(
      'Enter the full address, starting with https://',
    );
    expect(clinicField('Patient', 'phone', { phone: 'call me' })).toBe('Use digits and spaces, with an optional + in front');
    expect(clinicField('Patient', 'phone', { phone: '+44 20 7946' })).toBeNull();
    expect(clinicField('Patient', 'phone', {})).toBe('We need a phone number to reach you');
    const others = [{ id: 'p1', email: 'ada@example.org' }];
    expect(clinicField('Patient', 'email', { id: 'p2', email: 'ada@example.org' }, { others })).toBe(
      'A patient with this email is already registered',
    );
    expect(clinicField('Patient', 'email', { id: 'p1', email: 'ada@example.org' }, { others })).toBeNull();
  });

  it('before / after a field, today and now; in the future / past', () => {
    expect(clinicField('Doctor', 'endOfDay', { startOfDay: '09:00', endOfDay: '08:00' })).toBe('The day must end after it starts');
    expect(clinicField('Doctor', 'endOfDay', { startOfDay: '09:00', endOfDay: '17:00' })).toBeNull();
    expect(clinicField('Appointment', 'startsAt', { startsAt: '2030-06-15T11:00:00Z' })).toBe('Choose a time that has not passed');
    expect(clinicField('Patient', 'birthDate', { birthDate: '2031-01-01' })).toBe('The birth date must be in the past');
    expect(validateField(shopApp, 'Book', 'publishedOn', { publishedOn: '2030-06-15' }, opts)).toBe(
      'We only list books that are out already',
    );
    expect(validateField(shopApp, 'Book', 'publishedOn', { publishedOn: '2030-06-14' }, opts)).toBeNull();
    expect(validateField(shopApp, 'Order', 'wantedBy', { wantedBy: '2030-06-15' }, opts)).toBe('Choose a day after today');
    expect(validateField(shopApp, 'Order', 'wantedBy', { wantedBy: '2030-06-16' }, opts)).toBeNull();
  });

  it('expressions see value, record, user, now and constants, and skip absent optional values', () => {
    expect(clinicField('Appointment', 'startsAt', { startsAt: '2030-09-15T12:00:00Z' })).toBe('Visits can be booked up to 60 days ahead');
    expect(clinicField('Appointment', 'startsAt', { startsAt: '2030-07-15T12:00:00Z' })).toBeNull();
    expect(validateField(cfpApp, 'Review', 'comment', { comment: 'x'.repeat(2001) }, opts)).toBe('Keep the comment short');
    expect(validateField(cfpApp, 'Review', 'comment', {}, opts)).toBeNull();
    expect(validateField(shopApp, 'Book', 'tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, opts)).toBe('Use at most 5 shelf labels');
    expect(validateField(shopApp, 'Order', 'delivery', { delivery: 'post' }, opts)).toBe('Tell us where to post the book');
    expect(validateField(shopApp, 'Order', 'delivery', { delivery: 'post', address: '1 Main St' }, opts)).toBeNull();
    const user = { role: 'customer', email: 'a@b.co' };
    expect(validateField(shopApp, 'Order', 'customerEmail', { customerEmail: 'x@b.co' }, { ...opts, user })).toBe(
      'Customers order with their own email address',
    );
    expect(validateField(shopApp, 'Order', 'customerEmail', { customerEmail: 'a@b.co' }, { ...opts, user })).toBeNull();
    expect(clinicField('Appointment', 'summary', { summary: 'ok', status: 'arrived' }, { user: { role: 'doctor' } })).toBeNull();
    expect(clinicField('Appointment', 'summary', { summary: 'ok', status: 'booked' }, { user: { role: 'doctor' } })).toBe(
      'Only the doctor writes the summary, once the patient has arrived',
    );
  });

  it('never enforces a rule in words it does not recognise', () => {
    const { app } = compileText(
      '# A\n## 3. E\n### Note\n| Field | Type |\n|---|---|\n| title | string |\n## 5. Rules\n| Entity | Field | Rule |\n|---|---|---|\n| Note | title | must sound friendly |\n',
    );
    expect(app.entities[0]?.rules[0]?.check).toEqual({ kind: 'not-executable', text: 'must sound friendly' });
    expect(validateField(app, 'Note', 'title', { title: 'grr' }, opts)).toBeNull();
  });
});

describe('the spec’s words, rules on write, and inclusive moments', () => {
  const app = compileText(
    [
      '# Vet',
      '## 3. Entities',
      '### Visit',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| id | id | yes |',
      '| email | email | no |',
      '| startsAt | datetime | no |',
      '| day | date | no |',
      '| endsOn | date | no |',
      '| notes | text | no |',
      '| count | integer | no |',
      '## 5. Rules',
      '| Entity | Field | Rule | Message |',
      '|---|---|---|---|',
      '| Visit | email | email | Enter a valid email address |',
      '| Visit | count | integer | Whole visits only |',
      '| Visit | startsAt | in the future | Book a time to come |',
      '| Visit | startsAt | `value.getHours() >= OPENS_AT` | We open at 9 |',
      '| Visit | day | today or earlier | Not a day to come |',
      '| Visit | endsOn | on or after day | Ends on or after its day |',
      '| Visit | notes | `size(value) < timestamp(value).getHours()` | Notes are odd |',
      '## 9. Constants',
      '- OPENS_AT = 9 — opening hour',
      '- TIME_ZONE = Europe/Paris — the practice',
      '',
    ].join('\n'),
  ).app;
  const v = (field: string, record: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    validateField(app, 'Visit', field, record, { mode: 'update', now, ...extra });

  it('gives a rule’s message to the type check it restates', () => {
    expect(v('email', { email: 'not an address' })).toBe('Enter a valid email address');
    expect(v('count', { count: 2.5 })).toBe('Whole visits only');
  });

  it('reads time-of-day accessors in TIME_ZONE (09:30 in Paris is 07:30 UTC in June)', () => {
    expect(v('startsAt', { startsAt: '2030-06-20T07:30:00Z' })).toBeNull();
    expect(v('startsAt', { startsAt: '2030-06-20T06:30:00Z' })).toBe('We open at 9');
  });

  it('never shows the evaluator’s words: a rule that cannot be evaluated shows its message', () => {
    expect(v('notes', { notes: 'plain text' })).toBe('Notes are odd');
  });

  it('holds time-relative rules when the field is written, not later', () => {
    const past = { id: 'v1', startsAt: '2030-06-01T09:00:00Z' };
    expect(v('startsAt', past)).toBe('Book a time to come');
    // As stored, or with the field unchanged by an update: not held to it again.
    expect(v('startsAt', past, { previous: past })).toBeNull();
    expect(v('startsAt', { ...past, notes: 'x' }, { previous: past })).toBeNull();
    // Changed to another past time: held to it.
    expect(v('startsAt', { ...past, startsAt: '2030-06-02T09:00:00Z' }, { previous: past })).toBe('Book a time to come');
    // A rule that does not depend on the time still holds for a stored record.
    expect(
      v('startsAt', { id: 'v1', startsAt: '2030-06-20T05:00:00Z' }, { previous: { id: 'v1', startsAt: '2030-06-20T05:00:00Z' } }),
    ).toBe('We open at 9');
  });

  it('allows today with "today or earlier", and the same day with "on or after"', () => {
    expect(v('day', { day: '2030-06-15' })).toBeNull();
    expect(v('day', { day: '2030-06-14' })).toBeNull();
    expect(v('day', { day: '2030-06-16' })).toBe('Not a day to come');
    expect(v('endsOn', { day: '2030-06-10', endsOn: '2030-06-10' })).toBeNull();
    expect(v('endsOn', { day: '2030-06-10', endsOn: '2030-06-09' })).toBe('Ends on or after its day');
  });

  it('takes "today" in the app’s zone: at 23:30 UTC it is already tomorrow in Paris', () => {
    const late = new Date('2030-06-15T23:30:00Z');
    expect(v('day', { day: '2030-06-16' }, { now: late })).toBeNull();
    expect(v('day', { day: '2030-06-17' }, { now: late })).toBe('Not a day to come');
  });
});
