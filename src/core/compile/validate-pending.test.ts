import { describe, expect, it } from 'vitest';
import marina from '../../../bench/fixtures/marina.spec.md?raw';
import { createBackend } from '../backend/create-backend';
import { createMemoryStore } from '../backend/store';
import { isFullCelLoaded } from '../expression/evaluate';
import { entityEnginesReady, loadRuleEngines, ruleReady } from '../expression/prepare-expressions';
import { regexEngine } from '../expression/regex-engine';
import { ACTOR_HEADERS } from './actor';
import { findEntity } from './app-lookup';
import { compileText } from './compile-app';
import { checkField, validateField } from './validate-record';

// This file must not load the full CEL evaluator or RE2 up front: the built app loads them after its
// first paint, so until then a rule that needs them is pending (never passed), and the backend loads
// them itself before it answers a call that evaluates them.
const { app } = compileText(marina);
const entity = (name: string) => {
  const e = findEntity(app, name);
  if (!e) throw new Error(`no entity ${name}`);
  return e;
};
const inYears = (years: number, hour: number) => `${new Date().getUTCFullYear() + years}-06-15T${String(hour).padStart(2, '0')}:30:00Z`;
const soon = (hour: number) => {
  const d = new Date(Date.now() + 5 * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:30:00Z`;
};
const skipper = { [ACTOR_HEADERS.role]: 'skipper', [ACTOR_HEADERS.user]: JSON.stringify({ email: 'ann@example.org' }) };
const boat = { name: 'Kittiwake', registration: 'SSR123456', lengthMetres: 9.5, skipperEmail: 'ann@example.org', skipperPhone: '+44 7700 900123' };

describe('rules whose engine is not loaded yet', () => {
  // One test, in order: the engines stay loaded once loaded (module state).
  it('are pending, never passed, until the engine loads; the backend loads it before it validates', async () => {
    expect(isFullCelLoaded()).toBe(false);
    expect(regexEngine()).toBeNull();
    const hours = entity('Stay').rules.find((r) => r.check.kind === 'expression' && r.check.source.includes('getHours'));
    expect(hours && ruleReady(hours)).toBe(false);
    // A night-time arrival breaks the office-hours rule (getHours needs the full evaluator): pending.
    const night = { boat: 'b1', arrivesAt: soon(3), nights: 2 };
    expect(checkField(app, 'Stay', 'arrivesAt', night, { mode: 'create' })).toEqual({ message: null, pending: true });
    // A rule that can run and fails wins over a pending one: an arrival in the past.
    expect(checkField(app, 'Stay', 'arrivesAt', { ...night, arrivesAt: '2001-06-15T03:30:00Z' }, { mode: 'create' })).toEqual({
      message: 'The arrival must be in the future',
      pending: false,
    });
    // Fields without such rules are checked as usual.
    expect(checkField(app, 'Stay', 'nights', { ...night, nights: 40 }, { mode: 'create' })).toEqual({ message: 'A visit lasts 1 to 14 nights', pending: false });
    expect(checkField(app, 'Stay', 'nights', night, { mode: 'create' })).toEqual({ message: null, pending: false });
    // RE2: the phrase "matches" and an expression calling `matches` are pending too.
    expect(checkField(app, 'Boat', 'registration', { ...boat, registration: 'nope' }, { mode: 'create' })).toEqual({ message: null, pending: true });
    expect(checkField(app, 'Berth', 'code', { code: 'Z99', maxLength: 10, hasPower: true }, { mode: 'create' })).toEqual({ message: null, pending: true });
    // Reads need nothing here (the grant conditions are in the small interpreter's subset); writes do.
    expect(entityEnginesReady(app, entity('Stay'), 'read')).toBe(true);
    expect(entityEnginesReady(app, entity('Stay'), 'write')).toBe(false);

    const backend = createBackend(app, createMemoryStore(), { newId: () => 'b1' });
    const badBoat = await backend.handle({ method: 'POST', url: '/api/boats', headers: skipper, body: { ...boat, registration: 'nope' } });
    expect(badBoat.status).toBe(422);
    expect(badBoat.body).toMatchObject({ errors: [{ field: 'registration', message: 'Registrations look like SSR123456 or GB12345' }] });
    expect((await backend.handle({ method: 'POST', url: '/api/boats', headers: skipper, body: boat })).status).toBe(201);
    // A Boat write needed RE2 only: the full evaluator is still not loaded, so the hours rule is still pending.
    expect(regexEngine()).not.toBeNull();
    expect(isFullCelLoaded()).toBe(false);
    expect(checkField(app, 'Stay', 'arrivesAt', night, { mode: 'create' }).pending).toBe(true);
    expect(checkField(app, 'Boat', 'registration', { ...boat, registration: 'nope' }, { mode: 'create' })).toEqual({
      message: 'Registrations look like SSR123456 or GB12345',
      pending: false,
    });

    // The Stay write loads the full evaluator before it validates, and refuses the night arrival.
    const refused = await backend.handle({ method: 'POST', url: '/api/stays', headers: skipper, body: night });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: [{ field: 'arrivesAt', message: 'The office takes arrivals between 7:00 and 21:00 harbour time' }] });
    expect(isFullCelLoaded()).toBe(true);
    await loadRuleEngines(entity('Stay'));
    expect(checkField(app, 'Stay', 'arrivesAt', night, { mode: 'create' })).toEqual({
      message: 'The office takes arrivals between 7:00 and 21:00 harbour time',
      pending: false,
    });
    expect(validateField(app, 'Stay', 'arrivesAt', { ...night, arrivesAt: soon(10) }, { mode: 'create' })).toBeNull();
    expect(validateField(app, 'Stay', 'arrivesAt', { ...night, arrivesAt: inYears(2, 10) }, { mode: 'create' })).toBe('Stays can be requested up to 90 days ahead');
    const accepted = await backend.handle({ method: 'POST', url: '/api/stays', headers: skipper, body: { ...night, arrivesAt: soon(10) } });
    expect(accepted.status).toBe(201);
  });
});
