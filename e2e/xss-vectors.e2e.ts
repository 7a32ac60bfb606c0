import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudio, STUDIO_CSP } from '../bench/studio-bench';
import { startStaticServer, type StaticServer } from './static-server';
import { checkSpec } from '../src/core/index';
import { browserPerTest } from './browser';
import { builtAppPerFile, ROOT, watchContext, type PageProblems } from './running-app-support';

// Hostile text everywhere a spec or a record can hold text, rendered by the built app under its CSP:
// 221 payloads of DOMPurify's public test suite (test-fixtures/xss, Apache-2.0) plus spec-specific ones,
// in the title, prose, field notes, role descriptions, a rule's message, the error catalogue, constants and
// call notes, and as the text of 240 stored records. Nothing may run: no dialog, no CSP violation (an inline
// handler or script the page tried to run would be one), no uncaught error; and the payloads show as text.

const DOMPURIFY = JSON.parse(readFileSync(join(ROOT, 'test-fixtures', 'xss', 'dompurify-payloads.json'), 'utf8')) as string[];
const OURS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "javascript:alert('x')",
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<svg/onload=alert(1)>',
  '</script><script>alert(1)</script>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<style>@import "javascript:alert(1)"</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>">',
  '\u2028<script>alert(1)</script>\u2029',
  '<!--<img src=x onerror=alert(1)>-->',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];
const VECTORS = [...DOMPURIFY, ...OURS];

/** A vector as one Markdown table cell or prose line: one line, bars escaped. */
const cell = (v: string) =>
  v
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim() || 'x';
const pick = (i: number) => cell(VECTORS[i % VECTORS.length] as string);

function hostileSpec(): string {
  return [
    `# Specification: Guestbook ${pick(0)}`,
    '',
    '## 1. What the product does and for whom',
    '',
    ...VECTORS.slice(0, 40).map((_, i) => `${pick(i)}\n`),
    '## 2. Screens and routes',
    '',
    '| Route | Screen | Shows | Roles |',
    '|---|---|---|---|',
    '| / | Entries | list of entries | guest |',
    '| /entries/:id | Entry | one entry | guest |',
    '| /entries/new | Sign | form to create entry | guest |',
    '',
    '## 3. Entities and their fields',
    '',
    '### Entry',
    '',
    '| Field | Type | Required | Notes |',
    '|---|---|---|---|',
    '| id | id | yes | |',
    `| text | text | yes | ${pick(1)} |`,
    `| code | string | no | ${pick(2)} |`,
    '',
    '## 4. States and transitions',
    '',
    'Not shown.',
    '',
    '## 5. Validation rules',
    '',
    '| Entity | Field | Rule | Message |',
    '|---|---|---|---|',
    `| Entry | code | at most MAX_CODE characters | ${pick(3)} |`,
    '',
    '## 6. Roles and permissions',
    '',
    '| Role | Description |',
    '|---|---|',
    `| guest | ${pick(4)} |`,
    '',
    '| Role | Action | Entity | When |',
    '|---|---|---|---|',
    '| guest | read | Entry | |',
    '| guest | create | Entry | |',
    '',
    '## 7. The calls it makes',
    '',
    '| Method | Path | Request | Response | Errors | Notes |',
    '|---|---|---|---|---|---|',
    `| GET | /api/entries | — | Entry[] | | ${pick(5)} |`,
    `| GET | /api/entries/:id | — | Entry | NOT_FOUND | ${pick(6)} |`,
    `| POST | /api/entries | Entry | Entry | INVALID | ${pick(7)} |`,
    '',
    '## 8. The error catalogue',
    '',
    '| Code | Status | Message | When |',
    '|---|---|---|---|',
    `| INVALID | 422 | ${pick(8)} | a rule is broken |`,
    `| NOT_FOUND | 404 | ${pick(9)} | no such entry |`,
    '',
    '## 9. Business constants and limits',
    '',
    '| Name | Value | Meaning |',
    '|---|---|---|',
    `| MAX_CODE | 3 | ${pick(10)} |`,
    '',
  ].join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'specfront-xss-'));
const SPEC = join(dir, 'guestbook.spec.md');
writeFileSync(SPEC, hostileSpec());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = builtAppPerFile(SPEC, 'xss');
const chromium = browserPerTest();

