import { describe, expect, it } from 'vitest';
import clinic from '../../../examples/clinic.spec.md?raw';
import { ACTOR_HEADERS } from '../compile/actor';
import { compileText } from '../compile/compile-app';
import { validateField } from '../compile/validate-record';
import { prepareExpressions } from '../compile/prepare-expressions';
import { regexEngine } from '../expression/regex-engine';
import { createBackend } from './create-backend';
import { createMemoryStore } from './store';

// This file must not load RE2 up front: the running app loads it only after its first screen, so the
// backend has to load it itself before it validates a `matches` rule (clinic's Patient.phone).
const recep = { [ACTOR_HEADERS.role]: 'receptionist', [ACTOR_HEADERS.user]: '{}' };
const patient = (phone: string) => ({ name: 'Bob Brown', email: 'bob@example.org', phone, birthDate: '1980-02-03' });

describe('the backend without RE2 preloaded', () => {
  it('loads RE2 before it validates a write with a `matches` rule, and refuses a value the rule breaks', async () => {
    const { app } = compileText(clinic);
    await prepareExpressions(app);
    expect(regexEngine()).toBeNull(); // clinic's only `matches` is a rule phrase: not needed before mount
    // As-you-type validation skips the rule while the engine is not loaded…
    expect(validateField(app, 'Patient', 'phone', patient('not a phone'), { mode: 'create' })).toBeNull();
    const backend = createBackend(app, createMemoryStore(), { newId: () => 'p1' });
    // …but the backend does not: it loads the engine and refuses the bad phone.
    const bad = await backend.handle({ method: 'POST', url: '/api/patients', headers: recep, body: patient('not a phone') });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: [{ field: 'phone', message: 'Use digits and spaces, with an optional + in front' }] });
    expect(regexEngine()).not.toBeNull();
    const good = await backend.handle({ method: 'POST', url: '/api/patients', headers: recep, body: patient('+44 1234 5678') });
    expect(good.status).toBe(201);
    expect(validateField(app, 'Patient', 'phone', patient('not a phone'), { mode: 'create' })).toBe(
      'Use digits and spaces, with an optional + in front',
    );
  });
});
