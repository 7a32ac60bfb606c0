import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOptions, proposeOptions } from '../src/core/index';
import { browserPerTest } from './browser';
import { builtAppPerFile, openScreen, ROOT } from './running-app-support';

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
});
