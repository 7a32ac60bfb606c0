import { describe, expect, it } from 'vitest';
import { RefNameCache, type NameTable } from './ref-name-cache';

function deferred() {
  let resolve: (t: NameTable | null) => void = () => undefined;
  const promise = new Promise<NameTable | null>((ok) => (resolve = ok));
  return { promise, resolve };
}

describe('RefNameCache', () => {
  it('loads each entity once and tells listeners when names arrive', async () => {
    const loads: string[] = [];
    const d = deferred();
    const cache = new RefNameCache((entity) => {
      loads.push(entity);
      return d.promise;
    });
    let told = 0;
    cache.subscribe(() => told++);
    cache.request('Patient');
    cache.request('Patient');
    expect(loads).toEqual(['Patient']);
    expect(cache.peek('Patient')).toBeNull();
    d.resolve(new Map([['patient-7', 'Ada Lovelace']]));
    await d.promise;
    await Promise.resolve();
    await Promise.resolve();
    expect(told).toBe(1);
    expect(cache.peek('Patient')?.get('patient-7')).toBe('Ada Lovelace');
    expect(cache.getVersion()).toBe(1);
  });

  it("shows the older cache's names until its own arrive, and survives a failed load", async () => {
    const old = new RefNameCache(() => Promise.resolve(new Map([['a', 'Old name']])));
    old.request('Author');
    await new Promise((ok) => setTimeout(ok, 0));
    const next = new RefNameCache(() => Promise.reject(new Error('offline')), old);
    expect(next.peek('Author')?.get('a')).toBe('Old name');
    next.request('Author');
    await new Promise((ok) => setTimeout(ok, 0));
    expect(next.peek('Author')).toBeNull();
  });
});
