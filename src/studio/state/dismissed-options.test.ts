import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDismissed, saveDismissed } from './dismissed-options';

const store = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('dismissed options', () => {
  it('are kept per spec and removed when none are left', () => {
    saveDismissed('a', new Set(['0badcafe']));
    expect([...loadDismissed('a')]).toEqual(['0badcafe']);
    expect(loadDismissed('b').size).toBe(0);
    saveDismissed('a', new Set());
    expect(store.size).toBe(0);
  });
  it('read damaged storage as nothing dismissed', () => {
    store.set('specfront.options.dismissed.c', '{not json');
    expect(loadDismissed('c').size).toBe(0);
    store.set('specfront.options.dismissed.d', '[1,"x"]');
    expect([...loadDismissed('d')]).toEqual(['x']);
  });
});
