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
  it('a table of states, a calls table with a who column and "pasa a" notes, a call named again in a bullet', () => {
    const draft = [
      '# Huertos del barrio',
      '',
      'Los vecinos piden una parcela del huerto y la coordinadora la asigna. Cada solicitud tiene un estado.',
      '',
      'Estado de una solicitud:',
      '',
      '| Estado | Cuándo |',
      '|---|---|',
      '| pedida | al solicitar |',
      '| asignada | cuando la coordinadora la asigna |',
      '| devuelta | al final de la temporada |',
      '',
      '## Llamadas',
      '',
      '| Ruta | Método | Quién | Qué hace |',
      '|---|---|---|---|',
      '| /solicitudes | POST | vecino | crea la solicitud (estado pedida) |',
      '| /solicitudes | GET | coordinadora | todas |',
      '| /solicitudes/{id} | GET | vecino, coordinadora | una |',
      '| /solicitudes/{id}/asignar | POST | coordinadora | pasa a "asignada" |',
      '| /solicitudes/{id}/devolver | POST | vecino | pasa a "devuelta" |',
      '',
      'Notas:',
      '- POST /solicitudes tiene que comprobar que el vecino no tiene ya otra parcela.',
    ].join('\n');
    const lists = findStateLists(draft);
    expect(lists[0]).toMatchObject({ values: ['pedida', 'asignada', 'devuelta'], initial: 'pedida' });
    const out = acceptAll(draft).text;
    // (The record's name is the English singular of its path word: `Solicitude`; Spanish singulars are not read yet.)
    expect(out).toMatch(/\| Solicitude \| pedida \| asignar \| asignada \|/);
    expect(out).toMatch(/\| Solicitude \| [a-z]+ \| devolver \| devuelta \|/);
    // Who may do what comes from the who column: the coordinator assigns, the neighbour gives back.
    expect(out).toMatch(/\| vecino \| [^|]*\bdevolver\b[^|]*\| Solicitude \|/);
    expect(out).not.toMatch(/\| vecino \| [^|]*\basignar\b/);
    expect(out).toMatch(/\| coordinadora \| [^|]*\basignar\b[^|]*\| Solicitude \|/);
    expect(out).not.toMatch(/\| coordinadora \| [^|]*\bdevolver\b/);
    // The bullet that names the create call again gets its shapes where point 7 reads it.
    expect(out).toMatch(/- POST \/solicitudes — Solicitude → Solicitude; tiene que comprobar/);
    // Who makes a call comes from the who column, not from words in parentheses.
    expect(out).not.toMatch(/estado pedida \|.*\| Solicitud/);
    expect(checkSpec(out).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
