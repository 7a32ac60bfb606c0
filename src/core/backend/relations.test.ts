import { describe, expect, it } from 'vitest';
import vet from '../../../examples/vet-practice.spec.md?raw';
import { ACTOR_HEADERS } from '../compile/actor';
import { compileText } from '../compile/compile-app';
import { loadRegexEngine } from '../expression/regex-engine';
import { createBackend } from './create-backend';
import { filterTest } from './list-records';
import { createMemoryStore, type Store } from './store';

await loadRegexEngine();

type Row = Record<string, string>;
const now = new Date('2030-06-12T12:00:00Z'); // a Wednesday
const as = (role: string, user: Record<string, unknown> = {}): Record<string, string> => ({
  [ACTOR_HEADERS.role]: role,
  [ACTOR_HEADERS.user]: JSON.stringify(user),
});
const DESK = as('receptionist');
const BOSS = as('manager');

function setup(text = vet, indexed = true) {
  const { app } = compileText(text);
  const memory = createMemoryStore();
  // Without `referring`, the backend reads every record and filters them itself.
  const store: Store = indexed ? memory : { all: memory.all, get: memory.get, put: memory.put, delete: memory.delete, clear: memory.clear };
  let n = 0;
  const backend = createBackend(app, store, { now: () => now, newId: () => `id${++n}` });
  const call = async (method: string, url: string, headers: Record<string, string> = DESK, body?: unknown) => {
    const res = await backend.handle({ method, url, headers, body });
    return { status: res.status, body: res.body as Row & Row[] };
  };
  return { app, store, call };
}

const owner = (lastName: string, city = 'Leeds') => ({ firstName: 'Sam', lastName, city, telephone: '0113496000' });
const pet = (name: string) => ({ name, birthDate: '2024-02-01', species: 'cat' });
const visit = (vetId: string, startsAt = '2030-06-13T09:30:00Z') => ({ vet: vetId, startsAt, minutes: 30 });

async function practice(indexed = true) {
  const s = setup(vet, indexed);
  const ada = (await s.call('POST', '/api/owners', DESK, owner('Quinn'))).body.id as string;
  const bo = (await s.call('POST', '/api/owners', DESK, owner('quincy', 'York'))).body.id as string;
  const surgery = (await s.call('POST', '/api/specialties', BOSS, { name: 'surgery' })).body.id as string;
  const dentistry = (await s.call('POST', '/api/specialties', BOSS, { name: 'dentistry' })).body.id as string;
  const drLee = (
    await s.call('POST', '/api/vets', BOSS, {
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'lee@example.org',
      specialties: [surgery, dentistry],
    })
  ).body.id as string;
  const drOkafor = (
    await s.call('POST', '/api/vets', BOSS, { firstName: 'Ada', lastName: 'Okafor', email: 'okafor@example.org', specialties: [dentistry] })
  ).body.id as string;
  return { ...s, ada, bo, surgery, dentistry, drLee, drOkafor };
}

