import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlainBrowser } from './browser';
import { buildApp, buildAppRuntime, CSP_HEADER, ROOT, watchContext, type PageProblems } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// The built app of a spec whose rules need the full CEL evaluator (`size(bytes(value))`) and RE2
// (`matches`), bench/fixtures/marina.spec.md, served gzipped with the CSP as a header as well:
// - index.html carries the first screen's shell, visible with JavaScript disabled;
// - the app hydrates it (the same elements stay) without a console error or CSP violation, and loads
//   the expression engines only when a screen needs them (here a form), never for the first screen;
// - a form shows a rule whose engine has not arrived as being checked, never as passed, and checks it
//   once the engine is there.

const SPEC = join(ROOT, 'bench', 'fixtures', 'marina.spec.md');
const out = mkdtempSync(join(tmpdir(), 'specfront-shell-'));
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  buildAppRuntime();
  await buildApp(SPEC, out);
  server = await startStaticServer(out, { csp: CSP_HEADER, gzip: true });
  browser = await launchPlainBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

/** Every console error and uncaught exception, beside the CSP watch. */
async function watched(context: BrowserContext): Promise<{ page: Page; problems: PageProblems; console: string[] }> {
  const problems = await watchContext(context);
  const consoleErrors: string[] = [];
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  return { page, problems, console: consoleErrors };
}

