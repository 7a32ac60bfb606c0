import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerTest } from './browser';
import { actAs, builtAppPerFile, openScreen, ROOT, seriousAxeViolations } from './running-app-support';

// The classic flow of related records (issue 9) on the built app of examples/vet-practice.spec.md, in real
// Chromium: an owner, a pet added from the owner's page, a visit added from the pet's page, the related
// lists, a list filter in the address, and the refusal to delete an owner who still has pets. Each test
// starts from an empty browser profile and makes its own records.

const SPEC = join(ROOT, 'examples', 'vet-practice.spec.md');
/** Screenshots of each screen the flow passes, for a person to look at (SPECFRONT_SHOTS=dir to keep them). */
const SHOTS = process.env.SPECFRONT_SHOTS ?? null;

const server = builtAppPerFile(SPEC, 'related');
const chromium = browserPerTest();

beforeAll(() => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/** A weekday two to eight days ahead at noon, as a datetime-local input takes it (inside the opening hours). */
function noonSoon(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T12:00`;
}

/** Registers an owner as the receptionist and returns the owner page's address. */
async function registerOwner(page: Page, first: string, last: string): Promise<string> {
  await openScreen(page, server.url, '/owners/new');
  const form = page.locator('main form');
  await form.getByLabel(/^First name/).fill(first);
  await form.getByLabel(/^Last name/).fill(last);
  await form.getByLabel(/^City/).fill('Bristol');
  await form.getByLabel(/^Telephone/).fill('0117496000');
  await form.getByRole('button', { name: 'Create' }).click();
  await page.locator('main h1', { hasText: /^Owner$/ }).waitFor();
  await page.getByText(`${first} ${last}`, { exact: true }).waitFor();
  return new URL(page.url()).hash;
}

/** Adds a pet from the owner's page ("Add pet"), checking the owner is pre-filled and locked. */
async function addPet(page: Page, owner: string, name: string): Promise<void> {
  await page.getByRole('region', { name: /^Pets/ }).getByRole('link', { name: 'Add pet' }).click();
  await page.locator('main h1', { hasText: 'Add a pet' }).waitFor();
  const form = page.locator('main form');
  const ownerField = form.getByLabel(/^Owner/);
  await poll(() => ownerField.inputValue()).toBe(owner);
  expect(await ownerField.getAttribute('readonly')).not.toBeNull();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Birth date/).fill('2020-04-01');
  await form.getByLabel(/^Species/).selectOption('dog');
  await shot(page, '2-add-pet-form');
  await form.getByRole('button', { name: 'Create' }).click();
  // Back on the owner's page, where the new pet is listed.
  await page.locator('main h1', { hasText: /^Owner$/ }).waitFor();
}

describe('related records in the running app', () => {
  it('adds a pet and a visit from the parent pages, lists them there, and keeps a filter in the address', async () => {
    const { page } = chromium;
    await page.goto(server.url);
    // The manager adds a vet (with no specialty yet) for the visit.
    await actAs(page, 'manager');
    await openScreen(page, server.url, '/vets/new');
    const vetForm = page.locator('main form');
    await vetForm.getByLabel(/^First name/).fill('Nia');
    await vetForm.getByLabel(/^Last name/).fill('Okafor');
    await vetForm.getByLabel(/^Email/).fill('nia@greenfield.example');
    await vetForm.getByRole('button', { name: 'Create' }).click();
    await page.locator('main h1', { hasText: /^Vet$/ }).waitFor();

    await actAs(page, 'receptionist');
    const ownerHash = await registerOwner(page, 'Ada', 'Quinn');
    await shot(page, '1-owner-page-empty');
    await addPet(page, 'Ada Quinn', 'Rex');
    const pets = page.getByRole('region', { name: /^Pets/ });
    await pets.getByRole('link', { name: 'Rex', exact: true }).waitFor();
    // The pets list on the owner's page leaves out the owner column.
    expect(await pets.getByRole('columnheader', { name: 'Owner' }).count()).toBe(0);
    await shot(page, '3-owner-page-with-pet');

    // The pet's page, then a visit added from it.
    await pets.getByRole('link', { name: 'Rex', exact: true }).click();
    await page.locator('main h1', { hasText: /^Pet$/ }).waitFor();
    const visits = page.getByRole('region', { name: /^Visits/ });
    await visits.getByText('No visits yet.').waitFor();
    await visits.getByRole('link', { name: 'Add visit' }).click();
    await page.locator('main h1', { hasText: 'Book a visit' }).waitFor();
    const form = page.locator('main form');
    await form.getByLabel(/^Vet/).selectOption({ label: 'Nia Okafor' });
    await form.getByLabel(/^Starts at/).fill(noonSoon());
    await form.getByLabel(/^Minutes/).selectOption('30');
    await form.getByLabel(/^Reason/).fill('Limping since Sunday');
    await shot(page, '4-book-visit-form');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.locator('main h1', { hasText: /^Pet$/ }).waitFor();
    await poll(() =>
      page
        .getByRole('region', { name: /^Visits/ })
        .getByRole('row')
        .count(),
    ).toBe(2);
    await page
      .getByRole('region', { name: /^Visits/ })
      .getByText('Nia Okafor')
      .waitFor();
    await shot(page, '5-pet-page-with-visit');

    // The pet's visits screen lists that pet's visits only, and says whose they are.
    const petHash = new URL(page.url()).hash;
    await openScreen(page, server.url, `${petHash.slice(1)}/visits`);
    await page.locator('main').getByRole('link', { name: 'Rex' }).first().waitFor();
    await poll(() => page.getByRole('table', { name: 'Visits of a pet' }).getByRole('row').count()).toBe(2);

    // A second owner; the owners list filtered from its address, after a reload, and by typing.
    await registerOwner(page, 'Ben', 'Ross');
    await openScreen(page, server.url, '/owners?lastName=Qu');
    await page.reload();
    const owners = page.getByRole('table', { name: 'Owners' });
    await poll(() => owners.getByRole('row').count()).toBe(2);
    await owners.getByRole('link', { name: 'Ada' }).waitFor();
    expect(await page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Qu');
    await shot(page, '6-owners-filtered-from-the-address');
    await page.getByLabel('Last name', { exact: true }).fill('Ro');
    await poll(() => new URL(page.url()).hash).toBe('#/owners?lastName=Ro');
    await owners.getByRole('link', { name: 'Ben' }).waitFor();
    // Back returns to the filter before, the list with it.
    await page.goBack();
    await poll(() => page.getByLabel('Last name', { exact: true }).inputValue()).toBe('Qu');
    await owners.getByRole('link', { name: 'Ada' }).waitFor();

    // Every screen of the flow is clean for axe.
    await page.goto(`${server.url}${ownerHash}`);
    await page.getByRole('region', { name: /^Pets/ }).getByRole('link', { name: 'Rex' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens at / on a start that lists the menu’s screens, since this spec has no screen at /', async () => {
    const { page } = chromium;
    await page.goto(server.url);
    const start = page.getByRole('heading', { level: 1 });
    await start.waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    const links = page.locator('main .rt-start-list a');
    await links.first().waitFor();
    expect(await links.allTextContents()).toContain('Owners');
    await page.screenshot({ path: 'test-results/app-start-without-root.png' });
    await links.filter({ hasText: 'Owners' }).first().click();
    await page.waitForURL(/#\/owners$/);
  });

  it("refuses to delete an owner who still has pets, in the catalogue's words", async () => {
    const { page } = chromium;
    await page.goto(server.url);
    await actAs(page, 'receptionist');
    const ownerHash = await registerOwner(page, 'Cleo', 'Marsh');
    await addPet(page, 'Cleo Marsh', 'Pip');
    await page.getByRole('region', { name: /^Pets/ }).getByRole('link', { name: 'Pip' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('This owner was not deleted').waitFor();
    await page.getByText('This owner still has pets on file. Remove the pets first.').waitFor();
    await shot(page, '7-delete-refused');
    // The owner and the pet are still there.
    await page.reload();
    await page.getByRole('region', { name: /^Pets/ }).getByRole('link', { name: 'Pip' }).waitFor();
    expect(new URL(page.url()).hash).toBe(ownerHash);
  });

  it("chooses a vet's specialties in a searchable multi-select and shows them by name", async () => {
    const { page } = chromium;
    await page.goto(server.url);
    await actAs(page, 'manager');
    for (const name of ['Surgery', 'Dentistry', 'Radiology']) {
      await openScreen(page, server.url, '/specialties/new');
      await page.locator('main form').getByLabel(/^Name/).fill(name);
      await page.locator('main form').getByRole('button', { name: 'Create' }).click();
      await page.getByText('Specialty created.').first().waitFor();
      // The form goes back to the list after a create: wait for it, so the next address is not overtaken by it.
      await page.getByRole('heading', { name: 'Specialties', exact: true }).waitFor();
    }
    await openScreen(page, server.url, '/vets/new');
    const form = page.locator('main form');
    await form.getByLabel(/^First name/).fill('Nia');
    await form.getByLabel(/^Last name/).fill('Okafor');
    await form.getByLabel(/^Email/).fill('nia@greenfield.example');
    const search = form.getByRole('searchbox', { name: 'Specialties' });
    const choices = form.getByRole('group', { name: 'Choose specialties' });
    await choices.getByRole('checkbox', { name: 'Radiology' }).waitFor();
    // The search narrows the choices; each is a named checkbox (no id: no two share a name).
    await search.fill('rg');
    await poll(() => choices.getByRole('checkbox').count()).toBe(1);
    await choices.getByRole('checkbox', { name: 'Surgery', exact: true }).check();
    await search.fill('');
    await choices.getByRole('checkbox', { name: 'Dentistry', exact: true }).check();
    const chosen = form.getByRole('list', { name: 'Chosen specialties' });
    await poll(() => chosen.locator('.rt-chip > span').allInnerTexts()).toEqual(['Surgery', 'Dentistry']);
    await chosen.getByRole('button', { name: 'Remove Dentistry' }).click();
    await choices.getByRole('checkbox', { name: 'Radiology', exact: true }).check();
    await shot(page, '8-vet-form-specialties');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.locator('main h1', { hasText: /^Vet$/ }).waitFor();
    const field = page.locator('main .rt-field-row').filter({ hasText: /^Specialties/ });
    await poll(() => field.locator('dd').innerText()).toBe('Surgery, Radiology');
  });
});
