import type { AppEntity, AppModel, AppPhrase } from '../compile/app-model';
import { validateField } from '../compile/validate-record';
import { candidatesFor, createRandom, hashOf } from './sample-values';
import type { StoredRecord } from './store';
import { hasUuidKey } from './ids';

/** A sample record and its entity. */
export interface SampleRecord {
  readonly entity: string;
  readonly record: StoredRecord;
}

/**
 * The deterministic id of the n-th (0-based) sample record of an entity: `talk-1`, `talk-2`…, or, for a key
 * declared `uuid`, a version-4 UUID made of the entity's hash and n (`1a2b3c4d-0000-4000-8000-000000000001`).
 */
export function sampleId(entity: string, n: number, uuid = false): string {
  if (uuid) return `${hashOf(entity).toString(16).padStart(8, '0').slice(-8)}-0000-4000-8000-${(n + 1).toString(16).padStart(12, '0')}`;
  return `${entity.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n + 1}`;
}

/** Entities with those they reference first (declaration order otherwise; cycles keep declaration order). */
function ordered(app: AppModel): AppEntity[] {
  const out: AppEntity[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const byName = new Map(app.entities.map((e) => [e.name, e]));
  const visit = (e: AppEntity): void => {
    if (state.has(e.name)) return;
    state.set(e.name, 'visiting');
    for (const f of e.fields) {
      const target = f.type.kind === 'ref' ? f.type.entity : f.type.kind === 'list' && f.type.of.kind === 'ref' ? f.type.of.entity : null;
      const dep = target !== null ? byName.get(target) : undefined;
      if (dep) visit(dep);
    }
    state.set(e.name, 'done');
    out.push(e);
  };
  for (const e of app.entities) visit(e);
  return out;
}

/**
 * Deterministic sample records for every entity (`count` each), for the preview's "sample data"
 * action: values fit the types and the rules of point 5 (enumerations, between / at most / at least,
 * lengths, email, url, unique, dates before or after; `matches` tries a few simple candidates), a
 * reference points at a sample record of the referenced entity, the state field holds the initial
 * state and ids are `entity-n`. A value no candidate satisfies is left out when the field is
 * optional. The same app, count, seed and day of `now` give the same records.
 */
export function sampleRecords(app: AppModel, count: number, seed: number, now: Date = new Date()): SampleRecord[] {
  const day = new Date(Date.parse(now.toISOString().slice(0, 10)) + 12 * 3_600_000);
  const n = Math.max(0, Math.floor(count));
  const known = new Set(app.entities.map((e) => e.name));
  const ids = new Map<string, string[]>();
  for (const e of app.entities)
    ids.set(
      e.name,
      Array.from({ length: n }, (_, k) => sampleId(e.name, k, hasUuidKey(e))),
    );
  const refIds = (entity: string): readonly string[] => (known.has(entity) ? (ids.get(entity) ?? []) : []);
  const out: SampleRecord[] = [];
  for (const entity of ordered(app)) {
    const r = createRandom((seed ^ hashOf(entity.name)) >>> 0);
    const done: StoredRecord[] = [];
    const stateField = entity.machine?.field ?? null;
    for (let i = 0; i < n; i++) {
      // Prototype-free: field names from a spec (`__proto__`) are ordinary keys.
      const record = Object.create(null) as StoredRecord;
      record[entity.idField] = sampleId(entity.name, i, hasUuidKey(entity));
      if (stateField !== null && entity.machine?.initial) record[stateField] = entity.machine.initial;
      const opts = { mode: 'create', now: day, others: done, user: { role: null } } as const;
      const plans = entity.fields
        .filter((field) => field.name !== entity.idField && field.name !== stateField)
        .map((field) => {
          const phrases: AppPhrase[] = [];
          for (const x of entity.rules) if (x.field === field.name && x.check.kind === 'phrase') phrases.push(x.check.phrase);
          const required = field.required || phrases.some((p) => p.kind === 'required');
          const skip = !required && r.next() < 0.2;
          return {
            field,
            required,
            skip,
            candidates: skip ? [] : candidatesFor(app, field, field.type, phrases, r, i, day, refIds).slice(0, 12),
          };
        });
      // Two passes: a rule may look at a field that comes later (`after startOfDay`, `has(record.address)`).
      for (let pass = 0; pass < 2; pass++) {
        for (const { field, required, skip, candidates } of plans) {
          if (skip) continue;
          if (pass === 1 && validateField(app, entity.name, field.name, record, opts) === null) continue;
          let chosen = false;
          for (const c of candidates) {
            record[field.name] = c;
            if (validateField(app, entity.name, field.name, record, opts) === null) {
              chosen = true;
              break;
            }
          }
          if (chosen) continue;
          if (required && candidates.length > 0) record[field.name] = candidates[0];
          else delete record[field.name];
        }
      }
      done.push(record);
      out.push({ entity: entity.name, record });
    }
  }
  return out;
}
