import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerTest } from './browser';
import { devServerPerFile } from './dev-server';
import { findInEditor, openPastWelcome } from './studio-support';

// The spec editor's language and table commands: YAML and JSON specs are coloured as what they are (the form
// core reads them in), and Markdown-only commands leave them alone. Each test opens the studio in its own fresh
// browser context (e2e/browser.ts).

const SHOTS = 'test-results';

const server = devServerPerFile();
const chromium = browserPerTest({ consoleErrors: true });

const openStudio = (page: Page) => openPastWelcome(page, server.url);

/** Starts a new spec from the example file of that name (the Specs menu). */
async function openExample(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: /^Specs/ }).click();
  await page.locator('.menu-item.example').filter({ hasText: file }).click();
}

/** The `tok-*` classes of the tokens on the editor line whose text starts with `start`. */
function tokenClasses(page: Page, start: string): Promise<string[]> {
  return page
    .locator('.cm-line')
    .filter({ hasText: start })
    .first()
    .evaluate((line) => [...line.querySelectorAll('span')].flatMap((s) => [...s.classList].filter((c) => c.startsWith('tok-'))));
}

describe('the editor’s language follows the spec’s form', () => {
  it('colours a YAML spec as YAML (keys, strings), a Markdown one as Markdown again, and YAML pasted over Markdown', async () => {
    const { page } = chromium;
    await openStudio(page);
    const content = page.locator('.cm-content');
    // The clinic example, in Markdown: headings are headings.
    await expect.poll(() => content.getAttribute('data-language')).toBe('markdown');
    expect(await tokenClasses(page, '## 1.')).toContain('tok-heading');

    await openExample(page, 'clinic.yaml');
    await page.locator('.cm-line').filter({ hasText: 'title: Riverside Clinic appointments' }).waitFor();
    await expect.poll(() => content.getAttribute('data-language')).toBe('yaml');
    // `title:` is a key, its value plain text; `# …` is a comment, not a heading.
    await expect.poll(() => tokenClasses(page, 'title: Riverside')).toContain('tok-propertyName');
    expect(await tokenClasses(page, '# Riverside Clinic appointments, in the YAML form')).toContain('tok-comment');
    expect(await content.locator('.tok-heading').count()).toBe(0);
    // Markdown's table command is not offered for YAML.
    expect(await page.getByRole('button', { name: 'Format table' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/studio-editor-yaml.png` });

    // A line starting with `|` in YAML: Tab indents it (as in any text), rather than moving between "cells";
    // Ctrl+Alt+F does not align it as a table.
    await content.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n|a|b|');
    await page.keyboard.press('Escape'); // a completion list, if one opened
    const typed = String(await page.locator('.cm-line').last().textContent());
    expect(typed.trim()).toBe('|a|b|');
    await page.keyboard.press('Control+Alt+f');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    // Tab's indent shows after Ctrl+Alt+F's edit would have: the line is the typed one, indented, not aligned.
    await expect.poll(() => page.locator('.cm-line').last().textContent()).toBe(`  ${typed}`);

    // Back to a Markdown spec: Markdown again.
    await openExample(page, 'clinic.spec.md');
    await expect.poll(() => content.getAttribute('data-language')).toBe('markdown');
    await expect.poll(() => tokenClasses(page, '## 1.')).toContain('tok-heading');
    expect(await content.locator('.tok-propertyName').count()).toBe(0);
    await page.getByRole('button', { name: 'Format table' }).waitFor();

    // YAML pasted over the Markdown text (select all, then the clipboard's text): YAML at once.
    await content.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('title: Pasted\nscreens:\n  - { route: /, screen: Home, shows: "a welcome" }\n');
    await expect.poll(() => content.getAttribute('data-language')).toBe('yaml');
    await expect.poll(() => tokenClasses(page, 'title: Pasted')).toContain('tok-propertyName');
    expect(await tokenClasses(page, '  - { route')).toContain('tok-string');
    // Its missing points are gaps, with no Markdown "Add the heading" fix (it would turn the YAML into Markdown).
    await page.getByRole('tab', { name: /^Gaps/ }).click();
    await page.getByTestId('studio-gap').first().waitFor();
    expect(await page.getByTestId('studio-gap').count()).toBeGreaterThan(3);
    expect(await page.getByRole('button', { name: 'Add the heading' }).count()).toBe(0);
    await content.click();

    // And JSON is JSON.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('{\n  "title": "As JSON",\n  "screens": []\n}\n');
    await expect.poll(() => content.getAttribute('data-language')).toBe('json');
    await expect.poll(() => tokenClasses(page, '  "title"')).toContain('tok-propertyName');
  });
});

/** The rows of the editor's table that holds a line containing `inRow`: their text and rendered height. */
function tableRows(page: Page, inRow: string): Promise<{ text: string; height: number }[]> {
  return page.evaluate((needle) => {
    const lines = [...document.querySelectorAll<HTMLElement>('.cm-content .cm-line')];
    const at = lines.findIndex((l) => (l.textContent ?? '').includes(needle));
    if (at < 0) return [];
    const isRow = (i: number) => (lines[i]?.textContent ?? '').trimStart().startsWith('|');
    let first = at;
    let last = at;
    while (first > 0 && isRow(first - 1)) first--;
    while (last < lines.length - 1 && isRow(last + 1)) last++;
    return lines.slice(first, last + 1).map((l) => ({ text: l.textContent ?? '', height: l.getBoundingClientRect().height }));
  }, inRow);
}

/** The height of one unwrapped line of the editor (a line of the table that holds one word in each cell). */
const lineHeight = (page: Page) =>
  page
    .locator('.cm-line')
    .filter({ hasText: '| id | id | | yes |' })
    .first()
    .evaluate((l) => l.getBoundingClientRect().height);

/** How many characters an editor line shows before wrapping, measured from the DOM (a row's text width). */
const visibleColumns = (page: Page) =>
  page
    .locator('.cm-line')
    .filter({ hasText: '| id | id | | yes |' })
    .first()
    .evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const char = range.getBoundingClientRect().width / (line.textContent ?? '').length;
      const style = getComputedStyle(line);
      const content = line.closest('.cm-content')?.clientWidth ?? 0;
      return Math.floor((content - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / char);
    });

describe('Format table', () => {
  it('aligns a table in a wide editor, and in a narrow one formats it compactly so no row grows or wraps', async () => {
    const { page } = chromium;
    await page.setViewportSize({ width: 390, height: 844 });
    await openStudio(page);
    await openExample(page, 'vet-practice.spec.md');
    // Put the cursor in the owners' fields table (the editor's search selects the row).
    await findInEditor(page, '| firstName | string | | yes |');
    const original = await tableRows(page, 'firstName');
    expect(original.map((r) => r.text)).toContain('| telephone | string | ten digits, no spaces | yes |');
    const single = await lineHeight(page);

    // Wide (1440 px): aligned, every row as wide as the widest, none wrapped.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Format table' }).click();
    await expect.poll(async () => new Set((await tableRows(page, 'firstName')).map((r) => r.text.length)).size).toBe(1);
    const aligned = await tableRows(page, 'firstName');
    expect(aligned[1]?.text).toMatch(/^\| -{9} \| -{6} \|/);
    expect(aligned.every((r) => r.height <= single + 1)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/studio-format-table-1440.png` });

    // Narrow (390 px): the aligned rows are wider than the editor and wrap …
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await tableRows(page, 'firstName')).some((r) => r.height > single * 1.5)).toBe(true);
    const before = await tableRows(page, 'firstName');
    // … so Format table writes them compactly: no row longer than before, none wraps that fits the editor.
    await page.getByRole('button', { name: 'Format table' }).click();
    await expect.poll(async () => (await tableRows(page, 'firstName'))[2]?.text).toBe('| id | id | | yes |');
    const after = await tableRows(page, 'firstName');
    expect(after.map((r) => r.text)).toEqual([
      ...original.slice(0, 1).map((r) => r.text),
      '| --- | --- | --- | --- |',
      ...original.slice(2).map((r) => r.text),
    ]);
    const columns = await visibleColumns(page);
    after.forEach((r, i) => {
      expect(r.text.length).toBeLessThanOrEqual(before[i]?.text.length ?? 0);
      expect(r.height).toBeLessThanOrEqual((before[i]?.height ?? 0) + 1);
      if (r.text.length <= columns) expect(r.height, r.text).toBeLessThanOrEqual(single + 1);
    });
    expect(after.filter((r) => r.height > single + 1).length).toBeLessThan(before.filter((r) => r.height > single + 1).length);
    await page.screenshot({ path: `${SHOTS}/studio-format-table-390.png` });
  });
});

