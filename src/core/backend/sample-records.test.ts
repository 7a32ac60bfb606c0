import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import { compileText } from '../compile/compile-app';
import { validateRecord } from '../compile/validate-record';
import { createBackend } from './create-backend';
import { ACTOR_HEADERS } from '../compile/actor';
import { sampleRecords } from './sample-records';
import { createMemoryStore } from './store';
import { loadRegexEngine } from '../expression/regex-engine';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

// `matches` rules run on RE2, which the running app loads with prepareExpressions(); load it here.
await loadRegexEngine();

const now = new Date('2030-06-15T08:00:00Z');

describe('sampleRecords', () => {
  for (const [name, text] of [
    ['cfp', cfp],
    ['clinic', clinic],
    ['bookshop', bookshop],
  ] as const) {
    it(`makes valid records for every entity of the ${name} spec`, () => {
      const { app } = compileText(text);
      const samples = sampleRecords(app, 12, 7, now);
      expect(samples.length).toBe(12 * app.entities.length);
      const ids = new Map<string, Set<string>>();
      for (const s of samples) {
        const set = ids.get(s.entity) ?? new Set<string>();
        set.add(String(s.record.id));
        ids.set(s.entity, set);
      }
      for (const e of app.entities) {
        const mine = samples.filter((s) => s.entity === e.name).map((s) => s.record);
        for (const record of mine) {
          const others = mine.filter((o) => o !== record);
          const errors = validateRecord(app, e.name, record, {
            mode: 'create',
            now,
            others,
            user: { role: null },
            exists: (x, id) => ids.get(x)?.has(id) ?? false,
          });
          expect({ entity: e.name, record, errors }).toEqual({ entity: e.name, record, errors: [] });
          if (e.machine) expect(record[e.machine.field]).toBe(e.machine.initial);
        }
      }
    });
  }

  it('is deterministic and depends on the seed', () => {
    const { app } = compileText(clinic);
    expect(sampleRecords(app, 5, 1, now)).toEqual(sampleRecords(app, 5, 1, now));
    expect(sampleRecords(app, 5, 1, now)).not.toEqual(sampleRecords(app, 5, 2, now));
    expect(
      sampleRecords(app, 2, 1, now)
        .filter((s) => s.entity === 'Doctor')
        .map((s) => s.record.id),
    ).toEqual(['doctor-1', 'doctor-2']);
    expect(sampleRecords(app, 0, 1, now)).toEqual([]);
  });

  it('fills referenced entities first, with references to their sample ids', () => {
    const { app } = compileText(clinic);
    const samples = sampleRecords(app, 3, 9, now);
    const order = [...new Set(samples.map((s) => s.entity))];
    expect(order.indexOf('Appointment')).toBeGreaterThan(order.indexOf('Patient'));
    const appt = samples.find((s) => s.entity === 'Appointment')?.record;
    // Patient's key is declared `uuid`: its sample ids are UUIDs, and the reference holds one of them.
    const patients = samples.filter((s) => s.entity === 'Patient').map((s) => s.record.id);
    expect(patients).toHaveLength(3);
    for (const id of patients) expect(String(id)).toMatch(/^[0-9a-f]{8}-0000-4000-8000-00000000000[123]$/);
    expect(patients).toContain(appt?.patient);
    expect(appt?.status).toBe('requested');
  });

  it('gives up on a pattern it cannot meet by leaving the optional field out, without hanging', () => {
    const text =
      '# A\n## 3. E\n### Thing\n| Field | Type | Required |\n|---|---|---|\n| code | string | no |\n| name | string | yes |\n## 5. Rules\n| Entity | Field | Rule |\n|---|---|---|\n| Thing | code | matches `^zz[0-9]{3}q$` |\n';
    const { app } = compileText(text);
    const samples = sampleRecords(app, 4, 3, now);
    expect(samples.every((s) => !('code' in s.record))).toBe(true);
    expect(samples.every((s) => typeof s.record.name === 'string')).toBe(true);
  });

  it('loads into the backend and reads back through the calls', async () => {
    const { app } = compileText(cfp);
    const store = createMemoryStore();
    for (const s of sampleRecords(app, 4, 5, now)) await store.put(s.entity, s.record);
    const backend = createBackend(app, store, { now: () => now });
    const res = await backend.handle({ method: 'GET', url: '/api/talks', headers: { [ACTOR_HEADERS.role]: 'organizer' }, body: undefined });
    expect((res.body as unknown[]).length).toBe(4);
  });
});
