import { describe, expect, it } from 'vitest';
import { acceptAll } from './accept-all';
import { findAbbreviations } from './abbreviations';
import { findStateLists } from './prose-states';
import { checkSpec } from '../check/check-spec';

describe('lives and names a terse draft sketches', () => {
  it('reads an arrow chain as a state list, labelled, its first state the initial one', () => {
    const lists = findStateLists(
      '## lifecycle\n\nTicket: new -> triaged -> fixed | wontfix\nflow: customer calls us -> we look at it -> done\n',
    );
    expect(lists[0]).toMatchObject({ label: 'ticket', values: ['new', 'triaged', 'fixed', 'wontfix'], initial: 'new' });
    // items that are sentences are no states
    expect(lists.some((l) => l.label === 'flow')).toBe(false);
  });
  it('spells out an abbreviation the draft defines in passing', () => {
    expect(findAbbreviations('We track purchase orders (POs) and goods receipts (GR).').get('po')).toBe('purchase orders');
    expect(findAbbreviations('the API (REST) is simple').size).toBe(0);
  });
  it('a terse outline: abbreviation, arrow chain, moves in the calls, bare routes as screens', () => {
    const draft = [
      '# kiln bookings',
      '',
      'what: firing requests (FR) for the pottery studio',
      '',
      '## states',
      'FR: waiting -> loaded -> fired -> collected',
      '',
      '## pages',
      '- /fr - list, newest first',
      '- /fr/new - potter fills in pieces and glaze',
      '- /fr/:id - detail + buttons',
      '',
      '## API',
      '`POST /api/fr` { "pieces": 3, "glaze": "celadon" }',
      '`GET /api/fr` -> list',
      '`GET /api/fr/:id`',
      '`POST /api/fr/:id/load` (technician) waiting -> loaded',
      '`POST /api/fr/:id/fire` (technician) loaded -> fired',
      '`POST /api/fr/:id/collect` (potter) fired -> collected',
    ].join('\n');
    const out = acceptAll(draft).text;
    expect(out).toContain('### FiringRequest');
    expect(out).toMatch(/\| FiringRequest \| waiting \| load \| loaded \|/);
    expect(out).toMatch(/\| FiringRequest \| loaded \| fire \| fired \|/);
    expect(out).toMatch(/\| FiringRequest \| fired \| collect \| collected \|/);
    expect(out).toContain('- /fr/:id - Firing request: shows one FiringRequest');
    expect(out).toContain('- /fr - Firing requests: shows list of FiringRequest');
    expect(checkSpec(out).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
  it('a German draft gets German participles for the states its events lead to', () => {
    const draft = [
      '# Werkstatt',
      '',
      'Die Mitglieder leihen Werkzeuge aus, und der Wart kann ein Werkzeug sperren, wenn es kaputt ist.',
      'Ein gesperrtes Werkzeug ist nicht auszuleihen, das ist uns wichtig. Die Liste soll auch auf dem Handy gehen.',
      '',
      '## Schnittstellen',
      '- GET /werkzeuge',
      '- GET /werkzeuge/{id}',
      '- POST /werkzeuge/{id}/sperren',
    ].join('\n');
    const out = acceptAll(draft).text;
    expect(out).toMatch(/\| offen \| sperren \| gesperrt \|/);
    expect(out).not.toContain('sperrened');
  });
});
