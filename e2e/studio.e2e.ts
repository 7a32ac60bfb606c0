import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerTest } from './browser';
import { devServerPerFile } from './dev-server';
import { docEnd, editorText, saveState, storedTexts } from './studio-support';

// Each test opens the studio in its own fresh browser context (empty IndexedDB and localStorage: the
// studio starts on the clinic example), so a failure cannot cascade into the next test (e2e/browser.ts).

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = 'test-results';

const server = devServerPerFile();
const chromium = browserPerTest({ consoleErrors: true });

const gapCount = async (p: Page) => Number(await p.getByRole('tab', { name: /^Gaps/ }).locator('.tab-badge:not(.tab-alert)').textContent());
/** The Gaps tab's second badge: the check's errors and warnings (0 when it shows none). */
const problemCount = async (p: Page) => {
  const alert = p.getByRole('tab', { name: /^Gaps/ }).locator('.tab-alert [aria-hidden]');
  return (await alert.count()) === 0 ? 0 : Number((await alert.textContent())?.replace('!', ''));
};
/** The number of calls in the Calls tab's badge (0 when it shows none). */
const callCount = async (p: Page) =>
  Number(
    (await p
      .getByRole('tab', { name: /^Calls/ })
      .locator('.tab-badge')
      .textContent({ timeout: 1000 })
      .catch(() => '0')) ?? 0,
  );

async function typeAtEnd(p: Page, text: string) {
  await p.locator('.cm-content').click();
  await p.keyboard.press('Control+End');
  await p.keyboard.type(text);
}

/** Opens the studio (at `query`, e.g. `?autosave-ms=…`) and waits for its editor and its first save. */
async function openStudio(p: Page, query = ''): Promise<void> {
  await p.goto(`${server.url}${query}`);
  await p.locator('.cm-content').waitFor();
  await expect.poll(() => saveState(p)).toBe('Saved');
}