/** Holds back the requests for the expression engines' chunks until `release` is called. */
async function holdEngines(page: Page): Promise<{ readonly held: () => number; release(): void }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(/\/assets\/(evaluate-full|esm)-[^/]*\.js$/, (route) => {
    if (released) void route.continue();
    else waiting.push(route);
  });
  return {
    held: () => waiting.length,
    release() {
      released = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

describe('the built app of a spec that needs full CEL and RE2', () => {
  it('ships the first screen prerendered in index.html, with no inline script', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toMatch(/<h1[^>]*>Stays<\/h1>/);
    // The only inline script is the model (JSON, never run); the only script fetched before the first
    // paint is the boot script, which loads the entry and the first screen's chunk after it, never the engines.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0].replace(/data-specfront-load="[^"]*"/, 'data-specfront-load'))).toEqual([
      '<script type="module" src="./assets/specfront-boot.js" data-specfront-load>',
      '<script type="application/json" id="specfront-app">',
    ]);
    const load = /data-specfront-load="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(load.some((f) => /^\.\/app-[^/]+\.js$/.test(f))).toBe(true);
    expect(load.some((f) => /^\.\/ListScreen-[^/]+\.js$/.test(f))).toBe(true);
    expect(load.filter((f) => /evaluate-full|esm-|FormScreen|DetailScreen/.test(f))).toEqual([]);
    expect(html).not.toContain('modulepreload');
  });

  it('shows the shell with JavaScript disabled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Stays' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Saltmarsh Marina visitor berths' }).isVisible()).resolves.toBe(true);
      for (const name of ['Request a berth', 'Boats', 'Berths', 'Arriving by sea']) {
        expect(await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name, exact: true }).count(), name).toBe(1);
      }
      expect(await page.getByRole('status').filter({ hasText: 'Loading stays…' }).count()).toBe(1);
      expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('hydrates the shell without console errors, and loads no expression engine for it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, problems, console: consoleErrors } = await watched(context);
      // Keep the prerendered heading and brand elements, to see that hydration keeps them (no re-render in their place).
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { __shellNodes: Element[] };
          w.__shellNodes = [document.querySelector('main h1'), document.querySelector('.rt-brand'), document.querySelector('nav')].filter(
            (e) => e !== null,
          );
        });
      });
      await page.goto(server.url);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByText('No stays yet').waitFor();
      const kept = await page.evaluate(() => {
        const nodes = (window as unknown as { __shellNodes: Element[] }).__shellNodes;
        return nodes.length === 3 && nodes.every((n) => n.isConnected);
      });
      expect(kept).toBe(true);
      // The first screen needs no expression engine: none is fetched, even once the page is at rest.
      await page.waitForLoadState('networkidle');
      const engineChunks = () =>
        page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/(evaluate-full|esm)-/.test(e.name)).length);
      expect(await engineChunks()).toBe(0);
      // The shell works: the menu navigates.
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Boats', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Boats' }).waitFor();
      // A form whose rules need them (Boat: `bytes()` in full CEL, the phrase "matches") asks for them once shown.
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Register a boat', exact: true }).click();
      await page.getByLabel('Registration').waitFor();
      await expect.poll(engineChunks, { timeout: 8000 }).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ignores `?bench` in a published build: no hook, no timing wrapper, the app works as usual', async () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('specfront-test-hooks');
    const context = await browser.newContext();
    try {
      const { page, problems } = await watched(context);
      await page.goto(`${server.url}?bench#/boats`);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByText('No boats yet').waitFor();
      await page.waitForLoadState('networkidle');
      // The list call was answered (the empty state), and nothing asked for the hook's chunk or installed it.
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /bench-hook/.test(e.name)).length)).toBe(0);
      expect(await page.evaluate(() => '__specfrontBench' in window)).toBe(false);
      expect(problems.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('calls only its own site: the settings refuse another server in words (built without --server)', async () => {
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain("connect-src 'self'\"");
    const context = await browser.newContext();
    try {
      const { page, problems } = await watched(context);
      await page.goto(server.url);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('A real server').check();
      await dialog.getByLabel('Server address').fill('http://127.0.0.1:9/api');
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await dialog
        .getByText(
          'This app may only call this site, so it cannot reach http://127.0.0.1:9. Ask for a build that allows it (specfront build --server http://127.0.0.1:9).',
        )
        .waitFor();
      // Nothing was saved: the app still runs on its in-browser backend.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('specfront:settings:')).length)).toBe(0);
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders a deep link or a saved role afresh in place of the shell, without errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, problems, console: consoleErrors } = await watched(context);
      await page.goto(`${server.url}#/berths`);
      // A deep link never shows the prerendered screen of `#/` in the meantime.
      expect(await page.locator('main h1').allTextContents()).not.toContain('Stays');
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: 'Berths' }).waitFor();
      await page.getByLabel('Role', { exact: true }).selectOption('office');
      // Back at the prerendered address with another role than the prerender's: rendered afresh, correct menu.
      await page.goto(server.url);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByLabel('Role', { exact: true }).inputValue()).resolves.toBe('office');
      await page.getByText('No stays yet').waitFor();
      expect(await page.locator('main h1').allTextContents()).toEqual(['Stays']);
      expect(consoleErrors).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a rule whose engine has not loaded as being checked, never as passed, until it arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    try {
      const { page, problems } = await watched(context);
      const engines = await holdEngines(page);
      await page.goto(`${server.url}#/berths/new`);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByLabel('Role', { exact: true }).selectOption('harbourmaster');
      await page.getByRole('heading', { level: 1, name: 'Add a berth' }).waitFor();
      // `value.matches(…)` needs RE2: typing a bad code shows the rule as being checked, and no error.
      const code = page.getByLabel('Code');
      await code.fill('Z99');
      const field = page.locator('.rt-field').filter({ has: code });
      await field.getByText('Checking the rules for this field…').waitFor();
      expect(await field.locator('.rt-error').count()).toBe(0);
      expect(await code.getAttribute('aria-invalid')).toBeNull();
      // Leaving the field asks for the engine; it is held back, so the rule stays pending.
      await page.getByLabel('Max length').click();
      await expect.poll(() => engines.held(), { timeout: 8000 }).toBeGreaterThan(0);
      expect(await field.getByText('Checking the rules for this field…').isVisible()).toBe(true);
      // Sending the form waits for the engine instead of passing the rule.
      await page.getByLabel('Max length').fill('12');
      await page.getByRole('button', { name: 'Create' }).click();
      expect(await page.getByText('Berth created.').count()).toBe(0);
      engines.release();
      await field.getByText('A berth code is a pontoon letter A–H and a number, like C14').waitFor();
      expect(await field.getByText('Checking the rules for this field…').count()).toBe(0);
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      // A good code passes once checked; the form sends.
      await code.fill('C14');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Berth created.').waitFor();
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('holds a full-CEL rule as being checked on submit until the evaluator arrives, then refuses by it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await watched(context);
      const engines = await holdEngines(page);
      await page.goto(`${server.url}#/boats/new`);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByLabel('Email', { exact: true }).fill('ann@example.org');
      await page.getByRole('heading', { level: 1, name: 'Register a boat' }).waitFor();
      const name = page.getByLabel('Name', { exact: true });
      // 28 characters but 37 bytes: the tide board's rule (`size(bytes(value)) <= BOARD_BYTES`) needs the full evaluator.
      await name.fill('Ærø Øresund Ålesund Bølgedans');
      await page.getByLabel('Registration').fill('SSR123456');
      await page.getByLabel('Length metres').fill('9.5');
      await page.getByLabel('Skipper email').fill('ann@example.org');
      await page.getByLabel('Skipper phone').fill('+44 7700 900123');
      const field = page.locator('.rt-field').filter({ has: name });
      await field.getByText('Checking the rules for this field…').waitFor();
      await page.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => engines.held(), { timeout: 8000 }).toBeGreaterThan(0);
      expect(await field.locator('.rt-error').count()).toBe(0);
      expect(await page.getByText('Boat created.').count()).toBe(0);
      engines.release();
      await field.getByText('The tide board shows names of up to 24 bytes: shorten it, or use fewer accented letters').waitFor();
      await name.fill('Kittiwake');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Boat created.').waitFor();
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
