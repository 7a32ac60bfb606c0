import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, headersOf, loadSettings, saveSettings, settingsKeyOf, settingsProblems, type RuntimeSettings } from './runtime-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const server: RuntimeSettings = { backend: 'server', baseUrl: ' http://127.0.0.1:3000 ', headers: [{ name: ' Authorization ', value: 'Bearer x' }, { name: '', value: '' }] };

describe('runtime settings', () => {
  it('saves normalised settings per app and loads them back', () => {
    const storage = memoryStorage();
    expect(saveSettings('Clinic', server, storage)).toBe(true);
    expect(JSON.parse(storage.items.get(settingsKeyOf('Clinic')) ?? '')).toEqual({
      backend: 'server',
      baseUrl: 'http://127.0.0.1:3000',
      headers: [{ name: 'Authorization', value: 'Bearer x' }],
    });
    expect(loadSettings('Clinic', storage)).toEqual({ backend: 'server', baseUrl: 'http://127.0.0.1:3000', headers: [{ name: 'Authorization', value: 'Bearer x' }] });
    expect(loadSettings('Bookshop', storage)).toBe(DEFAULT_SETTINGS);
  });

  it('falls back to the in-browser backend for missing, broken or unsafe entries', () => {
    expect(loadSettings('A', null)).toBe(DEFAULT_SETTINGS);
    expect(loadSettings('A', memoryStorage({ [settingsKeyOf('A')]: '{not json' }))).toBe(DEFAULT_SETTINGS);
    expect(loadSettings('A', memoryStorage({ [settingsKeyOf('A')]: '[1]' }))).toBe(DEFAULT_SETTINGS);
    const unsafe = memoryStorage({ [settingsKeyOf('A')]: JSON.stringify({ backend: 'server', baseUrl: 'javascript:alert(1)', headers: [] }) });
    expect(loadSettings('A', unsafe).backend).toBe('local');
    const odd = memoryStorage({ [settingsKeyOf('A')]: JSON.stringify({ backend: 'server', baseUrl: 'https://x.test', headers: [{ name: 1 }, 'x', { name: 'A', value: 'b' }] }) });
    expect(loadSettings('A', odd)).toEqual({ backend: 'server', baseUrl: 'https://x.test', headers: [{ name: 'A', value: 'b' }] });
  });

  it('reports a storage that refuses to save', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(saveSettings('A', server, full)).toBe(false);
    expect(saveSettings('A', server, null)).toBe(false);
  });

  it('names the problems: a server URL that is not http(s), a bad header name or value', () => {
    expect(settingsProblems(DEFAULT_SETTINGS)).toEqual([]);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, backend: 'server' }).map((p) => p.field)).toEqual(['baseUrl']);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, backend: 'server', baseUrl: 'ftp://x' }).map((p) => p.field)).toEqual(['baseUrl']);
    const headers = [{ name: 'Bad Name', value: 'x' }, { name: 'X-Ok', value: 'a\nb' }, { name: 'X-Fine', value: 'y' }];
    const problems = settingsProblems({ backend: 'local', baseUrl: '', headers });
    expect(problems.map((p) => p.field)).toEqual(['header-0', 'header-1']);
    expect(problems[0]?.message).toContain('Bad Name');
  });

  it('gives the headers as a record, later rows winning', () => {
    const headers = headersOf({ backend: 'server', baseUrl: 'http://x', headers: [{ name: 'A', value: '1' }, { name: ' A', value: '2' }, { name: '__proto__', value: '3' }] });
    expect(headers['A']).toBe('2');
    expect(Object.keys(headers)).toEqual(['A', '__proto__']);
  });
});
