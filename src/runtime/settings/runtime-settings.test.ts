import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  headersOf,
  loadSettings,
  saveSettings,
  settingsKeyOf,
  settingsProblems,
  type RuntimeSettings,
} from './runtime-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const server: RuntimeSettings = {
  backend: 'server',
  baseUrl: ' http://127.0.0.1:3000 ',
  headers: [
    { name: ' Authorization ', value: 'Bearer x' },
    { name: '', value: '' },
  ],
};

describe('runtime settings', () => {
  it('keeps header values for the session only unless they are to be remembered on this device', () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const sessionItems = session.items;
    expect(saveSettings('Clinic', server, storage, session)).toBe(true);
    const stored = storage.items.get(settingsKeyOf('Clinic')) ?? '';
    expect(JSON.parse(stored)).toEqual({ backend: 'server', baseUrl: 'http://127.0.0.1:3000', headers: [], rememberHeaders: false });
    expect(stored).not.toContain('Bearer');
    expect(JSON.parse(sessionItems.get(settingsKeyOf('Clinic')) ?? '')).toEqual([{ name: 'Authorization', value: 'Bearer x' }]);
    const loaded = { backend: 'server', baseUrl: 'http://127.0.0.1:3000', headers: [{ name: 'Authorization', value: 'Bearer x' }] };
    expect(loadSettings('Clinic', storage, session)).toEqual({ ...loaded, rememberHeaders: false });
    // A new session (the tab closed): the token is gone, the address stays.
    expect(loadSettings('Clinic', storage, memoryStorage())).toEqual({ ...loaded, headers: [], rememberHeaders: false });
    // Without a session storage there is nowhere to keep it: saving says so.
    expect(saveSettings('Other', server, memoryStorage(), null)).toBe(false);
    // Ticked: on the device, and out of the session.
    expect(saveSettings('Clinic', { ...server, rememberHeaders: true }, storage, session)).toBe(true);
    expect(JSON.parse(storage.items.get(settingsKeyOf('Clinic')) ?? '')).toEqual({ ...loaded, rememberHeaders: true });
    expect(sessionItems.has(settingsKeyOf('Clinic'))).toBe(false);
    expect(loadSettings('Clinic', storage, memoryStorage())).toEqual({ ...loaded, rememberHeaders: true });
    expect(loadSettings('Bookshop', storage)).toBe(DEFAULT_SETTINGS);
  });

  it('keeps settings saved before the choice existed working: their headers stay on the device', () => {
    const old = memoryStorage({
      [settingsKeyOf('A')]: JSON.stringify({ backend: 'server', baseUrl: 'https://x.test', headers: [{ name: 'A', value: 'b' }] }),
    });
    expect(loadSettings('A', old)).toEqual({
      backend: 'server',
      baseUrl: 'https://x.test',
      headers: [{ name: 'A', value: 'b' }],
      rememberHeaders: true,
    });
  });

  it('falls back to the in-browser backend for missing, broken or unsafe entries', () => {
    expect(loadSettings('A', null)).toBe(DEFAULT_SETTINGS);
    expect(loadSettings('A', memoryStorage({ [settingsKeyOf('A')]: '{not json' }))).toBe(DEFAULT_SETTINGS);
    expect(loadSettings('A', memoryStorage({ [settingsKeyOf('A')]: '[1]' }))).toBe(DEFAULT_SETTINGS);
    const unsafe = memoryStorage({
      [settingsKeyOf('A')]: JSON.stringify({ backend: 'server', baseUrl: 'javascript:alert(1)', headers: [] }),
    });
    expect(loadSettings('A', unsafe).backend).toBe('local');
    const odd = memoryStorage({
      [settingsKeyOf('A')]: JSON.stringify({
        backend: 'server',
        baseUrl: 'https://x.test',
        headers: [{ name: 1 }, 'x', { name: 'A', value: 'b' }],
      }),
    });
    expect(loadSettings('A', odd)).toEqual({
      backend: 'server',
      baseUrl: 'https://x.test',
      headers: [{ name: 'A', value: 'b' }],
      rememberHeaders: true,
    });
  });

  it('reports a storage that refuses to save', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveSettings('A', server, full, memoryStorage())).toBe(false);
    expect(saveSettings('A', server, null)).toBe(false);
  });

  it('names the problems: a server URL that is not http(s), a bad header name or value', () => {
    expect(settingsProblems(DEFAULT_SETTINGS)).toEqual([]);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, backend: 'server' }).map((p) => p.field)).toEqual(['baseUrl']);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, backend: 'server', baseUrl: 'ftp://x' }).map((p) => p.field)).toEqual(['baseUrl']);
    const headers = [
      { name: 'Bad Name', value: 'x' },
      { name: 'X-Ok', value: 'a\nb' },
      { name: 'X-Fine', value: 'y' },
    ];
    const problems = settingsProblems({ backend: 'local', baseUrl: '', headers });
    expect(problems.map((p) => p.field)).toEqual(['header-0', 'header-1']);
    expect(problems[0]?.message).toContain('Bad Name');
  });

  it('gives the headers as a record, later rows winning', () => {
    const headers = headersOf({
      backend: 'server',
      baseUrl: 'http://x',
      headers: [
        { name: 'A', value: '1' },
        { name: ' A', value: '2' },
        { name: '__proto__', value: '3' },
      ],
    });
    expect(headers['A']).toBe('2');
    expect(Object.keys(headers)).toEqual(['A', '__proto__']);
  });
});