/** Every dialog (alert, confirm, prompt) any page of the context opened. */
function dialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

/** Writes records straight into the app's IndexedDB store (the app must have opened it). */
async function storeRecords(page: Page, texts: readonly string[]): Promise<void> {
  await page.evaluate(async (values) => {
    const dbs = await indexedDB.databases();
    const name = dbs.map((d) => d.name ?? '').find((n) => n.startsWith('specfront-app:'));
    if (!name) throw new Error('the app has not opened its store');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('open failed'));
    });
    const tx = db.transaction('records', 'readwrite');
    values.forEach((text, i) => {
      const id = `e${String(i).padStart(4, '0')}`;
      tx.objectStore('records').put({ entity: 'Entry', id, seq: i + 1, record: { id, text, code: text.slice(0, 3) }, refs: [] });
    });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
    db.close();
  }, texts);
}

describe(`${VECTORS.length} XSS vectors in every kind of spec text and in record values, in the built app`, () => {
  it('the hostile spec is a spec: it checks without errors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(200);
    const errors = checkSpec(hostileSpec()).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('runs none of them, anywhere: no dialog, no CSP violation, no error; they show as text', async () => {
    const problems: PageProblems = await watchContext(chromium.context);
    const page = chromium.page;
    const dialogs = dialogsOf(page);
    await page.goto(`${app.url}#/`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Entries' }).waitFor();
    await storeRecords(page, VECTORS);
    await page.reload();
    const table = page.getByRole('table', { name: 'Entries' });
    await table.waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe(String(VECTORS.length + 1));
    // Scroll the whole list, so every record's text is drawn once.
    const scroller = page.locator('.rt-table-scroll');
    const total = await scroller.evaluate((el) => el.scrollHeight);
    for (let y = 0; y <= total; y += 400) {
      await scroller.evaluate((el, top) => el.scrollTo({ top }), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    // A record's detail, the app's About (title, prose) and the create form with a broken rule (its message).
    await page.goto(`${app.url}#/entries/e0000`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page
      .getByText(VECTORS[0] as string, { exact: true })
      .first()
      .waitFor();
    await page.goto(`${app.url}#/entries/new`);
    await page.getByLabel('Text', { exact: true }).fill('<img src=x onerror=alert(1)>');
    await page.getByLabel('Code', { exact: true }).fill('<svg/onload=alert(1)>');
    await page
      .getByRole('button', { name: /^(Create|Save|Sign)/ })
      .first()
      .click();
    await page.getByText(pick(3).replaceAll('\\|', '|'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'About' }).click();
    await page.getByRole('dialog').getByText(pick(11).replaceAll('\\|', '|')).first().waitFor();
    expect(dialogs).toEqual([]);
    expect(problems.csp).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(chromium.errors).toEqual([]);
  });
});

describe('the same spec in the built studio, under its CSP with Trusted Types', () => {
  const studioDir = mkdtempSync(join(tmpdir(), 'specfront-xss-studio-'));
  let studio: StaticServer | null = null;
  beforeAll(async () => {
    await buildStudio(studioDir);
    studio = await startStaticServer(studioDir, { csp: STUDIO_CSP });
  });
  afterAll(async () => {
    await studio?.close();
    rmSync(studioDir, { recursive: true, force: true });
  });

  it('runs none of them in the editor, its panels, the diagrams or the preview', async () => {
    if (!studio) throw new Error('the studio is not served');
    const problems = await watchContext(chromium.context);
    const page = chromium.page;
    const dialogs = dialogsOf(page);
    await page.goto(studio.url);
    await page.locator('.cm-content').waitFor();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(hostileSpec());
    const frame = page.frameLocator('iframe.preview-frame');
    await frame.getByRole('heading', { level: 1, name: 'Entries' }).waitFor();
    for (const tab of ['Gaps', 'Calls', 'Diagrams', 'Contract', 'Options', 'Files', 'Preview']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await page.getByRole('tabpanel').first().waitFor();
    }
    await frame.getByRole('button', { name: 'About' }).click();
    await frame.getByRole('dialog').getByText(pick(11).replaceAll('\\|', '|')).first().waitFor();
    expect(dialogs).toEqual([]);
    expect(problems.csp).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(chromium.errors).toEqual([]);
  });
});
