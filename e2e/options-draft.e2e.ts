import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compileText, type AppModel, type AppScreen } from '../src/core/index';
import { browserPerTest } from './browser';
import { actAs, buildCliAndAppRuntime, CSP_HEADER, openScreen, ROOT, watchContext, type PageProblems } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// Issue 5's end-to-end promise: the rough draft (points 1, 2 and 7 only), with ALL its options accepted
// through the real CLI, checks clean, builds, and its running app works in Chromium for every role the
// options created: list, detail and create screens reach the in-browser backend, a role that may not
// create is refused with the reason, and nothing breaks the CSP or throws.

const DRAFT = join(ROOT, 'examples', 'tool-library.draft.md');
const out = mkdtempSync(join(tmpdir(), 'specfront-options-draft-'));
const accepted = join(out, 'tool-library.accepted.md');
const site = join(out, 'site');

/** Runs `node bin/specfront.js ARGS` and returns its exit code and output. */
function specfront(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['bin/specfront.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** One point's line of `specfront check --json`. */
interface PointStatus {
  readonly n: number;
  readonly status: string;
}

/** One diagnostic of `specfront check --json`. */
interface CheckDiagnostic {
  readonly severity: string;
  readonly code: string;
  readonly message: string;
  readonly line: number;
}

let app: AppModel;
let check: { points: PointStatus[]; diagnostics: CheckDiagnostic[] };
let server: StaticServer;

beforeAll(async () => {
  // The CLI and the app runtime from the current sources (once per run: e2e/global-setup.ts).
  buildCliAndAppRuntime();

  const applied = specfront('options', DRAFT, '--apply', 'all');
  if (applied.code !== 0) throw new Error(`specfront options --apply all exited ${applied.code}:\n${applied.stderr}`);
  writeFileSync(accepted, applied.stdout);

  const checked = specfront('check', '--json', accepted);
  check = JSON.parse(checked.stdout) as typeof check;

  const built = specfront('build', accepted, '--out', site);
  if (built.code !== 0) throw new Error(`specfront build exited ${built.code}:\n${built.stdout}\n${built.stderr}`);
  app = compileText(readFileSync(accepted, 'utf8')).app;
  server = await startStaticServer(site, { csp: CSP_HEADER });
});

afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

/** The action a screen needs under point 6 (docs/running-app.md), or null for a content page. */
function actionOf(screen: AppScreen): string | null {
  return screen.kind === 'create' ? 'create' : screen.kind === 'edit' ? 'update' : screen.kind === 'content' ? null : 'read';
}

/**
 * Whether a role may open a screen, read straight from the accepted spec (not through the runtime's
 * own decision): point 2's Roles (empty is everyone) and a grant of point 6 of the action it needs.
 */
function mayOpen(role: string, screen: AppScreen): boolean {
  if (screen.roles.length > 0 && !screen.roles.includes(role)) return false;
  const action = actionOf(screen);
  if (action === null || screen.entity === null) return true;
  return app.permissions.some(
    (p) => p.role === role && p.on.includes(screen.entity as string) && p.can.some((c) => c.toLowerCase() === action),
  );
}

const screensOf = (kind: AppScreen['kind']) => app.screens.filter((s) => s.kind === kind);

describe('the rough draft with every option accepted (real CLI)', () => {
  it('checks with zero errors and points 3, 4, 6, 7, 8 and 9 at least partial', () => {
    expect(check.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const status = new Map(check.points.map((p) => [p.n, p.status]));
    for (const n of [3, 4, 6, 7, 8, 9]) expect(['partial', 'complete'], `point ${n}`).toContain(status.get(n));
  });

  it('compiles to an app with no gaps, the roles the options created, and every screen some role may open', () => {
    expect(
      app.gaps.filter((g) => g.screen !== null || g.source.point !== 5),
      'gaps other than the missing point 5',
    ).toEqual([]);
    expect(app.roles.map((r) => r.name)).toEqual(['members', 'volunteers']);
    for (const screen of app.screens)
      expect(
        app.roles.some((r) => mayOpen(r.name, screen)),
        `a role that may open ${screen.route}`,
      ).toBe(true);
    // Every entity gets a list and a create form; a detail screen wherever point 7 has the detail call.
    for (const entity of app.entities) {
      const kinds = new Set(app.screens.filter((s) => s.entity === entity.name).map((s) => s.kind));
      expect(kinds.has('list') && kinds.has('create'), `list and create screens of ${entity.name}`).toBe(true);
      if (entity.calls.detail !== null) expect(kinds.has('detail'), `detail screen of ${entity.name}`).toBe(true);
    }
  });
});

describe('its running app in Chromium, for every role the options created', () => {
  // Each test starts from its own state (a fresh context: empty IndexedDB and localStorage, see
  // e2e/browser.ts); a test that needs records creates them through the forms itself (createEverything).
  let page: Page;
  let problems: PageProblems | null = null;
  const chromium = browserPerTest({
    setup: async (context) => {
      problems = await watchContext(context);
    },
  });

  beforeEach(async () => {
    page = chromium.page;
    await page.goto(server.url);
    await page.locator('main h1').first().waitFor();
  });
  afterEach(() => {
    expect(problems?.csp, 'CSP violations').toEqual([]);
    expect(problems?.errors, 'uncaught page errors').toEqual([]);
  });

  /** The role switcher offers exactly the roles of point 6. */
  it('offers the roles the options created in the switcher labelled "Role"', async () => {
    const offered = await page
      .getByLabel('Role', { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const role of app.roles) expect(offered).toContain(role.name);
  });

  /** Fills every control of the form: a token into text, the first choice of a select, today in a date. */
  async function fillForm(token: string): Promise<void> {
    const controls = page.locator('main form').locator('input:not([type=hidden]):not([type=checkbox]), select, textarea');
    for (let i = 0; i < (await controls.count()); i++) {
      const control = controls.nth(i);
      const tag = await control.evaluate((el) => el.tagName.toLowerCase());
      const type = (await control.getAttribute('type')) ?? 'text';
      if (tag === 'select') {
        const values = await control
          .locator('option')
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
        expect(values.length, `a choice in select ${i}`).toBeGreaterThan(0);
        await control.selectOption(values[0] as string);
      } else if (type === 'date') await control.fill('2030-01-31');
      else if (type === 'datetime-local') await control.fill('2030-01-31T10:00');
      else if (type === 'number') await control.fill('1');
      else await control.fill(token);
    }
  }

  /** Records created through the forms: entity → [id, token] (the token is typed into every text field). */
  type Created = Map<string, { id: string; token: string }[]>;

  /** Creates a record through every create form each role may open; checks that the others are refused with the reason. */
  async function createEverything(): Promise<Created> {
    const created: Created = new Map();
    for (const role of app.roles.map((r) => r.name)) {
      await actAs(page, role);
      for (const screen of screensOf('create')) {
        const entity = screen.entity as string;
        await openScreen(page, server.url, screen.route);
        const nav = page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen.name, exact: true });
        if (!mayOpen(role, screen)) {
          await page.getByText('This role may not open this screen.').waitFor();
          expect(await page.locator('main form').count(), `${role} sees no form at ${screen.route}`).toBe(0);
          expect(await nav.count(), `${screen.route} in ${role}'s menu`).toBe(0);
          continue;
        }
        expect(await nav.count(), `${screen.route} in ${role}'s menu`).toBe(1);
        const token = `e2e ${role} ${entity}`;
        await fillForm(token);
        await page.locator('main form').getByRole('button', { name: 'Create' }).click();
        await page
          .waitForURL((url) => !url.hash.endsWith(screen.route))
          .catch(async (e: unknown) => {
            throw new Error(`${role} at ${screen.route}: ${await page.locator('main').innerText()}`, { cause: e });
          });
        // The new record's detail screen when the entity has one, else its list.
        const detail = screensOf('detail').find((s) => s.entity === entity);
        const list = screensOf('list').find((s) => s.entity === entity);
        const hash = new URL(page.url()).hash;
        const prefix = detail ? `#${detail.route.slice(0, detail.route.indexOf(':'))}` : `#${list?.route ?? '/'}`;
        expect(detail ? hash.startsWith(prefix) : hash === prefix, `${role} lands on the new ${entity} (${hash})`).toBe(true);
        const id = detail ? decodeURIComponent(hash.slice(prefix.length)) : '';
        await page.locator('main').getByText(token).first().waitFor();
        created.set(entity, [...(created.get(entity) ?? []), { id, token }]);
      }
    }
    return created;
  }

  it('creates through every create form the role may open, and refuses the others with the reason', async () => {
    const created = await createEverything();
    for (const entity of app.entities)
      expect(created.get(entity.name)?.length ?? 0, `${entity.name} created by some role`).toBeGreaterThan(0);
  });

  it('lists and shows the created records for every role that may read them, and refuses the others', async () => {
    const created = await createEverything();
    for (const role of app.roles.map((r) => r.name)) {
      await actAs(page, role);
      for (const screen of [...screensOf('list'), ...screensOf('detail')]) {
        const entity = screen.entity as string;
        const records = created.get(entity) ?? [];
        const first = records[0];
        if (!first) throw new Error(`nothing created for ${entity}`);
        await openScreen(page, server.url, screen.route.replace(/:[A-Za-z_]\w*/, encodeURIComponent(first.id)));
        if (!mayOpen(role, screen)) {
          await page.getByText('This role may not open this screen.').waitFor();
          continue;
        }
        for (const { token } of screen.kind === 'list' ? records : [first]) {
          await page.locator('main').getByText(token).first().waitFor();
        }
        expect(
          await page
            .locator('main')
            .getByText(/This screen has a gap|Something went wrong|This role may not/)
            .count(),
          `${role} at ${screen.route}`,
        ).toBe(0);
      }
    }
  });

  it('fires every event of point 4 on its detail screen, for a role granted it', async () => {
    const created = await createEverything();
    for (const entity of app.entities) {
      const detail = screensOf('detail').find((s) => s.entity === entity.name);
      for (const t of entity.machine?.transitions ?? []) {
        const role = app.roles
          .map((r) => r.name)
          .find((r) => app.permissions.some((p) => p.role === r && p.on.includes(entity.name) && p.can.includes(t.event)));
        const record = created.get(entity.name)?.[0];
        expect(detail && role && record, `a detail screen, a role and a record for ${entity.name}'s ${t.event}`).toBeTruthy();
        if (!detail || !role || !record) continue;
        await actAs(page, role);
        await openScreen(page, server.url, detail.route.replace(/:[A-Za-z_]\w*/, encodeURIComponent(record.id)));
        const button = page.locator('.rt-events').getByRole('button', { name: t.event, exact: true });
        await button.waitFor();
        expect(await button.isDisabled(), `${role} may ${t.event} a ${t.from} ${entity.name}`).toBe(false);
        await button.click();
        await page.locator('main').getByText(t.to, { exact: true }).first().waitFor();
      }
    }
  });
});
