import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, startSession, type StudioSession } from './studio-session';

const store = new Map<string, string>();
const pageListeners: { type: string; listener: () => void }[] = [];

// The session runs in a page: give it the few browser globals it touches (Node has BroadcastChannel,
// so two sessions in this file talk to each other like two tabs).
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: () => undefined });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => void pageListeners.push({ type, listener }));
  vi.stubGlobal('removeEventListener', () => undefined);
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => undefined });
});
afterAll(() => vi.unstubAllGlobals());

let n = 0;
const starter = { name: 'Clinic', text: '# Clinic\n' };
const settle = (ms = AUTOSAVE_MS + 250) => new Promise((r) => setTimeout(r, ms));
const state = (s: StudioSession) => s.getSnapshot();

describe('the studio session', () => {
  it('creates the starter in an empty database and autosaves typing shortly after it stops', async () => {
    const s = await startSession(starter, `session-${++n}`);
    expect(state(s)).toMatchObject({ ready: true, save: 'saved', doc: { name: 'Clinic', text: '# Clinic\n', baseVersion: 1 } });
    s.setText('# Clinic\nmore\n');
    expect(state(s).save).toBe('unsaved');
    await settle();
    expect(state(s).save).toBe('saved');
    const id = state(s).doc?.id ?? '';
    expect(await s.db.get(id)).toMatchObject({ text: '# Clinic\nmore\n', version: 2 });
    expect(state(s).doc?.baseVersion).toBe(2);
  });

  it('restores a version as one outside change (the editor is told through rev) and saves it', async () => {
    const s = await startSession(starter, `session-${++n}`);
    s.setText('# Clinic\nchanged\n');
    await s.saveNow(true);
    const [latest, first] = await s.history();
    expect(latest?.text).toBe('# Clinic\nchanged\n');
    const rev = state(s).doc?.rev ?? 0;
    s.restore(first!);
    expect(state(s).doc).toMatchObject({ text: '# Clinic\n', rev: rev + 1 });
    expect(state(s).notice).toMatch(/Restored/);
    await settle();
    expect((await s.db.get(state(s).doc!.id!))?.text).toBe('# Clinic\n');
  });

  it('loads what another tab saved when nothing is unsaved here', async () => {
    const db = `session-${++n}`;
    const a = await startSession(starter, db);
    const b = await startSession(starter, db);
    expect(state(b).doc?.id).toBe(state(a).doc?.id);
    a.setText('# Clinic\nfrom A\n');
    await settle();
    await expect.poll(() => state(b).doc?.text).toBe('# Clinic\nfrom A\n');
    expect(state(b).notice).toMatch(/another tab/);
    expect(state(b).save).toBe('saved');
  });

  it('never lets two tabs overwrite each other: the later save is refused and that tab chooses', async () => {
    const db = `session-${++n}`;
    const a = await startSession(starter, db);
    const b = await startSession(starter, db);
    const id = state(a).doc!.id!;
    a.setText('# Clinic\nfrom A\n');
    b.setText('# Clinic\nfrom B\n');
    await settle(AUTOSAVE_MS * 3);
    const states = [state(a).save, state(b).save].sort();
    expect(states).toEqual(['conflict', 'saved']);
    const [winner, loser] = state(a).save === 'saved' ? [a, b] : [b, a];
    const winnerText = state(winner).doc!.text;
    const loserText = state(loser).doc!.text;
    expect((await a.db.get(id))?.text).toBe(winnerText);
    expect(state(loser).conflict?.text).toBe(winnerText);
    // Typing on in the refused tab still writes nothing over the other tab's version.
    loser.setText(`${loserText}still mine\n`);
    await settle();
    expect((await a.db.get(id))?.text).toBe(winnerText);
    await loser.resolveConflict('mine-as-copy');
    const copy = state(loser).doc!;
    expect(copy).toMatchObject({ name: 'Clinic (copy)', text: `${loserText}still mine\n` });
    expect(copy.id).not.toBe(id);
    expect((await a.db.get(copy.id!))?.text).toBe(`${loserText}still mine\n`);
    expect((await a.db.get(id))?.text).toBe(winnerText);
    expect(state(loser).save).toBe('saved');
  });

  it("can take the other tab's version instead", async () => {
    const db = `session-${++n}`;
    const a = await startSession(starter, db);
    const b = await startSession(starter, db);
    a.setText('# Clinic\nA\n');
    b.setText('# Clinic\nB\n');
    await settle(AUTOSAVE_MS * 3);
    const [winner, loser] = state(a).save === 'saved' ? [a, b] : [b, a];
    await loser.resolveConflict('theirs');
    expect(state(loser)).toMatchObject({ save: 'saved', conflict: null, doc: { text: state(winner).doc!.text } });
    expect(state(loser).doc?.baseVersion).toBe(state(winner).doc?.baseVersion);
  });

  it('keeps what pagehide could not save in IndexedDB, and saves it on the next start', async () => {
    const db = `session-${++n}`;
    const from = pageListeners.length;
    const s = await startSession(starter, db);
    const id = state(s).doc?.id ?? '';
    s.setText('# Clinic\ntyped just before the close\n');
    for (const { type, listener } of pageListeners.slice(from)) if (type === 'pagehide') listener();
    expect(JSON.parse(store.get(`specfront.studio.unsaved.${id}`) ?? 'null')).toEqual({
      baseVersion: 1,
      name: 'Clinic',
      text: '# Clinic\ntyped just before the close\n',
    });
    // A page that died before its IndexedDB write: the next start finds the spec still at the draft's base version.
    const db2 = `session-${++n}`;
    const before = await startSession(starter, db2);
    const id2 = state(before).doc?.id ?? '';
    store.set(`specfront.studio.unsaved.${id2}`, JSON.stringify({ baseVersion: 1, name: 'Clinic', text: '# Clinic\nonly in the draft\n' }));
    const next = await startSession(starter, db2);
    expect(state(next).doc).toMatchObject({ id: id2, text: '# Clinic\nonly in the draft\n', baseVersion: 2 });
    expect((await next.db.get(id2))?.text).toBe('# Clinic\nonly in the draft\n');
    expect(store.has(`specfront.studio.unsaved.${id2}`)).toBe(false);
  });

  it('keeps a draft based on an older version as a spec of its own, so neither text is lost', async () => {
    const s = await startSession(starter, `session-${++n}`);
    s.setText('# Clinic\nsaved later\n');
    await s.saveNow();
    const other = await s.db.create('Other', '# Other\n');
    const id = state(s).doc?.id ?? '';
    store.set(`specfront.studio.unsaved.${id}`, JSON.stringify({ baseVersion: 1, name: 'Clinic', text: '# Clinic\nan older draft\n' }));
    await s.open(other.id);
    await s.open(id);
    expect(state(s).doc?.text).toBe('# Clinic\nsaved later\n');
    expect(state(s).specs.map((x) => x.name)).toContain('Clinic (recovered)');
    expect(state(s).notice).toMatch(/recovered/);
  });
});
