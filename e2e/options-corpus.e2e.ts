import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileText, type AppModel } from '../src/core/index';
import { browserPerTest } from './browser';
import { actAs, buildCliAndAppRuntime, CSP_HEADER, openScreen, ROOT, watchContext, type PageProblems } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// Issue 10's promise, in Chromium: four rough drafts of the corpus (bench/options-corpus), written as different
// authors write them, get ALL their options accepted through the real CLI, are built, and their people can do
// the draft's main job: create the main record from its form, open its detail, fire an event, and be refused
// as a role the draft does not give the power.

interface Job {
  /** The corpus draft. */
  readonly draft: string;
  /** The main record and the role that creates it. */
  readonly entity: string;
  readonly creator: string;
  /** An event of the record and the role the draft gives it to. */
  readonly event: string;
  readonly firer: string;
  readonly after: string;
  /** A role the draft does not let create the record. */
  readonly refused: string;
}

const JOBS: readonly Job[] = [
  { draft: 'kanban', entity: 'Board', creator: 'owner', event: 'close', firer: 'owner', after: 'closed', refused: 'observer' },
  { draft: 'cfp', entity: 'Talk', creator: 'speaker', event: 'accept', firer: 'chair', after: 'accepted', refused: 'reviewer' },
  { draft: 'helpdesk', entity: 'Ticket', creator: 'customer', event: 'resolve', firer: 'agent', after: 'resolved', refused: 'agent' },
  { draft: 'fleet', entity: 'Van', creator: 'fleet manager', event: 'retire', firer: 'fleet manager', after: 'retired', refused: 'driver' },
];

const out = mkdtempSync(join(tmpdir(), 'specfront-options-corpus-'));
const built = new Map<string, { app: AppModel; server: StaticServer }>();

function specfront(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['bin/specfront.js', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  buildCliAndAppRuntime();
  for (const job of JOBS) {
    const draft = join(ROOT, 'bench', 'options-corpus', `${job.draft}.draft.md`);
    const applied = specfront('options', draft, '--apply', 'all');
    if (applied.code !== 0) throw new Error(`options --apply all on ${job.draft} exited ${applied.code}:\n${applied.stderr}`);
    const accepted = join(out, `${job.draft}.md`);
    writeFileSync(accepted, applied.stdout);
    const site = join(out, job.draft);
    const build = specfront('build', accepted, '--out', site);
    if (build.code !== 0) throw new Error(`build of ${job.draft} exited ${build.code}:\n${build.stdout}\n${build.stderr}`);
    built.set(job.draft, {
      app: compileText(readFileSync(accepted, 'utf8')).app,
      server: await startStaticServer(site, { csp: CSP_HEADER }),
    });
  }
}, 120_000);

afterAll(async () => {
  for (const b of built.values()) await b.server.close();
  rmSync(out, { recursive: true, force: true });
});

/** Fills every control of the form: a token into text, the first choice of a select, a date, 1 in a number. */
async function fillForm(page: Page, token: string): Promise<void> {
  const controls = page.locator('main form').locator('input:not([type=hidden]):not([type=checkbox]), select, textarea');
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    const type = (await control.getAttribute('type')) ?? 'text';
    if (tag === 'select') {
      const values = await control
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
      if (values[0] !== undefined) await control.selectOption(values[0]);
    } else if (type === 'date') await control.fill('2030-01-31');
    else if (type === 'datetime-local') await control.fill('2030-01-31T10:00');
    else if (type === 'number') await control.fill('1');
    else await control.fill(token);
  }
}

describe.each(JOBS)('$draft: accept all, build, do the main job', (job) => {
  let problems: PageProblems | null = null;
  const chromium = browserPerTest({
    setup: async (context) => {
      problems = await watchContext(context);
    },
  });
  afterEach(() => {
    expect(problems?.csp, 'CSP violations').toEqual([]);
    expect(problems?.errors, 'uncaught page errors').toEqual([]);
  });

  it(`creates a ${job.entity} as ${job.creator}, opens it, fires ${job.event} as ${job.firer}; ${job.refused} may not create one`, async () => {
    const { app, server } =
      built.get(job.draft) ??
      (() => {
        throw new Error(`${job.draft} not built`);
      })();
    const form = app.screens.find((s) => s.kind === 'create' && s.entity === job.entity);
    const detail = app.screens.find((s) => s.kind === 'detail' && s.entity === job.entity);
    expect(form, `a form that creates ${job.entity}`).toBeTruthy();
    expect(detail, `a detail screen of ${job.entity}`).toBeTruthy();
    if (!form || !detail) return;
    const page = chromium.page;
    await page.goto(server.url);
    await page.locator('main h1').first().waitFor();

    // The creator fills the form and lands on the new record.
    await actAs(page, job.creator);
    await openScreen(page, server.url, form.route);
    const token = `e2e ${job.entity} ${job.draft}`;
    await fillForm(page, token);
    await page.locator('main form').getByRole('button', { name: 'Create' }).click();
    const prefix = `#${detail.route.slice(0, detail.route.indexOf(':'))}`;
    await page
      .waitForURL((url) => url.hash.startsWith(prefix) && url.hash !== `#${form.route}`)
      .catch(async (e: unknown) => {
        throw new Error(`${job.creator} at ${form.route}: ${await page.locator('main').innerText()}`, { cause: e });
      });
    const id = decodeURIComponent(new URL(page.url()).hash.slice(prefix.length));
    await page.locator('main').getByText(token).first().waitFor();

    // The role the draft gives the event fires it on the detail screen; the record moves to the next state.
    await actAs(page, job.firer);
    await openScreen(page, server.url, detail.route.replace(/:[A-Za-z_]\w*/, encodeURIComponent(id)));
    const button = page.locator('.rt-events').getByRole('button', { name: job.event, exact: true });
    await button.waitFor().catch(async (e: unknown) => {
      throw new Error(`${job.firer} on ${detail.route}: ${await page.locator('main').innerText()}`, { cause: e });
    });
    expect(await button.isDisabled(), `${job.firer} may ${job.event}`).toBe(false);
    await button.click();
    await page.locator('main').getByText(job.after, { exact: true }).first().waitFor();

    // A role the draft does not give the power is refused, with the reason.
    await actAs(page, job.refused);
    await openScreen(page, server.url, form.route);
    if ((await page.locator('main form').count()) === 0) {
      await page.getByText('This role may not open this screen.').waitFor();
    } else {
      await fillForm(page, `${token} refused`);
      await page.locator('main form').getByRole('button', { name: 'Create' }).click();
      await page
        .locator('main')
        .getByText(/does not allow|may not/)
        .first()
        .waitFor();
      expect(new URL(page.url()).hash, `${job.refused} stays on the form`).toBe(`#${form.route}`);
    }
  }, 60_000);
});
