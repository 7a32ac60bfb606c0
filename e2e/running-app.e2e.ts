import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileText, sampleRecords, type AppModel } from '../src/core/index';
import { SAMPLE_DATA } from '../src/runtime/settings/data-tools';
import { launchPlainBrowser } from './browser';
import { actAs, buildApp, buildAppRuntime, CSP_HEADER, fillSampleData, openScreen, ROOT, seriousAxeViolations, watchContext, type PageProblems } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// The built app (`specfront build`) of each complete example, served by a plain static server with the
// CSP as a header too, driven in real Chromium. Every screen is scanned with axe-core; CSP violations and
// uncaught errors are collected for the whole run and must stay at zero.

const EXAMPLES = {
  clinic: join(ROOT, 'examples', 'clinic.spec.md'),
  bookshop: join(ROOT, 'examples', 'bookshop.spec.md'),
  cfp: resolve(ROOT, '..', 'shared', 'specs', 'cfp.spec.md'),
} as const;
type Example = keyof typeof EXAMPLES;

const out = mkdtempSync(join(tmpdir(), 'specfront-running-app-'));
let browser: Browser;
const servers = new Map<Example, StaticServer>();
const models = new Map<Example, AppModel>();

beforeAll(async () => {
  buildAppRuntime();
  for (const [name, spec] of Object.entries(EXAMPLES) as [Example, string][]) {
    await buildApp(spec, join(out, name));
    models.set(name, compileText(readFileSync(spec, 'utf8')).app);
    servers.set(name, await startStaticServer(join(out, name), { csp: CSP_HEADER }));
  }
  browser = await launchPlainBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers.values()) await server.close();
  rmSync(out, { recursive: true, force: true });
});

/** A fresh browser context (its own IndexedDB and localStorage) watched for CSP violations and errors. */
async function freshContext(): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const problems = await watchContext(context);
  return { context, page: await context.newPage(), problems };
}

/** The first sample record's id of an entity, as the "Sample data" tool writes it (deterministic). */
function firstSampleId(example: Example, entity: string): string {
  const app = models.get(example);
  const record = app ? sampleRecords(app, SAMPLE_DATA.count, SAMPLE_DATA.seed).find((r) => r.entity === entity) : undefined;
  if (!record) throw new Error(`no sample ${entity} in ${example}`);
  return String(record.record['id']);
}

/** Opens every screen of the app (routes with parameters get a sample record's id), scanning each with axe. */
async function walkEveryScreen(example: Example, page: Page, base: string): Promise<string[]> {
  const app = models.get(example);
  if (!app) throw new Error(example);
  const findings: string[] = [];
  for (const screen of app.screens) {
    const hash = screen.route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => (screen.entity ? firstSampleId(example, screen.entity) : 'x'));
    await openScreen(page, base, hash);
    await page.locator('.rt-skeleton').first().waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.locator('main').getByText('Something went wrong').count(), hash).toBe(0);
    for (const v of await seriousAxeViolations(page)) findings.push(`${hash}: ${v}`);
  }
  return findings;
}

/** Waits until the page shows `text` (a string or pattern) somewhere. */
async function sees(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 5000 });
}

describe('the built clinic app', () => {
  let ctx: Awaited<ReturnType<typeof freshContext>>;
  let base = '';
  beforeAll(async () => {
    ctx = await freshContext();
    base = servers.get('clinic')?.url ?? '';
    await ctx.page.goto(base);
    await actAs(ctx.page, 'receptionist');
    await fillSampleData(ctx.page);
  });
  afterAll(() => ctx.context.close());

  it('opens every screen with no serious or critical axe violation', async () => {
    expect(await walkEveryScreen('clinic', ctx.page, base)).toEqual([]);
  });

  it('refuses a patient that breaks the rules, with the rules\' messages, then creates it once fixed', async () => {
    const { page } = ctx;
    await openScreen(page, base, '/patients/new');
    await page.locator('main form').getByLabel(/^Name/).fill('A');
    await page.locator('main form').getByLabel(/^Email/).fill('not-an-email');
    await page.locator('main form').getByLabel(/^Phone/).fill('12');
    await page.locator('main form').getByLabel(/^Birth date/).fill('2001-02-03');
    await page.getByRole('button', { name: 'Create' }).click();
    await sees(page, 'Please enter the full name');
    await sees(page, 'That does not look like an email address');
    await sees(page, 'Use digits and spaces, with an optional + in front');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.locator('main form').getByLabel(/^Name/).fill('Zed Quinn');
    await page.locator('main form').getByLabel(/^Email/).fill('zed.quinn@example.org');
    await page.locator('main form').getByLabel(/^Phone/).fill('+44 20 7946 0101');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => !url.hash.endsWith('/patients/new'));
    await openScreen(page, base, '/patients');
    await sees(page, 'Zed Quinn');
  });

  it('keeps the data across a reload', async () => {
    const { page } = ctx;
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await sees(page, 'Zed Quinn');
  });
});

