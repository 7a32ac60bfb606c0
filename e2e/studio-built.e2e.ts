import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STUDIO_CSP } from '../src/studio/studio-csp';
import { browserPerTest } from './browser';
import { builtStudioPerFile } from './studio-support';

/**
 * The BUILT studio (vite build), served with a strict Content-Security-Policy header: every panel is
 * used and not one CSP violation may be reported (in the studio or its preview frame); then, once the
 * service worker has cached the shell, it opens again with the network off. Each test starts from its
 * own state: a fresh browser context (no specs, no service worker yet), see e2e/browser.ts.
 */
const studio = builtStudioPerFile('studio-built');

/** Collected in every document (the preview frame too) before any of its scripts run. */
const RECORD_VIOLATIONS = `
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber);
  });
`;

async function violations(p: Page): Promise<string[]> {
  const all: string[] = [];
  for (const f of p.frames())
    all.push(...(await f.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])));
  return all;
}

// Console errors (a CSP report among them) fail the test that caused them.
const chromium = browserPerTest({
  consoleErrors: true,
  setup: (context) => context.addInitScript({ content: RECORD_VIOLATIONS }),
});

/** Opens the built studio in this test's fresh context and waits for its editor. */
async function openStudio(): Promise<Page> {
  const { page } = chromium;
  await page.goto(studio.server.url);
  await page.locator('.cm-content').waitFor();
  return page;
}

describe('the built studio under a strict CSP', () => {
  it('uses every panel without a single CSP violation', async () => {
    const page = await openStudio();
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('nav [data-spec-line]').first().waitFor();
    // Editor: typing (diagnostics), completion, search, fold.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\n## 2. Screens again\n');
    await page.locator('.cm-lintRange-error').first().waitFor();
    await page.keyboard.press('Control+Space');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+f');
    await page.locator('.cm-search input[name=search]').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    // Preview: navigate in the app, inspect, sample data.
    await frame.locator('nav a').nth(1).click();
    await page.getByRole('button', { name: 'Sample data' }).click();
    await page.getByRole('button', { name: /Inspect/ }).click();
    await frame.locator('[data-spec-line]').first().click();
    await page.getByRole('button', { name: /Inspect/ }).click();
    // Every other panel.
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await page.locator('.gap-point').first().waitFor();
    await page.getByRole('tab', { name: /^Calls/ }).click();
    await page.getByTestId('call').first().locator('.call-row').click();
    await page.getByRole('tab', { name: 'Diagrams' }).click();
    await page.locator('svg.graph').first().waitFor();
    await page.getByRole('tab', { name: 'Options' }).click();
    await page.locator('#panel-options').waitFor();
    await page.getByRole('tab', { name: 'Files' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByRole('button', { name: 'Share link', exact: true }).click();
    await page.getByTestId('share-link').waitFor();
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.getByRole('button', { name: /^Bookshop/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await frame.getByText('Corner Books').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('carries its CSP with Trusted Types in the page, and has no test hook', async () => {
    const html = readFileSync(join(studio.dir, 'index.html'), 'utf8');
    const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
    expect(meta).toBe(STUDIO_CSP);
    expect(STUDIO_CSP).toContain("require-trusted-types-for 'script'");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // `?testhooks` (the bench's way in) is not in a production build: no code for it, nothing installed.
    const js = readdirSync(join(studio.dir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(js.filter((f) => readFileSync(join(studio.dir, 'assets', f), 'utf8').includes('specfrontStudio'))).toEqual([]);
    const page = chromium.page;
    await page.goto(`${studio.server.url}?testhooks`);
    await page.locator('.cm-content').waitFor();
    await page.getByRole('tab', { name: /Gaps/ }).first().waitFor();
    expect(await page.evaluate(() => 'specfrontStudio' in window)).toBe(false);
  });

  it('opens with the network off once the service worker has cached the shell', async () => {
    const page = await openStudio();
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.getByRole('button', { name: /^Bookshop/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Saved');
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became ready')), 30_000)),
      ]),
    );
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await chromium.context.setOffline(true);
    try {
      await page.reload();
      await page.locator('.cm-content').waitFor();
      expect(await page.locator('.spec-name input').inputValue()).toBe('Bookshop');
      await expect.poll(() => page.locator('.cm-content').innerText()).toContain('Corner Books');
      await expect.poll(() => page.locator('.outline-chip').count()).toBe(9);
      await page.frameLocator('iframe.preview-frame').getByText('Corner Books').first().waitFor();
      await page.getByRole('tab', { name: 'Diagrams' }).click();
      await page.locator('svg.graph').first().waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await chromium.context.setOffline(false);
    }
  });

  it('never caches a failing answer: after a 503, offline still opens the last good studio', async () => {
    const page = await openStudio();
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Saved');
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became ready')), 30_000)),
      ]),
    );
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // One cache, named after this build (the placeholder was replaced at build time).
    const names = await page.evaluate(() => caches.keys());
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^specfront-shell-[0-9a-f]{16}$/);
    const shellText = () => page.evaluate(async () => (await (await caches.match('/index.html'))?.text()) ?? '');
    studio.server.failWith(503);
    try {
      await page.reload();
      await page.locator('.cm-content').waitFor();
      await expect.poll(() => page.locator('.cm-content').innerText()).toContain('Clinic');
      expect(await shellText()).not.toContain('Service unavailable');
      await chromium.context.setOffline(true);
      await page.goto(`${studio.server.url}?deep=1`);
      await page.locator('.cm-content').waitFor();
      await expect.poll(() => page.locator('.cm-content').innerText()).toContain('Clinic');
      expect(await shellText()).not.toContain('Service unavailable');
    } finally {
      studio.server.failWith(null);
      await chromium.context.setOffline(false);
    }
  });

  it('a new build gets its own cache, and its worker deletes the old one when it activates', async () => {
    const page = await openStudio();
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became ready')), 30_000)),
      ]),
    );
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const before = await page.evaluate(() => caches.keys());
    expect(before).toHaveLength(1);
    // A new deploy: the same files, with another build id in sw.js (as `vite build` writes a changed build's).
    const swPath = join(studio.dir, 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    const oldId = /const BUILD = '([0-9a-f]{16})'/.exec(sw)?.[1];
    if (!oldId) throw new Error('sw.js holds no build id');
    const newId = oldId.split('').reverse().join('');
    writeFileSync(swPath, sw.replace(`'${oldId}'`, `'${newId}'`));
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 }).toEqual([`specfront-shell-${newId}`]);
      await page.reload();
      await page.locator('.cm-content').waitFor();
    } finally {
      writeFileSync(swPath, sw);
    }
  });
});
