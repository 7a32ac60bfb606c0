import { describe, expect, it } from 'vitest';
import marina from '../../../bench/fixtures/marina.spec.md?raw';
import { createBackend } from '../backend/create-backend';
import { createMemoryStore } from '../backend/store';
import { isFullCelLoaded } from '../expression/evaluate';
import { entityEnginesReady, loadRuleEngines, ruleReady } from './prepare-expressions';
import { regexEngine } from '../expression/regex-engine';
import { ACTOR_HEADERS } from './actor';
import { findEntity } from './app-lookup';
import { compileText } from './compile-app';
import { checkField, validateField } from './validate-record';

// This file must not load the full CEL evaluator or RE2 up front: the built app loads them only when a
// screen needs them, so until then a rule that needs one is pending (never passed), and the backend
// loads them itself before it answers a call that evaluates them. The marina's Boat.name has a rule in
// full CEL (`size(bytes(value)) <= BOARD_BYTES`); Boat.registration (the phrase "matches") and
// Berth.code (`value.matches(…)`) need RE2; its other expressions are in the small interpreter's subset.
const { app } = compileText(marina);
const entity = (name: string) => {
  const e = findEntity(app, name);
  if (!e) throw new Error(`no entity ${name}`);
  return e;
};
const soon = (hour: number) =>
  `${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:30:00Z`;
const as = (role: string, user: Record<string, unknown> = {}) => ({
  [ACTOR_HEADERS.role]: role,
  [ACTOR_HEADERS.user]: JSON.stringify(user),
});
const skipper = as('skipper', { email: 'ann@example.org' });
const boat = {
  name: 'Kittiwake',
  registration: 'SSR123456',
  lengthMetres: 9.5,
  skipperEmail: 'ann@example.org',
  skipperPhone: '+44 7700 900123',
};
/** 28 characters, 37 bytes of UTF-8: within "at least 2 characters", beyond the tide board's 24 bytes. */
const LONG_NAME = 'Ærø Øresund Ålesund Bølgedans';
const create = { mode: 'create' } as const;

describe('rules whose engine is not loaded yet', () => {
  // One test, in order: the engines stay loaded once loaded (module state).
  it('are pending, never passed, until the engine loads; the backend loads it before it validates', async () => {
    expect(isFullCelLoaded()).toBe(false);
    expect(regexEngine()).toBeNull();
    const bytesRule = entity('Boat').rules.find((r) => r.check.kind === 'expression' && r.check.source.includes('bytes('));
    expect(bytesRule && ruleReady(bytesRule)).toBe(false);
    // The full-CEL rule is pending: neither its message nor a pass.
    expect(checkField(app, 'Boat', 'name', { ...boat, name: LONG_NAME }, create)).toEqual({ message: null, pending: true });
    expect(checkField(app, 'Boat', 'name', boat, create)).toEqual({ message: null, pending: true });
    // A rule that can run and fails wins over a pending one.
    expect(checkField(app, 'Boat', 'name', { ...boat, name: 'K' }, create)).toEqual({
      message: "Please give the boat's name",
      pending: false,
    });
    // RE2: the phrase "matches" and an expression calling `matches` are pending too.
    expect(checkField(app, 'Boat', 'registration', { ...boat, registration: 'nope' }, create)).toEqual({ message: null, pending: true });
    expect(checkField(app, 'Berth', 'code', { code: 'Z99', maxLength: 10, hasPower: true }, create)).toEqual({
      message: null,
      pending: true,
    });
    // Rules in the small interpreter's subset run at once, timestamp accessors included.
    expect(checkField(app, 'Stay', 'arrivesAt', { boat: 'b1', arrivesAt: soon(3), nights: 2 }, create)).toEqual({
      message: 'The office takes arrivals between 7:00 and 21:00 harbour time',
      pending: false,
    });
    expect(checkField(app, 'Stay', 'nights', { boat: 'b1', arrivesAt: soon(10), nights: 40 }, create)).toEqual({
      message: 'A visit lasts 1 to 14 nights',
      pending: false,
    });
    // Which calls must wait: reads need nothing here (the grant conditions are in the subset); Boat and Berth writes do.
    expect(entityEnginesReady(app, entity('Boat'), 'read')).toBe(true);
    expect(entityEnginesReady(app, entity('Boat'), 'write')).toBe(false);
    expect(entityEnginesReady(app, entity('Berth'), 'write')).toBe(false);
    expect(entityEnginesReady(app, entity('Stay'), 'write')).toBe(true);

    const backend = createBackend(app, createMemoryStore());
    // A Berth write loads RE2 (its `matches` expression is in the subset), not the full evaluator.
    const badBerth = await backend.handle({
      method: 'POST',
      url: '/api/berths',
      headers: as('harbourmaster'),
      body: { code: 'Z99', maxLength: 10, hasPower: true },
    });
    expect(badBerth.status).toBe(422);
    expect(badBerth.body).toMatchObject({
      errors: [{ field: 'code', message: 'A berth code is a pontoon letter A–H and a number, like C14' }],
    });
    expect(regexEngine()).not.toBeNull();
    expect(isFullCelLoaded()).toBe(false);
    expect(checkField(app, 'Boat', 'name', { ...boat, name: LONG_NAME }, create).pending).toBe(true);
    expect(checkField(app, 'Boat', 'registration', { ...boat, registration: 'nope' }, create)).toEqual({
      message: 'Registrations look like SSR123456 or GB12345',
      pending: false,
    });

    // A Boat write loads the full evaluator before it validates, and refuses the long name.
    const refused = await backend.handle({ method: 'POST', url: '/api/boats', headers: skipper, body: { ...boat, name: LONG_NAME } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'name', message: 'The tide board shows names of up to 24 bytes: shorten it, or use fewer accented letters' }],
    });
    expect(isFullCelLoaded()).toBe(true);
    await loadRuleEngines(entity('Boat'));
    expect(checkField(app, 'Boat', 'name', { ...boat, name: LONG_NAME }, create)).toEqual({
      message: 'The tide board shows names of up to 24 bytes: shorten it, or use fewer accented letters',
      pending: false,
    });
    expect(validateField(app, 'Boat', 'name', boat, create)).toBeNull();
    expect((await backend.handle({ method: 'POST', url: '/api/boats', headers: skipper, body: boat })).status).toBe(201);
  });
});
