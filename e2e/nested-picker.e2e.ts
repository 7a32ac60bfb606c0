import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from './browser';
import { builtAppPerFile, openScreen, ROOT, seriousAxeViolations } from './running-app-support';

// A reference to records the spec lists only under their parent (Task: `GET /api/projects/:projectId/tasks`,
// no `GET /api/tasks`), on the built app of e2e/fixtures/project-tracker.spec.md (a spec in bullet-list
// style, unlike the vet example): the picker asks for the project, then offers that project's tasks by
// title, and the new worklog lists its task by title, never by id.

const server = builtAppPerFile(join(ROOT, 'e2e', 'fixtures', 'project-tracker.spec.md'), 'nested-picker');
const chromium = browserPerTest();

/** Creates a project and one task under it (from the project's page), returning the task's id from the address. */
async function projectWithTask(page: Page, project: string, task: string): Promise<void> {
  await openScreen(page, server.url, '/projects/new');
  await page.locator('main form').getByLabel(/^Name/).fill(project);
  await page.locator('main form').getByRole('button', { name: 'Create' }).click();
  await page.locator('main h1', { hasText: /^Project$/ }).waitFor();
  await page.getByRole('link', { name: 'Add task' }).click();
  await page.locator('main h1', { hasText: 'New task' }).waitFor();
  await page
    .locator('main form')
    .getByLabel(/^Title/)
    .fill(task);
  await page.locator('main form').getByRole('button', { name: 'Create' }).click();
  await page.locator('main h1', { hasText: /^Project$/ }).waitFor();
  await page
    .getByRole('region', { name: /^Tasks/ })
    .getByText(task)
    .waitFor();
}

describe('a picker of records listed only under their parent', () => {
  it('asks for the project, then offers its tasks by title; the worklog shows the task by title', async () => {
    const page = chromium.page;
    await projectWithTask(page, 'Atlas rebrand', 'Logo sketches');
    await projectWithTask(page, 'Borealis site', 'Wireframes');

    await openScreen(page, server.url, '/worklogs/new');
    const form = page.locator('main form');
    const task = form.getByLabel(/^Task/);
    // No project chosen yet: the task select waits for one, and says so.
    expect(await task.isDisabled()).toBe(true);
    expect(await task.locator('option').first().textContent()).toBe('Choose project first');
    const project = form.getByLabel('Project of the task');
    await project.selectOption({ label: 'Borealis site' });
    await expect.poll(() => task.locator('option').allTextContents()).toEqual(['Choose task…', 'Wireframes']);
    await task.selectOption({ label: 'Wireframes' });
    await form.getByLabel(/^Minutes/).fill('90');
    await form.getByLabel(/^Day/).fill('2030-03-04');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.SPECFRONT_SHOTS) await page.screenshot({ path: join(process.env.SPECFRONT_SHOTS, 'nested-picker-form.png') });
    await form.getByRole('button', { name: 'Create' }).click();

    await page.locator('main h1', { hasText: /^Hours$/ }).waitFor();
    const row = page.locator('main').getByRole('table').getByRole('row').nth(1);
    // The task's cell shows its title only: the id stands in nowhere.
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).map((c) => c.trim())).toContain('Wireframes');
    if (process.env.SPECFRONT_SHOTS) await page.screenshot({ path: join(process.env.SPECFRONT_SHOTS, 'nested-picker-list.png') });
  });
});
