import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOptions, proposeOptions } from '../src/core/index';
import { browserPerTest } from './browser';
import { actAs, builtAppPerFile, openScreen, ROOT } from './running-app-support';

// A draft whose tasks are only created under their project (`POST /projects/:projectId/tasks`, the corpus's
// sprints draft): ALL its options are accepted, which adds the create form `/projects/:projectId/tasks/new` and no
// call, and the built app is used in Chromium. The project's page links to the form, the form sends the nested
// call with the project taken from the address (the in-browser backend sets the task's project from the path:
// the project's nested task list then shows it), and saving returns to the project. Each test starts from an
// empty browser profile and makes its own records.

const DRAFT = readFileSync(join(ROOT, 'bench', 'options-corpus', 'sprints.draft.md'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'specfront-nested-create-'));
const SPEC = join(dir, 'sprints.spec.md');
const ACCEPTED = applyOptions(DRAFT, proposeOptions(DRAFT).options);
writeFileSync(SPEC, ACCEPTED);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = builtAppPerFile(SPEC, 'nested-create');

// The help desk draft: replies are only posted under a ticket (`POST /api/tickets/:id/replies`) and no call lists
// them, so there is no list of replies on the ticket's page to head an "Add" button; the page links to the form
// under the ticket on its own.
const HELPDESK = readFileSync(join(ROOT, 'bench', 'options-corpus', 'helpdesk.draft.md'), 'utf8');
const HELPDESK_SPEC = join(dir, 'helpdesk.spec.md');
const HELPDESK_ACCEPTED = applyOptions(HELPDESK, proposeOptions(HELPDESK).options);
writeFileSync(HELPDESK_SPEC, HELPDESK_ACCEPTED);
const helpdesk = builtAppPerFile(HELPDESK_SPEC, 'nested-create-helpdesk');

/** Every record of one entity in the app's IndexedDB store (rows `{ entity, id, record }`). */
async function storedRecords(page: Page, entity: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (name) => {
    const dbs = (await indexedDB.databases()).filter((d) => d.name?.startsWith('specfront-app:'));
    const out: Record<string, unknown>[] = [];
    for (const info of dbs) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('no database'));
      });
      if (!db.objectStoreNames.contains('records')) continue;
      const rows = await new Promise<{ entity: string; record: Record<string, unknown> }[]>((resolve, reject) => {
        const req = db.transaction('records').objectStore('records').getAll();
        req.onsuccess = () => resolve(req.result as { entity: string; record: Record<string, unknown> }[]);
        req.onerror = () => reject(req.error ?? new Error('no rows'));
      });
      out.push(...rows.filter((r) => r.entity === name).map((r) => r.record));
      db.close();
    }
    return out;
  }, entity);
}
const chromium = browserPerTest();

describe('a create form under its parent, from accepted options', () => {
  it('the accepted spec has the nested form and only the draft’s calls', () => {
    expect(ACCEPTED).toContain('| /projects/:projectId/tasks/new | New task | form to create task |');
    const calls = (text: string) => [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\S+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(calls(ACCEPTED)).toEqual(calls(DRAFT));
    expect(calls(DRAFT)).toContain('POST /projects/:projectId/tasks');
  });

  it('adds a task from the project page through the nested call, and lists it under that project only', async () => {
    const { page } = chromium;
    const addProject = async (name: string): Promise<string> => {
      await openScreen(page, server.url, '/projects/new');
      const form = page.locator('main form');
      await form.getByLabel(/^Name/).fill(name);
      await form.getByRole('button', { name: 'Create' }).click();
      await page.locator('main h1', { hasText: /^Project$/ }).waitFor();
      await page.getByText(name, { exact: true }).first().waitFor();
      return new URL(page.url()).hash;
    };
    await addProject('Roof repair');
    const website = await addProject('Website');
    const projectId = website.split('/').pop() ?? '';

    const tasks = page.getByRole('region', { name: /^Tasks/ });
    await tasks.getByRole('link', { name: 'Add task' }).click();
    await page.locator('main h1', { hasText: 'New task' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/projects/${projectId}/tasks/new`);
    const form = page.locator('main form');
    await form.getByLabel(/^Title/).fill('Write the launch post');
    await form.getByRole('button', { name: 'Create' }).click();

    // Back on the project's page; its task list (the nested GET) holds the new task.
    await page.locator('main h1', { hasText: /^Project$/ }).waitFor();
    expect(new URL(page.url()).hash).toBe(website);
    await page
      .getByRole('region', { name: /^Tasks/ })
      .getByText('Write the launch post')
      .waitFor();

    // The other project has no tasks: the task was created under the project the address named.
    await page.goto(`${server.url}#/`);
    await page.locator('main').getByRole('link', { name: 'Roof repair' }).first().click();
    await page.locator('main h1', { hasText: /^Project$/ }).waitFor();
    await page
      .getByRole('region', { name: /^Tasks/ })
      .getByText(/No tasks yet/)
      .waitFor();
    expect(await page.getByText('Write the launch post').count()).toBe(0);
  });

  it('links the ticket page to the reply form under the ticket when no call lists replies, and the reply holds its ticket', async () => {
    expect(HELPDESK_ACCEPTED).toContain('- `/tickets/:id/replies/new` — New reply: shows form to create reply');
    expect(HELPDESK_ACCEPTED).not.toContain('/api/replies');
    const { page } = chromium;
    await page.goto(helpdesk.url);
    await actAs(page, 'customer');
    await openScreen(page, helpdesk.url, '/tickets/new');
    const ticket = page.locator('main form');
    await ticket.getByLabel(/^Subject/).fill('Cannot log in');
    await ticket.getByLabel(/^Body/).fill('The page says my password expired.');
    await ticket.getByRole('button', { name: 'Create' }).click();
    await page.locator('main h1', { hasText: /^Ticket$/ }).waitFor();
    const ticketHash = new URL(page.url()).hash;
    const ticketId = ticketHash.split('/').pop() ?? '';

    await page.locator('main').getByRole('link', { name: 'Add reply' }).click();
    await page.locator('main h1', { hasText: 'New reply' }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/tickets/${ticketId}/replies/new`);
    await page.locator('main form').getByLabel(/^Body/).fill('It works again, thank you.');
    await page.locator('main form').getByRole('button', { name: 'Create' }).click();
    await page.locator('main h1', { hasText: /^Ticket$/ }).waitFor();
    expect(new URL(page.url()).hash).toBe(ticketHash);
    // The in-browser backend set the reply's ticket from the path of the nested call.
    await expect
      .poll(() => storedRecords(page, 'Reply'), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ body: 'It works again, thank you.', ticket: ticketId })]);
  });
});
