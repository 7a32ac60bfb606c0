import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileText, createMemoryStore, regexEngine, validateRecord } from '../../core/index';
import { fillSampleData, resetData, SAMPLE_DATA } from './data-tools';

// RE2 is not preloaded here: the app loads it only after its first screen, so the tool loads it itself
// (the sample records must satisfy clinic's `matches` rule on Patient.phone).

const app = compileText(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'clinic.spec.md'), 'utf8')).app;

describe('data tools', () => {
  it('fills the store with the same valid sample records every time, and reset empties it', async () => {
    const store = createMemoryStore();
    expect(regexEngine()).toBeNull();
    const written = await fillSampleData(app, store);
    expect(written).toBe(SAMPLE_DATA.count * app.entities.length);
    expect(regexEngine()).not.toBeNull(); // so the checks below run clinic's `matches` rule for real
    const patients = await store.all('Patient');
    expect(patients).toHaveLength(SAMPLE_DATA.count);
    for (const patient of patients)
      expect(validateRecord(app, 'Patient', patient, { mode: 'create', others: patients.filter((p) => p !== patient) })).toEqual([]);

    const again = createMemoryStore();
    await fillSampleData(app, again);
    expect(await again.all('Patient')).toEqual(patients);

    await resetData(store);
    for (const entity of app.entities) expect(await store.all(entity.name)).toEqual([]);
  });
});
