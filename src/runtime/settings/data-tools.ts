import { loadRegexEngine, rulesNeedRegexEngine, sampleRecords, type AppModel, type Store } from '../../core/index';

/** How many records of each entity "Sample data" writes, and the seed that makes them repeatable. */
export const SAMPLE_DATA = Object.freeze({ count: 12, seed: 1 });

/**
 * The preview's "Sample data" tool: writes core's deterministic sample records straight into the store
 * (not through the app's calls: it is a tool of the preview, not something the spec describes).
 * Resolves to the number of records written.
 */
export async function fillSampleData(
  app: AppModel,
  store: Store,
  count: number = SAMPLE_DATA.count,
  seed: number = SAMPLE_DATA.seed,
): Promise<number> {
  // The records must satisfy `matches` rules too: RE2 may not have loaded yet (it loads after the first screen).
  if (app.entities.some(rulesNeedRegexEngine)) await loadRegexEngine();
  const records = sampleRecords(app, count, seed);
  for (const { entity, record } of records) await store.put(entity, record);
  return records.length;
}

/** The preview's "Reset data" tool: empties the store (every entity's records). */
export function resetData(store: Store): Promise<void> {
  return store.clear();
}