describe('quick fixes in the editor', () => {
  it('applies a tooltip’s fix where the finding is now, after typing moved it (the shown findings are kept across edits)', async () => {
    const { page } = chromium;
    await openStudio(page);
    // Misspell a state in a transition row: `booked` → `boked`.
    await findInEditor(page, 'requested | confirm | booked |');
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < ' |'.length + 'ked'.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    const underline = page.locator('.cm-lintRange-error').filter({ hasText: 'boked' });
    await underline.waitFor({ timeout: 30_000 });
    // Type on the title line: every position below moves, no finding changes.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.type(' (moved)');
    await expect.poll(() => page.locator('.cm-line').first().textContent()).toContain('(moved)');
    await findInEditor(page, 'boked');
    await underline.hover();
    const fix = page.locator('.cm-tooltip-lint').getByRole('button', { name: /Change to .?booked/ });
    await fix.waitFor({ timeout: 10_000 });
    await fix.click();
    await expect.poll(() => underline.count()).toBe(0);
    await findInEditor(page, '| Appointment | requested');
    const row = await page.locator('.cm-line').filter({ hasText: '| Appointment | requested |' }).first().textContent();
    expect(row).toBe('| Appointment | requested | confirm | booked | | receptionist |');
    await page.keyboard.press('Control+Home');
    await expect.poll(() => page.locator('.cm-line').first().textContent()).toMatch(/\(moved\)$/);
  });
});
