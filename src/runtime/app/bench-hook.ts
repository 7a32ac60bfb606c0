import { ACTOR_HEADERS, buildRequest, sampleRecords } from '../../core/index';
import type { Actor, AppModel } from '../../core/index';
import { DATABASE_VERSION, databaseNameOf } from '../store/create-indexed-db-store';
import { refKeysOf } from '../store/ref-keys';
import { appStorageName } from '../static/read-app-model';
import type { Transport } from '../transport/transport';

/** When a call's answer reached the app: the request's method and URL, and `performance.now()` at its start and answer. */
export interface BenchResponse {
  readonly method: string;
  readonly url: string;
  readonly startedAt: number;
  readonly answeredAt: number;
}

/** What `window.__specfrontBench` offers bench/app-bench.ts (only with `?bench` in the page's address). */
export interface BenchHook {
  /** Every call's timing since the page loaded. */
  readonly responses: BenchResponse[];
  /**
   * Writes `count` records of one entity into the app's own IndexedDB store (database
   * `specfront-app:<app>@<folder>`, one object store `records` keyed [entity, id], the rows the store
   * writes, with their reference index keys), cloned from sample records with fresh ids, 10,000 to a
   * transaction; resolves once committed.
   */
  fill(entity: string, count: number, set?: BenchFillSet): Promise<number>;
  /**
   * Sends a call of point 7 through the app's transport `inputs.length` times (one input each) as
   * `actor`, and gives each `transport(request)` round trip in milliseconds (the body read included).
   */
  time(callId: string, inputs: readonly BenchInput[], actor: Actor): Promise<{ ms: number[]; statuses: number[] }>;
}

/** One timed call's path parameters, query values and body. */
export interface BenchInput {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

/** Sets `field` to `value` on every `every`-th filled record (the first included): e.g. 10,000 pets of one owner among 100,000. */
export interface BenchFillSet {
  readonly field: string;
  readonly value: unknown;
  readonly every: number;
}

/** Wraps a transport so each answer's time is kept in `responses`. */
export function timedTransport(transport: Transport, responses: BenchResponse[]): Transport {
  return async (request) => {
    const startedAt = performance.now();
    const response = await transport(request);
    responses.push({ method: request.method, url: request.url, startedAt, answeredAt: performance.now() });
    return response;
  };
}

function requestOf(app: AppModel, callId: string, input: BenchInput, actor: Actor): Request {
  const built = buildRequest(app, callId, input);
  const headers = new Headers({ accept: 'application/json' });
  if (built.body !== null) headers.set('content-type', 'application/json');
  if (actor.role !== null) headers.set(ACTOR_HEADERS.role, actor.role);
  headers.set(ACTOR_HEADERS.user, JSON.stringify(actor.user));
  return new Request(new URL(built.url, location.href), { method: built.method, headers, body: built.body });
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, DATABASE_VERSION);
    open.onupgradeneeded = () => {
      const records = open.result.createObjectStore('records', { keyPath: ['entity', 'id'] });
      records.createIndex('by-entity', ['entity', 'seq']);
      records.createIndex('by-ref', 'refs', { multiEntry: true });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB would not open'));
  });
}

/** The bench hook for one app and transport. */
export function createBenchHook(app: AppModel, transport: Transport, responses: BenchResponse[]): BenchHook {
  return {
    responses,
    async fill(entity, count, set) {
      const templates = sampleRecords(app, 20, 7)
        .filter((r) => r.entity === entity)
        .map((r) => r.record);
      if (templates.length === 0) throw new Error(`No sample ${entity} records to clone.`);
      const db = await openDatabase(databaseNameOf(appStorageName(app, location.pathname)));
      const base = Date.now();
      const prefix = entity.toLowerCase();
      for (let from = 0; from < count; from += 10_000) {
        const tx = db.transaction('records', 'readwrite', { durability: 'strict' });
        const store = tx.objectStore('records');
        for (let i = from; i < Math.min(count, from + 10_000); i++) {
          const id = `${prefix}-bench-${i + 1}`;
          const template = templates[i % templates.length] as Record<string, unknown>;
          const name = typeof template['name'] === 'string' ? `${template['name']} ${i + 1}` : template['name'];
          const record: Record<string, unknown> = { ...template, id, ...(name !== undefined ? { name } : {}) };
          if (set && i % set.every === 0) record[set.field] = set.value;
          store.put({ entity, id, seq: base + i / 1000, record, refs: refKeysOf(entity, record) });
        }
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error ?? new Error('The write failed'));
        });
      }
      db.close();
      return count;
    },
    async time(callId, inputs, actor) {
      const ms: number[] = [];
      const statuses: number[] = [];
      for (const input of inputs) {
        const request = requestOf(app, callId, input, actor);
        const t0 = performance.now();
        const response = await transport(request);
        await response.text();
        ms.push(performance.now() - t0);
        statuses.push(response.status);
      }
      return { ms, statuses };
    },
  };
}
