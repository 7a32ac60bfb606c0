import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, launchPlainBrowser, type TestBrowser } from './browser';
import { startDevServer, type DevServer } from './dev-server';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = 'test-results';

let server: DevServer;
let browser: TestBrowser;
let page: Page;
const pageErrors: string[] = [];

function watch(p: Page) {
  p.on('pageerror', (e) => pageErrors.push(String(e)));
  p.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
}

const editorText = (p: Page) => p.locator('.cm-content').evaluate((el) => (el as HTMLElement).innerText);
/** The end of the editor's text (CodeMirror renders only the lines in view, so go to the end first). */
async function docEnd(p: Page): Promise<string> {
  await p.locator('.cm-content').focus();
  await p.keyboard.press('Control+End');
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return editorText(p);
}
/** The texts of the specs kept in IndexedDB. */
const storedTexts = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('specfront-studio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('specs').objectStore('specs').getAll();
          all.onsuccess = () => resolve((all.result as { text: string }[]).map((s) => s.text));
        };
      }),
  );
const gapCount = async (p: Page) => Number(await p.getByRole('tab', { name: /^Gaps/ }).locator('.tab-badge').textContent());

async function typeAtEnd(p: Page, text: string) {
  await p.locator('.cm-content').click();
  await p.keyboard.press('Control+End');
  await p.keyboard.type(text);
}

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  watch(page);
  await page.goto(server.url);
  await page.locator('.cm-content').waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the studio (npm start)', () => {
  it('opens fresh with an example spec, its nine points and its running app', async () => {
    await expect.poll(() => page.locator('.outline-chip').count()).toBe(9);
    expect(await page.locator('.spec-name input').inputValue()).toBe('Clinic');
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('[data-spec-line]').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Saved');
    await page.screenshot({ path: `${SHOTS}/studio-preview.png` });
  });

  it('updates the preview as the spec is typed, keeping its route and form input, each call listed once', async () => {
    const frame = page.frameLocator('iframe.preview-frame');
    await page.getByRole('tab', { name: /^Calls/ }).click();
    await page.getByTestId('call').first().waitFor();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.fill('#preview-address', '#/appointments/new');
    await page.press('#preview-address', 'Enter');
    const reason = frame.locator('textarea[name=reason]');
    await reason.fill('Kept while the spec changes');
    await page.waitForTimeout(300);
    const callsTab = page.getByRole('tab', { name: /^Calls/ });
    const callsBefore = await callsTab.textContent();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.type(' today');
    await expect.poll(() => frame.locator('.rt-brand-text').textContent()).toContain('appointments today');
    expect(await reason.inputValue()).toBe('Kept while the spec changes');
    // A new title changes nothing the calls depend on: the screen does not read its data again.
    await page.waitForTimeout(300);
    expect(await callsTab.textContent()).toBe(callsBefore);
    expect(await page.locator('#preview-address').getAttribute('data-current')).toBe('#/appointments/new');
    const measures = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name));
    expect(measures).toContain('specfront:edit-to-diagnostics');
    expect(measures).toContain('specfront:edit-to-preview');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => frame.locator('.rt-brand-text').textContent()).not.toContain('today');
  });

  it('picks an example from the spec list', async () => {
    await page.getByRole('button', { name: /Specs/ }).click();
    await page.getByRole('button', { name: /^Bookshop/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await expect.poll(() => editorText(page)).toContain('Corner Books');
  });

  it('shows a broken rule as an inline diagnostic and a gap, and the count shrinks once fixed', async () => {
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await expect.poll(() => gapCount(page)).toBeGreaterThanOrEqual(0);
    const before = await gapCount(page);
    await typeAtEnd(page, '\n\n## 2. Screens again\n');
    await page.locator('.cm-lintRange-error').first().waitFor();
    await page.locator('.diagnostic.sev-error[data-code="duplicate-point"]').waitFor();
    expect(await gapCount(page)).toBeGreaterThan(before);
    await page.screenshot({ path: `${SHOTS}/studio-gaps.png` });
    // Click the diagnostic: the editor selects its span.
    await page.locator('.diagnostic[data-code="duplicate-point"]').click();
    const selected = await page.evaluate(() => getSelection()?.toString() ?? '');
    expect(selected).toContain('Screens again');
    // Fix it: remove the duplicate heading with undo.
    for (let i = 0; i < 6 && (await gapCount(page)) !== before; i++) {
      await page.keyboard.press('Control+z');
      await page.waitForTimeout(50);
    }
    await expect.poll(() => gapCount(page)).toBe(before);
  });

  it('lands on the spec line of a preview element clicked in inspect mode', async () => {
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe.preview-frame');
    const target = frame.locator('nav [data-spec-line]').first();
    await target.waitFor();
    const line = Number(await target.getAttribute('data-spec-line'));
    await page.getByRole('button', { name: /Inspect/ }).click();
    await target.click();
    await expect.poll(() => page.locator('.cm-activeLineGutter').first().textContent()).toBe(String(line));
    await page.getByRole('button', { name: /Inspect/ }).click();
  });

  it('lists the calls the preview made, matched against the spec', async () => {
    await page.getByRole('tab', { name: /^Calls/ }).click();
    await page.getByTestId('call').first().waitFor();
    expect(await page.getByTestId('call').first().textContent()).toMatch(/GET.*(matches|mismatch)/);
    await page.getByTestId('call').first().locator('.call-row').click();
    await page.screenshot({ path: `${SHOTS}/studio-calls.png` });
  });

  it('draws diagrams and the files panel', async () => {
    await page.getByRole('tab', { name: 'Diagrams' }).click();
    await page.locator('svg.graph').first().waitFor();
    expect(await page.locator('svg.graph').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/studio-diagrams.png` });
    await page.getByRole('tab', { name: 'Files' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/studio-files.png` });
  });

  it('proposes options on a draft: accept one, dismiss one (kept dismissed), accept all as one undo', async () => {
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.getByRole('button', { name: /^Tool library/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Tool library');
    await page.getByRole('tab', { name: 'Options' }).click();
    const options = page.getByTestId('option');
    await options.first().waitFor();
    const gapsBefore = await gapCount(page);
    const countBefore = await options.count();
    const lengthBefore = await page.locator('.editor-toolbar .muted').textContent();
    // Accepting an option also accepts the options it requires (its card says which), so the gaps shrink.
    expect(await options.filter({ has: page.getByRole('heading', { name: /Add entity `Tool`/ }) }).getByTestId('option-requires').textContent()).toMatch(/^Also accepts: .*Add entity `Loan`/);
    await page.getByRole('button', { name: /^Accept: Add entity `Tool`/ }).click();
    await expect.poll(() => page.locator('.editor-toolbar .muted').textContent()).not.toBe(lengthBefore);
    await expect.poll(() => gapCount(page)).toBeLessThan(gapsBefore);
    expect(await options.count()).toBeLessThan(countBefore);
    const dismissedTitle = await options.first().locator('h2').textContent();
    await options.first().getByRole('button', { name: /^Dismiss/ }).click();
    await expect.poll(async () => (await options.locator('h2').allTextContents()).includes(dismissedTitle ?? '')).toBe(false);
    await page.screenshot({ path: `${SHOTS}/studio-options.png` });
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Saved');
    await page.reload();
    await page.getByRole('tab', { name: 'Options' }).click();
    await options.first().waitFor();
    expect(await options.locator('h2').allTextContents()).not.toContain(dismissedTitle);
    await page.getByText(/1 dismissed option/).waitFor();
    const beforeAll = await page.locator('.editor-toolbar .muted').textContent();
    await page.getByRole('button', { name: /^Accept all/ }).click();
    await expect.poll(() => page.locator('.editor-toolbar .muted').textContent()).not.toBe(beforeAll);
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('.editor-toolbar .muted').textContent()).toBe(beforeAll);
    // Back to the spec the later tests use.
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.locator('.spec-open', { hasText: 'Bookshop' }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
  });

  it('reads well at 200% zoom and in the dark theme, every panel', async () => {
    const other = await launchPlainBrowser();
    try {
      const p = await (await other.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, colorScheme: 'dark' })).newPage();
      watch(p);
      await p.goto(server.url);
      await p.locator('.cm-content').waitFor();
      for (const tab of ['Preview', 'Gaps', 'Calls', 'Diagrams', 'Options', 'Files']) {
        await p.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await p.locator('.panel-body:not([hidden])').first().waitFor();
        // Nothing wider than the page: no sideways scrolling at 200%.
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
        await p.screenshot({ path: `${SHOTS}/studio-dark-200-${tab.toLowerCase()}.png` });
      }
      expect(await p.evaluate(() => getComputedStyle(document.body).colorScheme + ' ' + getComputedStyle(document.body).backgroundColor)).not.toMatch(/rgb\(2[45]\d, 2[45]\d, 2[45]\d\)/);
    } finally {
      await other.close();
    }
  });

  it('has no serious or critical axe violations', async () => {
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(o?: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
      const r = await axe.run();
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${(v.nodes as { target: string[]; failureSummary: string }[]).slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`);
    });
    expect(violations).toEqual([]);
  });

  it('keeps everything across a reload', async () => {
    await typeAtEnd(page, '\nKept across reloads.');
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe('Saved');
    await page.reload();
    await page.locator('.cm-content').waitFor();
    expect(await page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await expect.poll(async () => (await storedTexts(page)).join()).toContain('Kept across reloads.');
    await expect.poll(() => docEnd(page)).toContain('Kept across reloads.');
  });

  it('keeps the text typed just before the page is killed', async () => {
    await typeAtEnd(page, '\nTyped before the kill.');
    await page.waitForTimeout(700);
    await page.close({ runBeforeUnload: false });
    page = await browser.context.newPage();
    watch(page);
    await page.goto(server.url);
    await page.locator('.cm-content').waitFor();
    await expect.poll(async () => (await storedTexts(page)).join()).toContain('Typed before the kill.');
    await expect.poll(() => docEnd(page)).toContain('Typed before the kill.');
  });

  it('tells each tab when a spec is open in another, and refuses the second of two saves until the user chooses', async () => {
    const second = await browser.context.newPage();
    watch(second);
    await second.goto(server.url);
    await second.locator('.cm-content').waitFor();
    await second.getByTestId('other-tab-banner').waitFor();
    await page.getByTestId('other-tab-banner').waitFor();
    // Both edit before either autosaves: one save wins, the other tab is refused and told.
    await typeAtEnd(page, '\nEdited in tab one.');
    await typeAtEnd(second, '\nEdited in tab two.');
    const conflict = (p: Page) => p.getByRole('alert').filter({ hasText: 'Another tab saved this spec' });
    await expect.poll(async () => (await conflict(page).count()) + (await conflict(second).count()), { timeout: 5000 }).toBe(1);
    const [loser, winner, mine, theirs] = (await conflict(page).count()) === 1
      ? [page, second, 'Edited in tab one.', 'Edited in tab two.']
      : [second, page, 'Edited in tab two.', 'Edited in tab one.'];
    expect(await loser.getByTestId('save-state').textContent()).toContain('changed in another tab');
    await loser.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect.poll(() => loser.locator('.spec-name input').inputValue()).toBe('Bookshop (copy)');
    await expect.poll(() => loser.getByTestId('save-state').textContent()).toBe('Saved');
    const texts = await storedTexts(page);
    expect(texts.filter((t) => t.includes(mine) && !t.includes(theirs))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(theirs) && !t.includes(mine))).toHaveLength(1);
    expect(await winner.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await second.close();
  });

  it('opens a share link read-only in a new context, until a copy is kept', async () => {
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toContain('#share=');
    const other = await launchPlainBrowser();
    try {
      const p = await (await other.newContext()).newPage();
      await p.goto(link);
      await p.locator('.cm-content').waitFor();
      await expect.poll(() => editorText(p)).toContain('Corner Books');
      expect(await p.getByTestId('save-state').textContent()).toContain('read-only');
      expect(await p.locator('.cm-content').getAttribute('contenteditable')).toBe('false');
      expect(await storedTexts(p)).toEqual([]);
      await p.getByRole('button', { name: 'Keep a copy' }).click();
      await expect.poll(() => p.getByTestId('save-state').textContent()).toBe('Saved');
      const kept = await storedTexts(p);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain('Typed before the kill.');
    } finally {
      await other.close();
    }
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