describe('nested list and create calls', () => {
  it('creates a pet under its owner, the owner taken from the path whatever the body says', async () => {
    const { call, ada, bo } = await practice();
    const made = await call('POST', `/api/owners/${ada}/pets`, DESK, { ...pet('Tom'), owner: bo });
    expect(made.status).toBe(201);
    expect(made.body.owner).toBe(ada);
    const withoutOwner = await call('POST', `/api/owners/${bo}/pets`, DESK, pet('Rex'));
    expect(withoutOwner.status).toBe(201);
    expect(withoutOwner.body.owner).toBe(bo);
  });

  it('lists only the pets of the owner in the path', async () => {
    const { call, ada, bo } = await practice();
    await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'));
    await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Kit'));
    await call('POST', `/api/owners/${bo}/pets`, DESK, pet('Rex'));
    expect((await call('GET', `/api/owners/${ada}/pets`)).body.map((p) => p.name)).toEqual(['Tom', 'Kit']);
    expect((await call('GET', `/api/owners/${bo}/pets`)).body.map((p) => p.name)).toEqual(['Rex']);
  });

  it('answers NOT_FOUND for an unknown parent, on list and create, and creates nothing', async () => {
    const { call, store } = await practice();
    const list = await call('GET', '/api/owners/nobody/pets');
    expect(list.status).toBe(404);
    expect(list.body).toMatchObject({ code: 'NOT_FOUND', message: 'That record is not on file.' });
    const create = await call('POST', '/api/owners/nobody/pets', DESK, pet('Tom'));
    expect(create.status).toBe(404);
    expect(await store.all('Pet')).toEqual([]);
  });

  it('creates a visit under a pet through an object request without the pet, and lists it there only', async () => {
    const { call, ada, drLee } = await practice();
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    const kit = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Kit'))).body.id as string;
    const v = await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drLee));
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({ pet: tom, vet: drLee, status: 'booked' });
    expect((await call('GET', `/api/pets/${tom}/visits`)).body).toHaveLength(1);
    expect((await call('GET', `/api/pets/${kit}/visits`)).body).toHaveLength(0);
  });

  it('answers the same from a store without a reference index', async () => {
    const { call, ada, bo, drLee, dentistry } = await practice(false);
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    await call('POST', `/api/owners/${bo}/pets`, DESK, pet('Rex'));
    await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drLee));
    expect((await call('GET', `/api/owners/${ada}/pets`)).body.map((p) => p.name)).toEqual(['Tom']);
    expect((await call('GET', `/api/specialties/${dentistry}/vets`)).body.map((v) => v.lastName)).toEqual(['Lee', 'Okafor']);
    expect((await call('DELETE', `/api/owners/${ada}`)).status).toBe(409);
    expect((await call('DELETE', `/api/pets/${tom}`)).status).toBe(204);
    expect((await call('GET', `/api/pets/${tom}/visits`)).status).toBe(404);
  });

  it('lists a many-to-many: the vets whose specialties hold the one in the path', async () => {
    const { call, surgery, dentistry } = await practice();
    expect((await call('GET', `/api/specialties/${surgery}/vets`)).body.map((v) => v.lastName)).toEqual(['Lee']);
    expect((await call('GET', `/api/specialties/${dentistry}/vets`)).body.map((v) => v.lastName)).toEqual(['Lee', 'Okafor']);
  });
});

describe('filters', () => {
  it('matches a last name by its start, ignoring case, as the Notes say; the city exactly but ignoring case', async () => {
    const { call } = await practice();
    const names = async (url: string) => (await call('GET', url)).body.map((o) => o.lastName);
    expect(await names('/api/owners?lastName=qui')).toEqual(['Quinn', 'quincy']);
    expect(await names('/api/owners?lastName=QUINN')).toEqual(['Quinn']);
    expect(await names('/api/owners?lastName=uinn')).toEqual([]);
    expect(await names('/api/owners?city=york')).toEqual(['quincy']);
    expect(await names('/api/owners?city=yor')).toEqual([]);
    expect(await names('/api/owners?lastName=q&city=Leeds')).toEqual(['Quinn']);
  });

  it('matches "contains" anywhere, a reference by id in a list, an enumeration exactly, and a datetime by its day', async () => {
    const { call, ada, drLee, drOkafor, surgery } = await practice();
    expect((await call('GET', '/api/vets?lastName=kaf')).body.map((v) => v.lastName)).toEqual(['Okafor']);
    expect((await call('GET', `/api/vets?specialties=${surgery}`)).body.map((v) => v.lastName)).toEqual(['Lee']);
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drLee, '2030-06-13T09:30:00Z'));
    await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drOkafor, '2030-06-14T10:00:00Z'));
    const items = async (url: string) => ((await call('GET', url)).body as unknown as { items: { vet: string; startsAt: string }[] }).items;
    expect((await items('/api/visits?startsAt=2030-06-14')).map((v) => v.vet)).toEqual([drOkafor]);
    expect((await items('/api/visits?startsAt=2030-06-13T09:30:00.000Z')).map((v) => v.vet)).toEqual([drLee]);
    expect(await items(`/api/visits?vet=${drLee}`)).toHaveLength(1);
    expect(await items('/api/visits?status=booked')).toHaveLength(2);
    expect(await items('/api/visits?status=Booked')).toHaveLength(0);
  });

  it('compares numbers, booleans and dates by value', () => {
    const int = { kind: 'scalar', name: 'integer' } as const;
    expect(filterTest(int, 'equals', '30')(30)).toBe(true);
    expect(filterTest(int, 'equals', '30.0')(30)).toBe(true);
    expect(filterTest(int, 'equals', 'x')(30)).toBe(false);
    expect(filterTest({ kind: 'scalar', name: 'boolean' }, 'equals', 'true')(true)).toBe(true);
    expect(filterTest({ kind: 'scalar', name: 'boolean' }, 'equals', 'true')(false)).toBe(false);
    expect(filterTest({ kind: 'scalar', name: 'date' }, 'equals', '2030-01-02')('2030-01-02')).toBe(true);
    expect(filterTest({ kind: 'scalar', name: 'date' }, 'equals', '2030-01-02')('2030-01-03')).toBe(false);
    expect(filterTest({ kind: 'scalar', name: 'datetime' }, 'equals', '2030-01-02')('2030-01-02T23:59:00+00:00')).toBe(true);
    expect(filterTest({ kind: 'scalar', name: 'datetime' }, 'equals', '2030-01-02')('2030-01-02T23:59:00-02:00')).toBe(false);
  });
});

