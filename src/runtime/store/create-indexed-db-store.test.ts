import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexedDbStore, type ObservableStore } from './create-indexed-db-store';

let count = 0;
const opened: ObservableStore[] = [];
function open(name = `test-${++count}`): ObservableStore {
  const store = createIndexedDbStore(name);
  opened.push(store);
  return store;
}
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

/** Resolves once `store` has heard about `n` changes. */
function heard(store: ObservableStore, n: number): Promise<string[]> {
  const entities: string[] = [];
  return new Promise((resolve) => {
    const stop = store.subscribe((entity) => {
      entities.push(entity);
      if (entities.length === n) {
        stop();
        resolve(entities);
      }
    });
  });
}

describe('createIndexedDbStore', () => {
  it('puts, gets, lists by entity in insertion order, and deletes', async () => {
    const store = open();
    await store.put('Patient', { id: 'p2', name: 'Bo' });
    await store.put('Patient', { id: 'p1', name: 'Ada' });
    await store.put('Doctor', { id: 'p1', name: 'Dr Okafor' });
    expect(await store.get('Patient', 'p1')).toEqual({ id: 'p1', name: 'Ada' });
    expect(await store.get('Doctor', 'p1')).toEqual({ id: 'p1', name: 'Dr Okafor' });
    expect(await store.get('Patient', 'nope')).toBeUndefined();
    expect((await store.all('Patient')).map((r) => r['id'])).toEqual(['p2', 'p1']);

    await store.put('Patient', { id: 'p2', name: 'Bo Bell' }); // an update keeps its place
    expect(await store.all('Patient')).toEqual([
      { id: 'p2', name: 'Bo Bell' },
      { id: 'p1', name: 'Ada' },
    ]);
    expect(await store.delete('Patient', 'p2')).toBe(true);
    expect(await store.delete('Patient', 'p2')).toBe(false);
    expect(await store.all('Patient')).toEqual([{ id: 'p1', name: 'Ada' }]);
    expect(await store.all('Nobody')).toEqual([]);
  });

  it('keys numbers as strings and treats __proto__ and constructor as ordinary entity names', async () => {
    const store = open();
    await store.put('__proto__', { id: 7, v: 1 });
    await store.put('constructor', { id: 'x', v: 2 });
    expect(await store.get('__proto__', '7')).toEqual({ id: 7, v: 1 });
    expect(await store.all('constructor')).toEqual([{ id: 'x', v: 2 }]);
  });

  it('refuses a record without an id, saying what to do', async () => {
    await expect(open().put('Patient', { name: 'Ada' })).rejects.toThrow(/needs an `id`/);
  });

  it('keeps the data for a second store of the same name (a reload)', async () => {
    const first = open('reload');
    await first.put('Book', { id: 'b1', title: 'Dune' });
    first.close();
    const second = open('reload');
    expect(await second.get('Book', 'b1')).toEqual({ id: 'b1', title: 'Dune' });
    expect(await open('other').get('Book', 'b1')).toBeUndefined();
  });

  it('clears everything and names each entity that had records', async () => {
    const store = open();
    await store.put('A', { id: '1' });
    await store.put('A', { id: '2' });
    await store.put('B', { id: '1' });
    const told = heard(store, 2);
    await store.clear();
    expect((await told).sort()).toEqual(['A', 'B']);
    expect(await store.all('A')).toEqual([]);
    expect(await store.all('B')).toEqual([]);
  });

  it('tells its own listeners and another tab of the same store about writes', async () => {
    const tab1 = open('tabs');
    const tab2 = open('tabs');
    const stranger = open('not-tabs');
    let strangerHeard = 0;
    stranger.subscribe(() => strangerHeard++);
    const inTab1 = heard(tab1, 2);
    const inTab2 = heard(tab2, 2);
    await tab1.put('Talk', { id: 't1' });
    await tab1.delete('Talk', 't1');
    expect(await inTab1).toEqual(['Talk', 'Talk']);
    expect(await inTab2).toEqual(['Talk', 'Talk']);
    expect(await tab2.get('Talk', 't1')).toBeUndefined();
    expect(strangerHeard).toBe(0);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const store = open();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    await store.put('A', { id: '1' });
    stop();
    await store.put('A', { id: '2' });
    expect(calls).toBe(1);
  });

  it('finds the records that refer to one id through its reference index, in insertion order, as writes change them', async () => {
    const store = open();
    await store.put('Pet', { id: 'p1', owner: 'o1', name: 'Tom' });
    await store.put('Pet', { id: 'p2', owner: 'o2', name: 'Rex' });
    await store.put('Pet', { id: 'p3', owner: 'o1', name: 'Kit' });
    await store.put('Vet', { id: 'v1', specialties: ['s1', 's2'] });
    await store.put('Vet', { id: 'v2', specialties: ['s2'] });
    await store.put('Visit', { id: 'x1', pet: 7 });
    expect((await store.referring?.('Pet', 'owner', 'o1'))?.map((r) => r.id)).toEqual(['p1', 'p3']);
    expect((await store.referring?.('Vet', 'specialties', 's2'))?.map((r) => r.id)).toEqual(['v1', 'v2']);
    expect((await store.referring?.('Visit', 'pet', '7'))?.map((r) => r.id)).toEqual(['x1']);
    // Another entity's field of the same name is another key.
    expect(await store.referring?.('Vet', 'owner', 'o1')).toEqual([]);
    await store.put('Pet', { id: 'p1', owner: 'o2', name: 'Tom' });
    await store.delete('Pet', 'p3');
    expect(await store.referring?.('Pet', 'owner', 'o1')).toEqual([]);
    expect((await store.referring?.('Pet', 'owner', 'o2'))?.map((r) => r.id)).toEqual(['p1', 'p2']);
  });

  it('refers exactly: another case, a longer id with the same start, or a number as text are told apart', async () => {
    const store = open();
    await store.put('Pet', { id: 'p1', owner: 'o1' });
    await store.put('Pet', { id: 'p2', owner: 'O1' });
    await store.put('Pet', { id: 'p3', owner: 'o1x' });
    await store.put('Pet', { id: 'p4', owner: 'x'.repeat(130) + 'a' });
    await store.put('Pet', { id: 'p5', owner: 'x'.repeat(130) + 'b' });
    await store.put('Visit', { id: 'v1', pet: '7' });
    await store.put('Visit', { id: 'v2', pet: 7 });
    await store.put('Visit', { id: 'v3', pet: '07' });
    expect((await store.referring?.('Pet', 'owner', 'o1'))?.map((r) => r.id)).toEqual(['p1']);
    expect((await store.referring?.('Pet', 'owner', 'O1'))?.map((r) => r.id)).toEqual(['p2']);
    expect((await store.referring?.('Pet', 'owner', 'x'.repeat(130) + 'b'))?.map((r) => r.id)).toEqual(['p5']);
    expect((await store.referring?.('Visit', 'pet', '7'))?.map((r) => r.id)).toEqual(['v1', 'v2']);
    expect((await store.referring?.('Visit', 'pet', '07'))?.map((r) => r.id)).toEqual(['v3']);
  });

  it('rewrites the index keys of a database of version 3 (an exact and a lower-cased key per string)', async () => {
    const name = `test-${++count}`;
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(`specfront-app:${name}`, 3);
      req.onupgradeneeded = () => {
        const records = req.result.createObjectStore('records', { keyPath: ['entity', 'id'] });
        records.createIndex('by-entity', ['entity', 'seq']);
        records.createIndex('by-ref', 'refs', { multiEntry: true });
        const refs = ['Pet\u0000owner\u0000O1', 'Pet\u0000owner\u0000\u0001o1'];
        records.put({ entity: 'Pet', id: 'p1', seq: 1, record: { id: 'p1', owner: 'O1' }, refs });
      };
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error ?? new Error('open failed'));
    });
    const store = open(name);
    expect((await store.referring?.('Pet', 'owner', 'O1'))?.map((r) => r.id)).toEqual(['p1']);
    const rows = await new Promise<{ refs: string[] }[]>((resolve, reject) => {
      const req = indexedDB.open(`specfront-app:${name}`);
      req.onsuccess = () => {
        const get = req.result.transaction('records').objectStore('records').getAll();
        get.onsuccess = () => {
          req.result.close();
          resolve(get.result as { refs: string[] }[]);
        };
      };
      req.onerror = () => reject(req.error ?? new Error('open failed'));
    });
    expect(rows.map((r) => r.refs)).toEqual([['Pet\u0000id\u0000\u0001p1', 'Pet\u0000owner\u0000\u0001o1']]);
  });

  it('adds the reference index to a database of version 1, keeping its rows and their order', async () => {
    const name = `test-${++count}`;
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(`specfront-app:${name}`, 1);
      req.onupgradeneeded = () => {
        const records = req.result.createObjectStore('records', { keyPath: ['entity', 'id'] });
        records.createIndex('by-entity', ['entity', 'seq']);
        records.put({ entity: 'Pet', id: 'p1', seq: 1, record: { id: 'p1', owner: 'o1' } });
        records.put({ entity: 'Pet', id: 'p2', seq: 2, record: { id: 'p2', owner: 'o1' } });
      };
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error ?? new Error('open failed'));
    });
    const store = open(name);
    expect((await store.all('Pet')).map((r) => r.id)).toEqual(['p1', 'p2']);
    expect((await store.referring?.('Pet', 'owner', 'o1'))?.map((r) => r.id)).toEqual(['p1', 'p2']);
  });

  it('finds texts by their start, ignoring case, long ones too, each record once', async () => {
    const store = open();
    await store.put('Owner', { id: 'o1', lastName: 'Edwards' });
    await store.put('Owner', { id: 'o2', lastName: 'eden' });
    await store.put('Owner', { id: 'o3', lastName: 'Quinn', tags: ['edge', 'Edgy'] });
    await store.put('Owner', { id: 'o4', lastName: 'Ed' + 'x'.repeat(300) });
    expect((await store.startingWith?.('Owner', 'lastName', 'ED'))?.map((r) => r.id)).toEqual(['o1', 'o2', 'o4']);
    expect((await store.startingWith?.('Owner', 'lastName', 'edw'))?.map((r) => r.id)).toEqual(['o1']);
    expect((await store.startingWith?.('Owner', 'tags', 'edg'))?.map((r) => r.id)).toEqual(['o3']);
    expect(await store.startingWith?.('Owner', 'lastName', 'z')).toEqual([]);
  });
});
