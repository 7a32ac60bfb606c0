import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser';
import { startDevServer, type DevServer } from './dev-server';

let server: DevServer;
let browser: TestBrowser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startDevServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.goto(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the first page (npm start)', () => {
  it('lists the examples and reports nine points for the selected one', async () => {
    await page.getByRole('navigation', { name: 'Example specs' }).waitFor();
    const names = await page.getByRole('navigation', { name: 'Example specs' }).getByRole('button').allTextContents();
    expect(names).toContain('blank.spec.md');
    expect(names).toContain('tool-library.draft.md');
    await expect.poll(() => page.locator('.point').count()).toBe(9);
  });

  it('reads the blank spec as nine points not shown and no errors', async () => {
    await page.getByRole('button', { name: 'blank.spec.md' }).click();
    await expect.poll(() => page.locator('.badge.not-shown').count()).toBe(9);
    await expect.poll(() => page.getByTestId('summary').textContent()).toBe('0 errors · 0 warnings');
  });

  it('reports a mistake as the user types, and selects its span on click', async () => {
    const area = page.getByRole('textbox', { name: 'Text of blank.spec.md' });
    await area.press('Control+End');
    await area.pressSequentially('\n\n## 2. Screens again\n');
    const diagnostic = page.locator('.diagnostic.error', { hasText: 'duplicate-point' });
    await diagnostic.waitFor();
    await expect.poll(() => page.locator('.point').nth(1).locator('.badge').textContent()).toBe('Partial');
    await diagnostic.click();
    const selected = await area.evaluate((el) => {
      const t = el as HTMLTextAreaElement;
      return t.value.slice(t.selectionStart, t.selectionEnd);
    });
    expect(selected).toContain('Screens again');
    await page.screenshot({ path: 'test-results/check-page.png', fullPage: true });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
