import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerTest } from './browser';
import { startDevServer, type DevServer } from './dev-server';

// The spec editor's language and table commands: YAML and JSON specs are coloured as what they are (the form
// core reads them in), and Markdown-only commands leave them alone. Each test opens the studio in its own fresh
// browser context (e2e/browser.ts).

const SHOTS = 'test-results';

let server: DevServer;
const chromium = browserPerTest({ consoleErrors: true });

beforeAll(async () => {
  server = await startDevServer();
});
afterAll(async () => {
  await server?.close();
});

/** Opens the studio fresh, closes the welcome, waits for the editor and the checker (the outline's chips). */
async function openStudio(page: Page): Promise<void> {
  await page.goto(server.url);
  await page.locator('.cm-content').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Close the welcome' }).click();
  await page.locator('.outline-chip').first().waitFor({ timeout: 60_000 });
}

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

    // And JSON is JSON.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('{\n  "title": "As JSON",\n  "screens": []\n}\n');
    await expect.poll(() => content.getAttribute('data-language')).toBe('json');
    await expect.poll(() => tokenClasses(page, '  "title"')).toContain('tok-propertyName');
  });
});