/** A datetime-local value `days` from now at 10:00. */
function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

/** The event button of that name in the Actions card. */
function eventButton(page: Page, event: string) {
  return page.locator('.rt-events').getByRole('button', { name: event, exact: true });
}

describe('the built clinic app: states, roles and refusals', () => {
  let ctx: Awaited<ReturnType<typeof freshContext>>;
  let base = '';
  let sample: Record<string, unknown> = {};
  beforeAll(async () => {
    ctx = await freshContext();
    base = servers.get('clinic')?.url ?? '';
    const app = models.get('clinic');
    sample = (app && sampleRecords(app, SAMPLE_DATA.count, SAMPLE_DATA.seed).find((r) => r.entity === 'Appointment')?.record) ?? {};
    await ctx.page.goto(base);
    await actAs(ctx.page, 'receptionist');
    await fillSampleData(ctx.page);
  });
  afterAll(() => ctx.context.close());

  it('walks an appointment through its states; refuses by role and by guard with the reason', async () => {
    const { page } = ctx;
    const id = String(sample['id']);
    await openScreen(page, base, `/appointments/${id}`);
    await sees(page, 'requested');
    await eventButton(page, 'confirm').click();
    await eventButton(page, 'arrive').waitFor();
    await eventButton(page, 'arrive').click();
    await eventButton(page, 'complete').waitFor();
    // complete is the doctor's: the receptionist sees it disabled, with the reason.
    expect(await eventButton(page, 'complete').isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The appointment's doctor: the guard wants a summary of MIN_SUMMARY characters first.
    await actAs(page, 'doctor', { 'Doctor ID': String(sample['doctor']) });
    await expect.poll(() => eventButton(page, 'complete').isDisabled()).toBe(true);
    await openScreen(page, base, `/appointments/${id}/summary`);
    await page.locator('main form').getByLabel(/^Summary/).fill('Sprained ankle, rest and ice for a week.');
    await page.getByRole('button', { name: /Save|Update/ }).click();
    await page.waitForURL((url) => !url.hash.endsWith('/summary'));
    await openScreen(page, base, `/appointments/${id}`);
    await expect.poll(() => eventButton(page, 'complete').isDisabled()).toBe(false);
    await eventButton(page, 'complete').click();
    await sees(page, 'completed');
  });

  it('refuses a call the role may not make: the backend answers with the catalogue\'s message', async () => {
    const { page } = ctx;
    const own = String(sample['patient']);
    // A patient books for themselves, then the simulated user's patientId changes before the form is
    // sent: the backend checks `record.patient == user.patientId` itself and answers FORBIDDEN.
    await actAs(page, 'patient', { 'Patient ID': own, 'Doctor ID': '' });
    await openScreen(page, base, '/appointments/new');
    const form = page.locator('main form');
    await form.getByLabel(/^Patient/).selectOption(own);
    await form.getByLabel(/^Doctor/).selectOption(String(sample['doctor']));
    await form.getByLabel(/^Starts at/).fill(daysAhead(10));
    await form.getByLabel(/^Minutes/).selectOption('20');
    await actAs(page, 'patient', { 'Patient ID': own === 'patient-2' ? 'patient-3' : 'patient-2' });
    await form.getByRole('button', { name: 'Create' }).click();
    await page.waitForTimeout(500); await page.screenshot({ path: '/tmp/i-scratch/refuse-after.png', fullPage: true });
    await sees(page, 'Your role does not allow that.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the catalogue\'s message for a record that does not exist', async () => {
    const { page } = ctx;
    await actAs(page, 'receptionist');
    await openScreen(page, base, '/patients/nobody-here');
    await sees(page, 'We could not find that record.');
  });

  it('shows a write in one tab in the other tab without a reload', async () => {
    const { page, context } = ctx;
    const second = await context.newPage();
    await openScreen(second, base, '/patients');
    await sees(second, 'Linus Allen');
    await openScreen(page, base, '/patients/new');
    await page.locator('main form').getByLabel(/^Name/).fill('Tab Two Tester');
    await page.locator('main form').getByLabel(/^Email/).fill('tab.two@example.org');
    await page.locator('main form').getByLabel(/^Phone/).fill('+44 20 7946 0202');
    await page.locator('main form').getByLabel(/^Birth date/).fill('1990-01-01');
    await page.getByRole('button', { name: 'Create' }).click();
    await sees(second, 'Tab Two Tester');
    await second.close();
  });
});
