import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileText, prepareExpressions, sampleRecords, validateRecord, type AppModel } from '../src/core/index';
import { startJsonServer, type JsonServer } from './json-server';
import { startPrismMock, startPrismProxy, type PrismServer } from './prism';
import {
  actAs,
  appMounted,
  buildApp,
  buildAppRuntime,
  CSP_HEADER,
  TEST_SERVERS,
  openScreen,
  ROOT,
  runSpecfront,
  watchedBrowserPerTest,
} from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// The contract checked by Prism (@stoplight/prism-cli 5.14.2), the tool the field mocks and validates
// HTTP APIs with. The built app in real-server mode, driven in Chromium, talks to Prism serving an
// OpenAPI document: Prism validates every request against the document (and every answer, its own or
// the upstream's), and reports each violation in an `sl-violations` header and in its log. Both stay
// empty. Nothing waits on a sleep: each step waits for the answer it causes, then for the page to show it.

const out = mkdtempSync(join(tmpdir(), 'specfront-prism-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const { chromium } = watchedBrowserPerTest();

type Json = Record<string, unknown>;

/** `specfront export SPEC --to openapi --json --out F`: the document, with the project's own exporter. */
async function exportDocument(spec: string, name: string): Promise<string> {
  const file = join(out, `${name}.openapi.json`);
  const run = await runSpecfront(['export', spec, '--to', 'openapi', '--json', '--out', file]);
  if (run.code !== 0) throw new Error(`specfront export ${spec} exited ${run.code}:\n${run.output}`);
  return file;
}

/** Builds a spec's app (`specfront build`) and serves it with the CSP on a free loopback port. */
async function serveBuiltApp(spec: string, name: string): Promise<StaticServer> {
  const dir = join(out, `${name}-app`);
  await buildApp(spec, dir, ['--server', TEST_SERVERS]);
  return startStaticServer(dir, { csp: CSP_HEADER });
}

/** What the page received from a server: each answer with its call, status and `sl-violations` header. */
interface Exchange {
  readonly call: string;
  readonly status: number;
  readonly violations: string | null;
}

/** Records every answer from `server` that the page receives (CORS preflights aside). */
function recordExchanges(page: Page, server: string): Exchange[] {
  const seen: Exchange[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().startsWith(server) || request.method() === 'OPTIONS') return;
    seen.push({
      call: `${request.method()} ${new URL(request.url()).pathname}`,
      status: response.status(),
      violations: response.headers()['sl-violations'] ?? null,
    });
  });
  return seen;
}

/**
 * Settings → "A real server" at `server` with `headers` (the app sends the actor headers only to its
 * in-browser backend; a real server gets what the user configures, as an API key would be), then the
 * role in the role switcher.
 */
async function useRealServer(page: Page, base: string, server: string, headers: Readonly<Record<string, string>>, role: string | null) {
  await page.goto(base);
  await appMounted(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('A real server').check();
  await dialog.getByLabel('Server address').fill(server);
  let n = 0;
  for (const [name, value] of Object.entries(headers)) {
    n++;
    await dialog.getByRole('button', { name: 'Add a header' }).click();
    await dialog.getByLabel(`Header ${n} name`).fill(name);
    await dialog.getByLabel(`Header ${n} value`).fill(value);
  }
  // Saving reloads the page: wait for that load from before the click (a fast reload can end before a
  // wait started after it).
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await reloaded;
  if (role !== null) await actAs(page, role);
  else await appMounted(page);
}

/** The answer to the `method` request whose path matches `path` that `act` causes, and its JSON body. */
async function answer(
  page: Page,
  method: string,
  path: RegExp,
  act: () => Promise<unknown>,
): Promise<{ response: Response; body: unknown }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    act(),
  ]);
  return { response, body: response.status() === 204 ? null : ((await response.json()) as unknown) };
}

