import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, openSpecDb } from './spec-db';

let n = 0;
const freshDb = () => openSpecDb(`spec-db-test-${++n}`);

describe('the studio spec database', () => {
  it('creates a spec at version 1 with its first history snapshot, and lists newest first', async () => {
    const db = await freshDb();
    const a = await db.create('A', '# A\n');
    await new Promise((r) => setTimeout(r, 5));
    const b = await db.create('B', '# B\n');
    expect(a.version).toBe(1);
    expect((await db.list()).map((s) => s.name)).toEqual(['B', 'A']);
    expect(await db.get(b.id)).toEqual(b);
    expect((await db.history(a.id)).map((v) => v.text)).toEqual(['# A\n']);
  });

  it('saves on the version it was based on and refuses a save based on an older one', async () => {
    const db = await freshDb();
    const spec = await db.create('A', 'one');
    const first = await db.save(spec.id, 1, 'A', 'two');
    expect(first).toMatchObject({ ok: true, spec: { version: 2, text: 'two' } });
    // Another tab still based on version 1: refused, nothing written, the stored spec returned.
    const stale = await db.save(spec.id, 1, 'A', 'three');
    expect(stale).toMatchObject({ ok: false, current: { version: 2, text: 'two' } });
    expect((await db.get(spec.id))?.text).toBe('two');
  });

  it('takes a history snapshot when asked, never twice for the same text, and keeps at most HISTORY_LIMIT', async () => {
    const db = await freshDb();
    const spec = await db.create('A', 'v1');
    let version = 1;
    await db.save(spec.id, version++, 'A', 'v1', true);
    expect(await db.history(spec.id)).toHaveLength(1);
    for (let i = 2; i <= HISTORY_LIMIT + 5; i++) await db.save(spec.id, version++, 'A', `v${i}`, true);
    const history = await db.history(spec.id);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.text).toBe(`v${HISTORY_LIMIT + 5}`);
  });

  it('removes a spec with its history, and restores specs as they were (putAll)', async () => {
    const db = await freshDb();
    const spec = await db.create('A', 'x');
    await db.remove(spec.id);
    expect(await db.list()).toEqual([]);
    expect(await db.history(spec.id)).toEqual([]);
    await db.putAll([{ ...spec, version: 7 }]);
    expect(await db.get(spec.id)).toMatchObject({ version: 7, text: 'x' });
  });
});
