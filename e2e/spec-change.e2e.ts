import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserPerTest } from './browser';
import { buildApp, buildAppRuntime, CSP_HEADER, fillSampleData, openScreen, watchContext, type PageProblems } from './running-app-support';
import { startStaticServer, type StaticServer } from './static-server';

// product.md: "Data written under an earlier version of a spec is kept: fields the spec no longer has are
// kept aside, records that break a new rule are shown flagged; nothing is dropped silently."

const spec = (version: 1 | 2): string => `# Shelf

## 1. What the product does and for whom

A small shelf of books.

## 2. Screens and routes

| Route | Screen | Shows |
|---|---|---|
| / | Books | list of Book |
| /books/:id | Book | Book detail |

## 3. Entities and their fields

### Book
| Field | Type | Required |
|---|---|---|
| id | id | yes |
| title | string | yes |
${version === 1 ? '| isbn | string | yes |\n' : ''}
## 5. Validation rules

| Entity | Field | Rule | Message |
|---|---|---|---|
| Book | title | ${version === 1 ? 'at most 200 characters' : 'at most 2 characters'} | Titles are short now |

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/books | — | Book[] |
| GET | /api/books/:id | — | Book |
| POST | /api/books | Book | Book |
`;

const dir = mkdtempSync(join(tmpdir(), 'specfront-spec-change-'));
const site = join(dir, 'site');
let server: StaticServer;
let page: Page;
/** Each test's context (a fresh one: see e2e/browser.ts), watched for CSP violations and uncaught errors. */
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

async function build(version: 1 | 2): Promise<void> {
  const file = join(dir, `shelf-v${version}.md`);
  writeFileSync(file, spec(version));
  await buildApp(file, site);
}

beforeAll(async () => {
  buildAppRuntime();
  await build(1);
  server = await startStaticServer(site, { csp: CSP_HEADER });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function firstBook(): Promise<void> {
  await openScreen(page, server.url, '/');
  await page.reload(); // a new build of the same app: load its page again (a hash change alone does not)
  await page.locator('main h1').first().waitFor();
  await page.getByRole('table', { name: 'Books' }).getByRole('link').first().click();
  await page.locator('main h1', { hasText: 'Book' }).waitFor();
}

describe('a spec that changes under stored data', () => {
  it('keeps a field the new spec drops, and flags a record that breaks a new rule', async () => {
    page = chromium.page;
    await build(1);
    await openScreen(page, server.url, '/');
    await fillSampleData(page);
    await firstBook();
    const isbn = await page.locator('.rt-field-row', { hasText: 'Isbn' }).locator('dd').textContent();
    expect(isbn?.trim()).not.toBe('');
    await expect.poll(() => page.getByText(/breaks (a rule|\d+ rules) of the spec/).count()).toBe(0);

    await build(2);
    await openScreen(page, server.url, '/');
    await page.reload();
    await expect
      .poll(() => page.getByRole('img', { name: /Breaks a rule of the spec: Title: Titles are short now/ }).count())
      .toBeGreaterThan(0);
    await firstBook();
    await expect.poll(() => page.locator('.rt-field-row', { hasText: 'Isbn' }).count()).toBe(0);
    await page.getByText(/breaks a rule of the spec/).waitFor();
    await expect.poll(() => page.getByText('Titles are short now').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/spec-change-flagged.png' });

    await build(1);
    await firstBook();
    await expect
      .poll(async () => (await page.locator('.rt-field-row', { hasText: 'Isbn' }).locator('dd').textContent())?.trim())
      .toBe(isbn?.trim());
  });
});