describe('deleting records others refer to', () => {
  it('refuses to delete an owner with pets with the catalogue code the call lists, and deletes once the pets are gone', async () => {
    const { call, ada, store } = await practice();
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    const refused = await call('DELETE', `/api/owners/${ada}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OWNER_HAS_PETS', message: 'This owner still has pets on file. Remove the pets first.' });
    expect(await store.get('Owner', ada)).toBeDefined();
    expect((await call('DELETE', `/api/pets/${tom}`)).status).toBe(204);
    expect((await call('DELETE', `/api/owners/${ada}`)).status).toBe(204);
  });

  it('cascades a pet delete to its visits ("deleted with its pet")', async () => {
    const { call, ada, drLee, store } = await practice();
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    const kit = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Kit'))).body.id as string;
    await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drLee));
    await call('POST', `/api/pets/${kit}/visits`, DESK, visit(drLee));
    expect((await call('DELETE', `/api/pets/${tom}`)).status).toBe(204);
    expect((await store.all('Visit')).map((v) => v.pet)).toEqual([kit]);
  });

  it('refuses deleting a vet that visits refer to (VET_HAS_VISITS), though the visits cascade from pets', async () => {
    const { call, ada, drLee, store } = await practice();
    const tom = (await call('POST', `/api/owners/${ada}/pets`, DESK, pet('Tom'))).body.id as string;
    await call('POST', `/api/pets/${tom}/visits`, DESK, visit(drLee));
    const refused = await call('DELETE', `/api/vets/${drLee}`, BOSS);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'VET_HAS_VISITS' });
    expect(await store.get('Vet', drLee)).toBeDefined();
  });

  it('takes a deleted specialty off each vet ("cascade" on a list of references)', async () => {
    const { call, surgery, dentistry, drLee, drOkafor, store } = await practice();
    expect((await call('DELETE', `/api/specialties/${dentistry}`, BOSS)).status).toBe(204);
    expect((await store.get('Vet', drLee))?.specialties).toEqual([surgery]);
    expect((await store.get('Vet', drOkafor))?.specialties).toEqual([]);
  });

  it('answers the built-in IN_USE when no catalogue code fits, and refuses a whole cascade when something down it refuses', async () => {
    // Visits no longer cascade from pets, and the catalogue has no code for pets in use.
    const text = vet
      .replace('| pet | Pet | deleted with its pet | yes |', '| pet | Pet | | yes |')
      .replace('| OWNER_HAS_PETS | 409 |', '| OWNER_BUSY | 409 |')
      .replace('NOT_FOUND, FORBIDDEN, OWNER_HAS_PETS', 'NOT_FOUND, FORBIDDEN, OWNER_BUSY');
    const s = setup(
      text.replace('| owner | Owner | the person who brings the pet in | yes |', '| owner | Owner | deleted with its owner | yes |'),
    );
    const a = (await s.call('POST', '/api/owners', DESK, owner('Quinn'))).body.id as string;
    const lee = (await s.call('POST', '/api/vets', BOSS, { firstName: 'Kim', lastName: 'Lee', email: 'lee@example.org' })).body
      .id as string;
    const tom = (await s.call('POST', `/api/owners/${a}/pets`, DESK, pet('Tom'))).body.id as string;
    await s.call('POST', `/api/pets/${tom}/visits`, DESK, visit(lee));
    const refused = await s.call('DELETE', `/api/owners/${a}`);
    expect(refused.status).toBe(409);
    // OWNER_BUSY's When ("deleting an owner whom pets still refer to") fits, but the refusal is about visits of a pet.
    expect(refused.body).toMatchObject({ code: 'OWNER_BUSY' });
    expect(await s.store.all('Pet')).toHaveLength(1);
    const bare = await s.call('DELETE', `/api/pets/${tom}`);
    expect(bare.status).toBe(409);
    expect(bare.body).toEqual({
      code: 'IN_USE',
      message: 'This Pet cannot be deleted: a Visit record refers to it. Delete or change it first.',
      errors: [],
    });
  });
});