describe('the studio (npm start)', () => {
  it('opens fresh with an example spec, its nine points and its running app', async () => {
    const { page } = chromium;
    await openStudio(page);
    await expect.poll(() => page.locator('.outline-chip').count()).toBe(9);
    expect(await page.locator('.spec-name input').inputValue()).toBe('Clinic');
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('[data-spec-line]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/studio-preview.png` });
  });

  it('runs the preview in a sandbox: its app works, yet it cannot navigate the studio away', async () => {
    const { page } = chromium;
    await openStudio(page);
    const iframe = page.locator('iframe.preview-frame');
    expect((await iframe.getAttribute('sandbox'))?.split(' ').sort()).toEqual(
      ['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts'].sort(),
    );
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('[data-spec-line]').first().waitFor();
    const studioUrl = page.url();
    const inner = page.frames().find((f) => f !== page.mainFrame());
    if (!inner) throw new Error('no preview frame');
    const outcome = await inner.evaluate(() => {
      try {
        (window.top as Window).location.href = '/somewhere-else';
        return 'asked';
      } catch {
        return 'refused';
      }
    });
    // Either refused at once or blocked by the sandbox, which says so: the studio stays where it was.
    expect(['asked', 'refused']).toContain(outcome);
    await expect.poll(() => chromium.takeErrors(/sandboxed.*allow-top-navigation/).length).toBe(1);
    await page.locator('.cm-content').first().waitFor();
    expect(page.url()).toBe(studioUrl);
    // The app inside still works: it opens a create form and takes typing (forms are allowed).
    await frame.locator('nav a').first().click();
    await frame.locator('main h1').first().waitFor();
  });

  it('updates the preview as the spec is typed, keeping its route and form input, each call listed once', async () => {
    const { page } = chromium;
    await openStudio(page);
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('nav [data-spec-line]').first().waitFor();
    await page.fill('#preview-address', '#/appointments/new');
    await page.press('#preview-address', 'Enter');
    const reason = frame.locator('textarea[name=reason]');
    await reason.fill('Kept while the spec changes');
    // The form's own calls (its pickers' lists) are listed once each.
    await expect.poll(() => callCount(page)).toBeGreaterThan(0);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.type(' today');
    await expect.poll(() => frame.locator('.rt-brand-text').textContent()).toContain('appointments today');
    expect(await reason.inputValue()).toBe('Kept while the spec changes');
    expect(await page.locator('#preview-address').getAttribute('data-current')).toBe('#/appointments/new');
    // A new title changes nothing the calls depend on: the screen does not read its data again. A re-read
    // would start as the new model renders, before any later navigation: so go somewhere that makes one
    // known call, and once that call is listed, it is the only call added since the edit.
    const before = await callCount(page);
    await page.fill('#preview-address', '#/patients/nobody-here');
    await page.press('#preview-address', 'Enter');
    await frame.getByText('We could not find that record.').waitFor();
    await page.getByRole('tab', { name: /^Calls/ }).click();
    await expect.poll(() => page.getByTestId('call').first().locator('.call-path').textContent()).toBe('/api/patients/nobody-here');
    expect(await callCount(page)).toBe(before + 1);
    const measures = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => m.name));
    expect(measures).toContain('specfront:edit-to-diagnostics');
    expect(measures).toContain('specfront:edit-to-preview');
    await page.getByRole('tab', { name: 'Preview' }).click();
    // Put the cursor where the text was typed, as a person would: focus alone leaves the caret where the browser
    // puts it until the editor restores its selection (under load, after the first key), and End stops at the end
    // of the first visual line once the longer title wraps. So: the start, then right along the first line.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    const title = (await page.locator('.cm-line').first().textContent()) ?? '';
    expect(title).toMatch(/ today$/);
    for (let i = 0; i < title.length; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => frame.locator('.rt-brand-text').textContent()).not.toContain('today');
  });

  it('picks an example from the spec list', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.getByRole('button', { name: /Specs/ }).click();
    await page.getByRole('button', { name: /^Bookshop/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await expect.poll(() => editorText(page)).toContain('Corner Books');
  });

  it('shows a broken rule as an inline diagnostic and a problem, and the count shrinks once fixed', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await expect.poll(() => gapCount(page)).toBeGreaterThanOrEqual(0);
    const before = await problemCount(page);
    const gapsBefore = await gapCount(page);
    await typeAtEnd(page, '\n\n## 2. Screens again\n');
    await page.locator('.cm-lintRange-error').first().waitFor();
    await page.locator('.diagnostic.sev-error[data-code="duplicate-point"]').waitFor();
    await expect.poll(() => problemCount(page)).toBeGreaterThan(before);
    expect(await gapCount(page)).toBe(gapsBefore);
    await page.screenshot({ path: `${SHOTS}/studio-gaps.png` });
    // Click the diagnostic: the editor selects its span.
    await page.locator('.diagnostic[data-code="duplicate-point"]').click();
    const selected = await page.evaluate(() => getSelection()?.toString() ?? '');
    expect(selected).toContain('Screens again');
    // Fix it: undo the typing (one undo step may hold all of it, or several).
    await expect
      .poll(async () => {
        if ((await problemCount(page)) !== before) await page.keyboard.press('Control+z');
        return problemCount(page);
      })
      .toBe(before);
    await page.locator('.diagnostic.sev-error[data-code="duplicate-point"]').waitFor({ state: 'detached' });
  });

  it("counts and lists the same gaps as the running app's in-page Gaps", async () => {
    const { page } = chromium;
    await openStudio(page);
    // A spec with each kind of gap: points missing, one marked not shown, one in words only, a screen without its call.
    const spec = [
      '# Plant swap',
      '## 1. What it does',
      'Neighbours swap cuttings from their gardens.',
      '## 2. Screens',
      '| Route | Screen | Shows |',
      '|---|---|---|',
      '| / | Cuttings | list of cuttings |',
      '## 3. Entities',
      '### Cutting',
      '| Field | Type |',
      '|---|---|',
      '| id | id |',
      '| plant | string |',
      '## 4. States and transitions',
      'A cutting is offered until a neighbour takes it home.',
      '## 7. Calls',
      'Not shown.',
      '',
    ].join('\n');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(spec);
    await expect.poll(() => editorText(page)).toContain('Neighbours swap cuttings');
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    const studioGaps = page.getByTestId('studio-gap').locator('.gap-message');
    // 5, 6, 8, 9 missing, 7 not shown, 4 in words only, the list screen without its call.
    await expect.poll(() => studioGaps.count()).toBe(7);
    expect(await gapCount(page)).toBe(7);
    // The check's warnings that say the same (prose only, a screen without its call) are those gaps, not two findings more.
    expect(await problemCount(page)).toBe(0);
    const inStudio = (await studioGaps.allTextContents()).map((t) => t.replace(/`/g, '')).sort();
    expect(inStudio.join('\n')).toMatch(/in words only/);
    expect(inStudio.join('\n')).toMatch(/needs a call that lists Cutting/);
    await page.screenshot({ path: `${SHOTS}/studio-gaps-one-source.png` });

    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.locator('.rt-gaps-btn').click();
    const inApp = frame.getByRole('dialog', { name: 'Gaps in the spec' }).locator('.rt-gap-list li > span:nth-child(2)');
    await expect.poll(() => inApp.count()).toBe(7);
    expect(await frame.locator('.rt-gaps-btn .rt-count').textContent()).toBe('7');
    expect((await inApp.allTextContents()).sort()).toEqual(inStudio);
  });

  it('lands on the spec line of a preview element clicked in inspect mode', async () => {
    const { page } = chromium;
    await openStudio(page);
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
    const { page } = chromium;
    await openStudio(page);
    await page.frameLocator('iframe.preview-frame').locator('nav [data-spec-line]').first().waitFor();
    await page.getByRole('tab', { name: /^Calls/ }).click();
    await page.getByTestId('call').first().waitFor();
    expect(await page.getByTestId('call').first().textContent()).toMatch(/GET.*(matches|mismatch)/);
    await page.getByTestId('call').first().locator('.call-row').click();
    await page.screenshot({ path: `${SHOTS}/studio-calls.png` });
  });

  it('draws diagrams and the files panel', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.getByRole('tab', { name: 'Diagrams' }).click();
    await page.locator('svg.graph').first().waitFor();
    expect(await page.locator('svg.graph').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS}/studio-diagrams.png` });
    await page.getByRole('tab', { name: 'Files' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/studio-files.png` });
  });

  it('proposes options on a draft: accept one, dismiss one (kept dismissed), accept all as one undo', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.getByRole('button', { name: /^Tool library/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Tool library');
    await page.getByRole('tab', { name: 'Options' }).click();
    const options = page.getByTestId('option');
    await options.first().waitFor();
    const gapsBefore = await gapCount(page);
    const countBefore = await options.count();
    const length = page.locator('.editor-toolbar .muted');
    const lengthBefore = await length.textContent();
    // Accepting an option also accepts the options it requires (its card says which), so the gaps shrink.
    expect(
      await options
        .filter({ has: page.getByRole('heading', { name: /Add entity `Tool`/ }) })
        .getByTestId('option-requires')
        .textContent(),
    ).toMatch(/^Also accepts: .*Add entity `Loan`/);
    await page.getByRole('button', { name: /^Accept: Add entity `Tool`/ }).click();
    await expect.poll(() => length.textContent()).not.toBe(lengthBefore);
    await expect.poll(() => gapCount(page)).toBeLessThan(gapsBefore);
    await expect.poll(() => options.count()).toBeLessThan(countBefore);
    const dismissedTitle = await options.first().locator('h2').textContent();
    await options
      .first()
      .getByRole('button', { name: /^Dismiss/ })
      .click();
    await expect.poll(async () => (await options.locator('h2').allTextContents()).includes(dismissedTitle ?? '')).toBe(false);
    await page.screenshot({ path: `${SHOTS}/studio-options.png` });
    await expect.poll(() => saveState(page)).toBe('Saved');
    await page.reload();
    await page.getByRole('tab', { name: 'Options' }).click();
    await options.first().waitFor();
    expect(await options.locator('h2').allTextContents()).not.toContain(dismissedTitle);
    await page.getByText(/1 dismissed option/).waitFor();
    const beforeAll = await length.textContent();
    await page.getByRole('button', { name: /^Accept all/ }).click();
    await expect.poll(() => length.textContent()).not.toBe(beforeAll);
    // Accept all is one change, undone in one step: Ctrl+Z right after it (the focus still on the button)…
    await page
      .getByRole('status')
      .filter({ hasText: /^Accepted all/ })
      .waitFor();
    await page.keyboard.press('Control+z');
    await expect.poll(() => length.textContent()).toBe(beforeAll);
    // …or the visible Undo.
    await page.getByRole('button', { name: /^Accept all/ }).click();
    await expect.poll(() => length.textContent()).not.toBe(beforeAll);
    await page
      .getByRole('status')
      .filter({ hasText: /^Accepted all/ })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect.poll(() => length.textContent()).toBe(beforeAll);
  });

  it('reads well at 200% zoom and in the dark theme, every panel', async () => {
    const context = await chromium.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, colorScheme: 'dark' });
    const p = await context.newPage();
    await openStudio(p);
    // A narrow window shows the editor and the panels as two views: switch to the panels.
    await p.getByRole('button', { name: 'App & panels' }).click();
    for (const tab of ['Preview', 'Gaps', 'Calls', 'Diagrams', 'Contract', 'Options', 'Files']) {
      await p.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await p.locator('.panel-body:not([hidden])').first().waitFor();
      // Nothing wider than the page: no sideways scrolling at 200%.
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      await p.screenshot({ path: `${SHOTS}/studio-dark-200-${tab.toLowerCase()}.png` });
    }
    expect(
      await p.evaluate(() => getComputedStyle(document.body).colorScheme + ' ' + getComputedStyle(document.body).backgroundColor),
    ).not.toMatch(/rgb\(2[45]\d, 2[45]\d, 2[45]\d\)/);
  });

  it('has no serious or critical axe violations', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.frameLocator('iframe.preview-frame').locator('[data-spec-line]').first().waitFor();
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(o?: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
      ).axe;
      const r = await axe.run();
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${(v.nodes as { target: string[]; failureSummary: string }[])
              .slice(0, 3)
              .map((n) => `${n.target.join(' ')} ${n.failureSummary}`)
              .join(' | ')}`,
        );
    });
    expect(violations).toEqual([]);
  });

  it('keeps everything across a reload', async () => {
    const { page } = chromium;
    await openStudio(page);
    await page.getByRole('button', { name: /^Specs/ }).click();
    await page.getByRole('button', { name: /^Bookshop/ }).click();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await typeAtEnd(page, '\nKept across reloads.');
    await expect.poll(() => saveState(page)).toBe('Saved');
    await page.reload();
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Bookshop');
    await expect.poll(async () => (await storedTexts(page)).join()).toContain('Kept across reloads.');
    await expect.poll(() => docEnd(page)).toContain('Kept across reloads.');
  });

  // The autosave waits AUTOSAVE_MS after the last keystroke; leaving the page must not lose what was typed
  // meanwhile. `?autosave-ms` (development builds only) makes the wait an hour, so only the flush on
  // pagehide / visibilitychange can have saved the text: without it these tests fail.
  const HOUR = '?autosave-ms=3600000';

  it('keeps the text typed just before the page is closed (the pagehide flush)', async () => {
    const { page, context } = chromium;
    await openStudio(page, HOUR);
    await typeAtEnd(page, '\nTyped before the close.');
    expect(await saveState(page)).toBe('Editing…');
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await openStudio(again);
    await expect.poll(async () => (await storedTexts(again)).join()).toContain('Typed before the close.');
    await expect.poll(() => docEnd(again)).toContain('Typed before the close.');
  });

  it('saves at once when the page is hidden (the visibilitychange flush)', async () => {
    const { page } = chromium;
    await openStudio(page, HOUR);
    await typeAtEnd(page, '\nTyped before the tab was hidden.');
    expect(await saveState(page)).toBe('Editing…');
    expect((await storedTexts(page)).join()).not.toContain('Typed before the tab was hidden.');
    // Headless Chromium does not hide a page; the event is what a switch to another tab sends.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(async () => (await storedTexts(page)).join()).toContain('Typed before the tab was hidden.');
    await expect.poll(() => saveState(page)).toBe('Saved');
  });

  it('tells each tab when a spec is open in another, and refuses the second of two saves until the user chooses', async () => {
    const { page } = chromium;
    // No timer saves here: each tab saves when it is hidden, so the two saves come in a known order however
    // slowly the machine types (under load a timer could save tab one before tab two had typed anything).
    await openStudio(page, HOUR);
    const second = await chromium.newPage();
    await openStudio(second, HOUR);
    await second.getByTestId('other-tab-banner').waitFor();
    await page.getByTestId('other-tab-banner').waitFor();
    // Both edit before either saves: the first save wins, the other tab is refused and told.
    await typeAtEnd(page, '\nEdited in tab one.');
    await typeAtEnd(second, '\nEdited in tab two.');
    expect(await saveState(page)).toBe('Editing…');
    expect(await saveState(second)).toBe('Editing…');
    const hide = (p: Page) =>
      p.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    await hide(page);
    await expect.poll(async () => (await storedTexts(page)).join()).toContain('Edited in tab one.');
    await hide(second);
    const conflict = (p: Page) => p.getByRole('alert').filter({ hasText: 'Another tab saved this spec' });
    await conflict(second).waitFor();
    expect(await conflict(page).count()).toBe(0);
    expect(await saveState(second)).toContain('changed in another tab');
    await second.getByRole('button', { name: 'Keep mine as a copy' }).click();
    await expect.poll(() => second.locator('.spec-name input').inputValue()).toBe('Clinic (copy)');
    await expect.poll(() => saveState(second)).toBe('Saved');
    const texts = await storedTexts(page);
    expect(texts.filter((t) => t.includes('Edited in tab two.') && !t.includes('Edited in tab one.'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Edited in tab one.') && !t.includes('Edited in tab two.'))).toHaveLength(1);
    expect(await page.locator('.spec-name input').inputValue()).toBe('Clinic');
  });

  it('opens a share link read-only in a new context, until a copy is kept', async () => {
    const { page } = chromium;
    await openStudio(page);
    // In the first line: CodeMirror draws only the lines in view, and a read-only editor cannot be scrolled by keys.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.type(' (shared with a colleague)');
    await expect.poll(() => saveState(page)).toBe('Saved');
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toContain('#share=');
    const p = await (await chromium.newContext()).newPage();
    await p.goto(link);
    await p.locator('.cm-content').waitFor();
    await expect.poll(() => editorText(p)).toContain('(shared with a colleague)');
    expect(await saveState(p)).toContain('read-only');
    expect(await p.locator('.cm-content').getAttribute('contenteditable')).toBe('false');
    expect(await storedTexts(p)).toEqual([]);
    await p.getByRole('button', { name: 'Keep a copy' }).click();
    await expect.poll(() => saveState(p)).toBe('Saved');
    const kept = await storedTexts(p);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('(shared with a colleague)');
  });

  it('says when a share link is damaged or too large, and opens the last spec instead', async () => {
    // A deflate stream of 64 MB of zeros: a 64 KB link that must be refused while inflating.
    const zeros = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const bomb = Buffer.from(await new Response(zeros.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer()).toString(
      'base64url',
    );
    for (const [fragment, words] of [
      ['not-deflate', 'This share link is damaged'],
      [bomb, 'This share link is too large or damaged: it holds more than 5 MB of text'],
    ] as const) {
      const p = await (await chromium.newContext()).newPage();
      await p.goto(`${server.url}#share=${fragment}`);
      await p.locator('.cm-content').waitFor();
      await expect
        .poll(() =>
          p
            .locator('.banner, [role=status], [role=alert]')
            .allTextContents()
            .then((t) => t.join(' ')),
        )
        .toContain(words);
      await expect.poll(() => saveState(p)).toBe('Saved');
      expect(await editorText(p)).toContain('Clinic');
      expect(await p.evaluate(() => location.hash)).toBe('');
    }
  });
});