/** The records of a list answer: the array itself, or the array in `{ items, total }` / `{ services, meta }`. */
function recordsOf(body: unknown, key = 'items'): Json[] {
  if (Array.isArray(body)) return body as Json[];
  const items = (body as Json | null)?.[key];
  return Array.isArray(items) ? (items as Json[]) : [];
}

/** Waits until a text shows in `scope` (it may take a moment on a busy machine). */
async function sees(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: false }).first().waitFor();
}

/** The first path segment after `/api` of a call's path: its json-server collection (`/api/patients/:id` → `patients`). */
function collectionOf(path: string): string {
  return path.replace(/^\/api\//, '').split('/')[0] ?? '';
}

// ---------------------------------------------------------------------------------------------------
// The clinic and the bookshop: list, open, create, fire an event.

/** One example's walk through its app: the screens, the record shown, the form filled, the event entity. */
interface Walk {
  readonly name: 'clinic' | 'bookshop';
  readonly role: string;
  /** A list screen, its call's path, and the field of a record shown in a row. */
  readonly list: { readonly hash: string; readonly path: RegExp; readonly shows: string };
  /** The detail call's path, reached by clicking a row. */
  readonly detail: RegExp;
  /** The create screen, its call's path, and the form filled as a user would. */
  readonly create: { readonly hash: string; readonly path: RegExp; readonly collection: string; fill(form: Locator): Promise<void> };
  /** The entity with a state machine, its detail screen for an id, and its calls' path. */
  readonly event: { readonly entity: string; readonly hash: (id: string) => string; readonly path: string };
  /**
   * The seed tried first by mockWithEventfulRecord: the one that gave an eventful record when this was
   * written (each Prism takes seconds to start). Only a hint: any other seed that gives one will do.
   */
  readonly seed: number;
}

const WALKS: readonly Walk[] = [
  {
    name: 'clinic',
    role: 'receptionist',
    list: { hash: '/patients', path: /^\/api\/patients$/, shows: 'name' },
    detail: /^\/api\/patients\/[^/]+$/,
    create: {
      hash: '/patients/new',
      path: /^\/api\/patients$/,
      collection: 'patients',
      fill: async (form) => {
        await form.getByLabel(/^Name/).fill('Petra Prism');
        await form.getByLabel(/^Email/).fill('petra@example.org');
        await form.getByLabel(/^Phone/).fill('+44 20 7946 0404');
        await form.getByLabel(/^Birth date/).fill('1975-06-07');
      },
    },
    event: { entity: 'Appointment', hash: (id) => `/appointments/${id}`, path: '/api/appointments' },
    seed: 4,
  },
  {
    name: 'bookshop',
    role: 'bookseller',
    list: { hash: '/', path: /^\/api\/books$/, shows: 'title' },
    detail: /^\/api\/books\/[^/]+$/,
    create: {
      hash: '/books/new',
      path: /^\/api\/books$/,
      collection: 'books',
      fill: async (form) => {
        await form.getByLabel(/^Title/).fill('The Prism Book');
        const author = form.getByLabel(/^Author/);
        await expect.poll(() => author.locator('option').count()).toBeGreaterThan(1); // the picker's choices came
        await author.selectOption({ index: 1 });
        await form.getByLabel(/^Isbn/i).fill('9780061054884');
        await form.getByLabel(/^Price/).fill('12.5');
        await form.getByLabel(/^Language/).selectOption('en');
      },
    },
    event: { entity: 'Order', hash: (id) => `/orders/${id}`, path: '/api/orders' },
    seed: 3,
  },
];

const specOf = (walk: Walk): string => join(ROOT, 'examples', `${walk.name}.spec.md`);

/**
 * The walk in the page, against whatever server the app was pointed at: lists (the rows are the
 * records the server answered), opens one (a click on its row), creates one through the form, and
 * fires the first event the record of `eventId` allows. Returns the created record as answered, and the event.
 */
async function walkThrough(page: Page, base: string, walk: Walk, eventId: string): Promise<{ created: Json; event: string }> {
  const main = page.locator('main');
  const listed = await answer(page, 'GET', walk.list.path, () => openScreen(page, base, walk.list.hash));
  expect(listed.response.status()).toBe(200);
  const first = recordsOf(listed.body)[0];
  if (!first) throw new Error(`The server listed no record: ${JSON.stringify(listed.body)}`);
  const label = String(first[walk.list.shows]);
  await sees(main, label);

  const opened = await answer(page, 'GET', walk.detail, () => main.getByText(label, { exact: true }).first().click());
  expect(opened.response.status()).toBe(200);
  await sees(main, String((opened.body as Json)[walk.list.shows]));

  await openScreen(page, base, walk.create.hash);
  const form = page.locator('main form');
  await walk.create.fill(form);
  const created = await answer(page, 'POST', walk.create.path, () => form.getByRole('button', { name: 'Create' }).click());
  expect(created.response.status()).toBe(201);
  await sees(main, String((created.body as Json)[walk.list.shows]));

  const shown = await answer(page, 'GET', new RegExp(`^${walk.event.path}/${eventId}$`), () =>
    openScreen(page, base, walk.event.hash(eventId)),
  );
  expect(shown.response.status()).toBe(200);
  const button = page.locator('.rt-events').getByRole('button').and(page.locator(':enabled')).first();
  const event = (await button.innerText()).trim();
  const fired = await answer(page, 'POST', new RegExp(`^${walk.event.path}/[^/]+/[a-z]+$`), () => button.click());
  expect(fired.response.status()).toBe(200);
  // The event's call names the record shown (a mock answers any id with its own record).
  const shownId = String((shown.body as Json)['id']);
  expect(decodeURIComponent(new URL(fired.response.url()).pathname)).toBe(`${walk.event.path}/${shownId}/${event}`);
  await sees(page, `${event}: done.`);
  return { created: created.body as Json, event };
}

/** The states from which `role` may fire an event without a guard: a record there shows an enabled event button. */
function eventfulStates(app: AppModel, entity: string, role: string): Set<string> {
  const machine = app.entities.find((e) => e.name === entity)?.machine;
  return new Set((machine?.transitions ?? []).filter((t) => t.guard === null && t.roles.includes(role)).map((t) => t.from));
}

/**
 * Prism mock in dynamic mode (answers made from the schemas by json-schema-faker, patterns and formats
 * honoured; with a seed, the same answer for every request of an operation) with the first seed whose
 * `walk.event.entity` record sits in a state from which the walk's role can fire an event. Static mode
 * is no use here: its samples ignore `pattern`, so Prism's own answers would violate the document.
 * The walk's `seed` is tried first, then 1 to 12.
 */
async function mockWithEventfulRecord(document: string, app: AppModel, walk: Walk): Promise<PrismServer> {
  const states = eventfulStates(app, walk.event.entity, walk.role);
  const field = app.entities.find((e) => e.name === walk.event.entity)?.machine?.field ?? '';
  const tried: string[] = [];
  for (const seed of [walk.seed, ...Array.from({ length: 12 }, (_, i) => i + 1).filter((s) => s !== walk.seed)]) {
    const prism = await startPrismMock(document, { seed: String(seed) });
    const probe = await fetch(`${prism.url}${walk.event.path}/probe`, {
      headers: { accept: 'application/json', 'x-specfront-role': walk.role },
    });
    const state = String(((await probe.json()) as Json)[field]);
    if (states.has(state)) return prism;
    tried.push(`seed ${seed}: ${state}`);
    await prism.close();
  }
  throw new Error(
    `No seed gave a ${walk.event.entity} in a state with an event for ${walk.role} (${[...states].join(', ')}): ${tried.join('; ')}`,
  );
}

/** No answer the page got carried a violation, and the server logged no problem (warnings and errors alike). */
function expectClean(exchanges: readonly Exchange[], prism: PrismServer): void {
  expect(
    exchanges.filter((e) => e.violations !== null),
    'answers with an sl-violations header',
  ).toEqual([]);
  expect(
    exchanges.filter((e) => e.status >= 400),
    'answers with an error status',
  ).toEqual([]);
  expect(prism.problems(), `Prism's log:\n${prism.log()}`).toEqual([]);
  // Each request the page sent reached Prism (none went around it).
  const received = prism.received();
  for (const e of exchanges) expect(received).toContain(e.call);
}

/**
 * The check itself can fail: a request the document does not allow (a create with a number for a
 * text), sent straight to Prism, is refused with 422 naming the violation, and Prism logs a problem.
 */
async function expectRefusesBadRequest(prism: PrismServer, walk: Walk): Promise<void> {
  const before = prism.problems().length;
  const bad = await fetch(`${prism.url}/api/${walk.create.collection}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-specfront-role': walk.role },
    body: JSON.stringify({ [walk.list.shows]: 42 }),
  });
  expect(bad.status).toBe(422);
  // The mock answers with the document's own 422 and the violations in the header; the proxy refuses
  // with its own problem body, which lists them.
  expect(`${bad.headers.get('sl-violations') ?? ''} ${await bad.text()}`).toMatch(/Request body property \S+ must be string/);
  await expect.poll(() => prism.problems().length).toBeGreaterThan(before);
}

describe.each(WALKS)('the built $name app against Prism', (walk) => {
  const spec = specOf(walk);
  const app = compileText(readFileSync(spec, 'utf8')).app;
  let web: StaticServer;
  let document: string;

  beforeAll(async () => {
    buildAppRuntime();
    web = await serveBuiltApp(spec, walk.name);
    document = await exportDocument(spec, walk.name);
  });
  afterAll(() => web.close());

  it('Prism mock serving the exported document: lists, opens, creates and fires an event with no violation', async () => {
    const prism = await mockWithEventfulRecord(document, app, walk);
    try {
      const { page } = chromium;
      const exchanges = recordExchanges(page, prism.url);
      await useRealServer(page, web.url, prism.url, { 'x-specfront-role': walk.role }, walk.role);
      await walkThrough(page, web.url, walk, 'from-prism');
      expect(exchanges.length).toBeGreaterThanOrEqual(5);
      expectClean(exchanges, prism);
      await expectRefusesBadRequest(prism, walk);
    } finally {
      await prism.close();
    }
  });

  it("json-server behind Prism's validation proxy (--errors): every request the app sends is one the document allows", async () => {
    await prepareExpressions(app); // sample records check `matches` rules with RE2
    const { db, eventId } = sampleDatabase(app, walk);
    const adapter = join(out, `${walk.name}-adapter.json`);
    writeFileSync(adapter, JSON.stringify(adapterConfig(app)));
    const api: JsonServer = await startJsonServer(
      db,
      { '/api/:c\\?limit=:limit&offset=:offset': '/:c?_limit=:limit&_start=:offset', '/api/*': '/$1' },
      { middlewares: [join(import.meta.dirname, 'fixtures', 'json-server-contract.cjs')], env: { SPECFRONT_CONTRACT_ADAPTER: adapter } },
    );
    const prism = await startPrismProxy(document, api.url).catch(async (error: unknown) => {
      await api.close();
      throw error;
    });
    try {
      const { page } = chromium;
      const exchanges = recordExchanges(page, prism.url);
      await useRealServer(page, web.url, prism.url, { 'x-specfront-role': walk.role }, walk.role);
      const { created, event } = await walkThrough(page, web.url, walk, eventId);
      expectClean(exchanges, prism);
      // The requests went through to json-server: the created record and the event are in its database.
      const after = await api.db();
      expect(after[walk.create.collection]?.some((r) => (r as Json)['id'] === created['id'])).toBe(true);
      const machine = app.entities.find((e) => e.name === walk.event.entity)?.machine;
      const target = machine?.transitions.find((t) => t.from === machine.initial && t.event === event)?.to;
      const fired = after[collectionOf(walk.event.path)]?.find((r) => (r as Json)['id'] === eventId) as Json | undefined;
      expect(target).toBeDefined();
      expect(fired?.[machine?.field ?? '']).toBe(target);
      // A request the document does not allow is refused by the proxy and never reaches json-server.
      const records = (await api.db())[walk.create.collection]?.length;
      await expectRefusesBadRequest(prism, walk);
      expect((await api.db())[walk.create.collection]?.length).toBe(records);
    } finally {
      await prism.close();
      await api.close();
    }
  });
});

/**
 * A json-server database of the in-browser backend's sample records (those the spec's own rules accept),
 * one collection per entity, and the id of a record of the walk's event entity (in its initial state).
 */
function sampleDatabase(app: AppModel, walk: Walk): { db: Record<string, unknown[]>; eventId: string } {
  const now = new Date();
  const db: Record<string, unknown[]> = {};
  const collection = new Map<string, string>();
  for (const e of app.entities) {
    const call = app.calls.find((c) => c.id === (e.calls.detail ?? e.calls.list));
    const name = call ? collectionOf(call.path) : e.name.toLowerCase();
    collection.set(e.name, name);
    db[name] = [];
  }
  for (const { entity, record } of sampleRecords(app, 4, 11, now)) {
    if (validateRecord(app, entity, record, { mode: 'create', now, user: { role: walk.role } }).length > 0) continue;
    db[collection.get(entity) ?? entity]?.push({ ...record });
  }
  const eventRecord = db[collection.get(walk.event.entity) ?? '']?.[0] as Json | undefined;
  if (!eventRecord) throw new Error(`No sample ${walk.event.entity} passes the spec's rules`);
  return { db, eventId: String(eventRecord['id']) };
}

/** What e2e/fixtures/json-server-contract.cjs needs to answer in the document's shapes, read from the model. */
function adapterConfig(app: AppModel): Json {
  const lists = app.calls
    .filter((c) => c.slot === 'list' && c.response.kind === 'object' && c.response.fields.some((f) => f.name === 'items'))
    .map((c) => collectionOf(c.path));
  const uuid: string[] = [];
  const events: Record<string, Json> = {};
  for (const e of app.entities) {
    const detail = app.calls.find((c) => c.id === e.calls.detail);
    if (!detail) continue;
    const name = collectionOf(detail.path);
    const key = e.fields.find((f) => f.name === e.idField);
    if (key?.type.kind === 'scalar' && key.type.name === 'uuid') uuid.push(name);
    if (!e.machine) continue;
    const to: Record<string, string> = {};
    const wrap: Record<string, string> = {};
    for (const { event, call } of e.calls.transitions) {
      const target = e.machine.transitions.find((t) => t.event === event)?.to;
      if (target !== undefined) to[event] = target;
      const response = app.calls.find((c) => c.id === call)?.response;
      const holder =
        response?.kind === 'object' ? response.fields.find((f) => f.type.kind === 'ref' && f.type.entity === e.name) : undefined;
      if (holder) wrap[event] = holder.name;
    }
    events[name] = { field: e.machine.field, to, wrap };
  }
  return { lists, uuid, events };
}

// ---------------------------------------------------------------------------------------------------
// Real public documents: imported, checked, built, and listing records through Prism serving them.

interface PublicDocument {
  readonly name: string;
  readonly file: string;
  /** The one screen point 2 gets (import leaves point 2 "Not shown."): a list of an entity the document lists. */
  readonly screen: string;
  readonly hash: string;
  /** The list call's path, the key of its records in the answer, and a field shown in a row. */
  readonly list: { readonly path: RegExp; readonly key: string; readonly shows: string };
  /** What a user of that API configures: its credentials (Prism checks the security scheme), and Prism's own `Prefer`. */
  readonly headers: Readonly<Record<string, string>>;
}

const PUBLIC: readonly PublicDocument[] = [
  {
    name: 'petstore',
    file: 'petstore/openapi.yaml',
    screen: '| /pets | Pets | list of pets | |',
    hash: '/pets',
    list: { path: /^\/pet\/findByStatus$/, key: 'items', shows: 'name' },
    headers: { Authorization: 'Bearer specfront-e2e' },
  },
  {
    name: 'twilio-sync',
    file: 'twilio-sync/twilio_sync_v1.json',
    screen: '| /services | Services | list of SyncV1Service | |',
    hash: '/services',
    list: { path: /^\/v1\/Services$/, key: 'services', shows: 'unique_name' },
    // The document's list examples are `readEmpty` (Prism's default, the first) and `readFull`.
    headers: { Authorization: 'Basic c3BlY2Zyb250OmUyZQ==', Prefer: 'example=readFull' },
  },
  {
    // Written here in the styles of documents by others: a list nested three deep (`/orgs/{org}/repos/{repo}/issues`),
    // answered as `{ data: Issue[], next }`; the route gives both path parameters.
    name: 'tracker',
    file: 'tracker/openapi.yaml',
    screen: '| /orgs/:org/repos/:repo/issues | Issues | list of Issue | |',
    hash: '/orgs/acme/repos/web/issues',
    list: { path: /^\/orgs\/acme\/repos\/web\/issues$/, key: 'data', shows: 'body' },
    headers: {},
  },
  {
    // Written here: Swagger 2.0, read as OpenAPI 3.0 by import; Prism serves the Swagger document itself.
    name: 'shelf-swagger2',
    file: 'shelf-swagger2/swagger.yaml',
    screen: '| /books | Books | list of Book | |',
    hash: '/books',
    list: { path: /^\/books$/, key: 'items', shows: 'title' },
    headers: { 'X-Key': 'specfront-e2e' },
  },
];

describe.each(PUBLIC)('the vendored $name document', (doc) => {
  const document = join(ROOT, 'test-fixtures', 'openapi', doc.file);
  let spec = '';
  let web: StaticServer;

  beforeAll(async () => {
    buildAppRuntime();
    spec = join(out, `${doc.name}.spec.md`);
    const imported = await runSpecfront(['import', document, '--out', spec]);
    if (imported.code !== 0) throw new Error(`specfront import ${doc.file} exited ${imported.code}:\n${imported.output}`);
  });
  afterAll(() => web?.close());

  it('imports, checks with zero errors, builds, and its app lists records through Prism mock serving the document', async () => {
    const checked = await runSpecfront(['check', spec]);
    expect(checked.output).toMatch(/\b0 errors\b/);
    expect(checked.code).toBe(0);
    // Import leaves point 2 "Not shown."; the user writes the one screen this test needs.
    const text = readFileSync(spec, 'utf8');
    const screens = /## 2\.[^\n]*\n\nNot shown\.\n/.exec(text);
    if (!screens) throw new Error('The imported spec does not leave point 2 "Not shown."');
    const withScreen = join(out, `${doc.name}.screen.spec.md`);
    const title = screens[0].split('\n')[0] ?? '';
    writeFileSync(
      withScreen,
      text.replace(screens[0], `${title}\n\n| Route | Screen | Shows | Roles |\n|---|---|---|---|\n${doc.screen}\n`),
    );
    const rechecked = await runSpecfront(['check', withScreen]);
    expect(rechecked.output).toMatch(/\b0 errors\b/);
    web = await serveBuiltApp(withScreen, doc.name);

    const prism = await startPrismMock(document);
    try {
      const { page } = chromium;
      const exchanges = recordExchanges(page, prism.url);
      await useRealServer(page, web.url, prism.url, doc.headers, null);
      const listed = await answer(page, 'GET', doc.list.path, () => openScreen(page, web.url, doc.hash));
      expect(listed.response.status()).toBe(200);
      const records = recordsOf(listed.body, doc.list.key);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) await sees(page.locator('main'), String(record[doc.list.shows]));
      expectClean(exchanges, prism);
    } finally {
      await prism.close();
    }
  });
});
