import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerTest } from './browser';
import { devServerPerFile } from './dev-server';
import { storedTexts } from './studio-support';

// The studio with the keyboard only: every step below is a key press (page.keyboard), never a click or an
// element.focus(); the test only reads the page. Each test opens the studio fresh in its own browser context
// (e2e/browser.ts): the welcome shows.

const SHOTS = 'test-results';

const server = devServerPerFile();
const chromium = browserPerTest({ consoleErrors: true });

/** What has the focus: its role or tag, its accessible-ish name, and whether it is inside the editor. */
function focused(page: Page): Promise<{ tag: string; id: string; role: string; name: string; inEditor: boolean; inOptions: boolean }> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return {
      tag: a?.tagName ?? '',
      id: a?.id ?? '',
      role: a?.getAttribute('role') ?? '',
      name: (a?.getAttribute('aria-label') ?? a?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inEditor: Boolean(a?.closest('.cm-editor')),
      inOptions: Boolean(a?.closest('#panel-options')),
    };
  });
}

/** Presses Tab until the focus is on an element whose name matches, at most `limit` times; returns the count. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<number> {
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press('Tab');
    if (name.test((await focused(page)).name)) return n;
  }
  throw new Error(`Tab did not reach ${String(name)} in ${limit} presses (last: ${JSON.stringify(await focused(page))})`);
}

/** Opens the studio fresh and waits for its welcome and its checker (the outline's chips), with nothing focused. */
async function openFresh(page: Page): Promise<void> {
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Welcome to specfront' }).waitFor({ timeout: 60_000 });
  await page.locator('.outline-chip').first().waitFor({ timeout: 60_000 });
  await page.locator('.cm-content').waitFor();
}

describe('the keyboard only', () => {
  it('Tab from the page top reaches the skip link and the header actions before the editor; the skip link leads to the tabs', async () => {
    const { page } = chromium;
    await openFresh(page);
    const order: string[] = [];
    let editorAt = 0;
    for (let n = 1; n <= 60 && editorAt === 0; n++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.inEditor) editorAt = n;
      else order.push(f.name);
    }
    expect(editorAt, 'Tab reaches the editor at all').toBeGreaterThan(0);
    // The skip link first, then the header's actions, all before the editor.
    expect(order[0]).toBe('Skip to the panels');
    for (const action of ['+ New spec', /^☰ Specs/, 'Share link', '? Help'])
      expect(
        order.some((name) => (typeof action === 'string' ? name === action : action.test(name))),
        String(action),
      ).toBe(true);
    expect(editorAt).toBeGreaterThan(order.indexOf('? Help') + 1);

    // From the top again: the skip link leads to the active tab; arrows move between tabs (roving tabindex).
    await page.reload();
    await page.locator('.outline-chip').first().waitFor({ timeout: 60_000 });
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to the panels');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('tab-preview');
    await page.keyboard.press('End');
    await expect.poll(async () => (await focused(page)).id).toBe('tab-files');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await focused(page)).id).toBe('tab-options');
    await page.locator('#panel-options').waitFor();
    expect(await page.getByRole('tab', { name: 'Options' }).getAttribute('aria-selected')).toBe('true');
  });

  it('walks from the first open to an accepted option, hears what happened, and undoes it', async () => {
    const { page } = chromium;
    await openFresh(page);
    // The welcome's "Start from a draft", by Tab and Enter.
    await tabTo(page, /^Start from a draft$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Untitled draft');
    // The welcome went away with the button that had the focus: the focus moved to the Options tab it opened.
    await expect.poll(async () => (await focused(page)).id).toBe('tab-options');
    await page.getByTestId('option').first().waitFor({ timeout: 30_000 });
    // The panel's status region is there before anything happens (a live region announces changes, not its birth).
    const status = page.locator('#panel-options [role=status]');
    expect(await status.count()).toBe(1);
    expect((await status.textContent())?.trim()).toBe('');

    // Into the panel: the first option's Preview, then its Accept.
    await tabTo(page, /^Preview the change: /);
    const title = (await focused(page)).name.replace(/^Preview the change: /, '');
    await page.keyboard.press('Enter');
    const diff = page.locator('.option-diff').first();
    await diff.waitFor();
    const inserted = (await diff.locator('.diff-ins').allTextContents()).flatMap((t) => t.split('\n')).filter((l) => l.trim() !== '');
    expect(inserted.length).toBeGreaterThan(0);
    const before = await page.locator('.editor-toolbar .muted').textContent();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toMatch(new RegExp(`^Accept: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await page.keyboard.press('Enter');

    // Announced: the status region says what was accepted; the text changed; the focus is on its Undo.
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Accepted “${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
    await expect.poll(() => page.locator('.editor-toolbar .muted').textContent()).not.toBe(before);
    await expect.poll(() => page.locator('.cm-inserted').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const texts = await storedTexts(page);
        return inserted.every((line) => texts.some((t) => t.includes(line)));
      })
      .toBe(true);
    await expect.poll(async () => (await focused(page)).name).toBe('Undo');
    expect((await focused(page)).inOptions).toBe(true);
    await page.screenshot({ path: `${SHOTS}/studio-keyboard-accepted.png` });

    // Undo by Enter: the text is back, the status says so, and the focus stays in the panel (not on the page).
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.editor-toolbar .muted').textContent()).toBe(before);
    await expect.poll(() => status.textContent()).toMatch(/^Undone: /);
    const after = await focused(page);
    expect(after.tag).not.toBe('BODY');
    expect(after.inOptions || after.id === 'panel-options').toBe(true);
    await page.screenshot({ path: `${SHOTS}/studio-keyboard-undone.png` });
  });
});
