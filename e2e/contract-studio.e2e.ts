import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerTest } from './browser';
import { builtStudioPerFile } from './studio-support';

/**
 * The studio's contract features in the BUILT studio (strict CSP): the Contract tab (the OpenAPI document,
 * each operation a link to its line), exports downloaded from Files, and importing OpenAPI by pasting.
 * The exporter is not part of the first paint: its chunks load only when asked for.
 */
const SHOTS = 'test-results';
const PETSTORE = readFileSync(join(import.meta.dirname, '..', 'test-fixtures', 'openapi', 'petstore', 'openapi.yaml'), 'utf8');
const studio = builtStudioPerFile('contract');

// No File System Access API: saving falls back to a download link, which the test can catch.
const chromium = browserPerTest({
  consoleErrors: true,
  setup: (context) => context.addInitScript({ content: 'delete window.showSaveFilePicker; delete window.showOpenFilePicker;' }),
});

/** Opens the studio (fresh: the clinic example) and records every script it loads. */
async function openStudio(): Promise<{ page: Page; scripts: string[] }> {
  const { page } = chromium;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(studio.server.url);
  await page.locator('.cm-content').waitFor();
  await page.frameLocator('iframe.preview-frame').locator('[data-spec-line]').first().waitFor();
  return { page, scripts };
}

describe('the contract in the studio', () => {
  it('shows the OpenAPI document in the Contract tab, loaded only then, each operation going to its line', async () => {
    const { page, scripts } = await openStudio();
    expect(scripts.filter((s) => /contract/i.test(s))).toEqual([]);
    await page.getByRole('tab', { name: 'Contract' }).click();
    const ops = page.locator('.contract-op');
    await expect.poll(() => ops.count()).toBe(15);
    expect(scripts.some((s) => /contract/i.test(s))).toBe(true);
    // The version plain, as the CLI writes it (one writer for both).
    await expect.poll(() => page.locator('.contract-doc').textContent()).toMatch(/openapi: 3\.1\.0(?!")/);
    const cancel = ops.filter({ hasText: '/api/appointments/{id}/cancel' });
    await cancel.click();
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toContain('/api/appointments/:id/cancel');
    await page.screenshot({ path: `${SHOTS}/studio-contract.png` });
  });

  it('downloads the OpenAPI, JSON Schema and TypeScript exports from Files', async () => {
    const { page } = await openStudio();
    await page.getByRole('tab', { name: 'Files' }).click();
    const expectations: [string, RegExp, RegExp][] = [
      ['OpenAPI 3.1 (.yaml)', /\.openapi\.yaml$/, /^openapi: 3\.1\.0\n/],
      ['OpenAPI 3.1 (.json)', /\.openapi\.json$/, /^\{\n {2}"openapi": "3\.1\.0"/],
      ['JSON Schema', /\.schema\.json$/, /"\$schema": "https:\/\/json-schema\.org\/draft\/2020-12\/schema"/],
      ['TypeScript', /\.ts$/, /export interface Appointment \{/],
    ];
    for (const [button, name, content] of expectations) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(name);
      const path = await download.path();
      expect(readFileSync(path, 'utf8')).toMatch(content);
    }
  });

  it('imports a pasted OpenAPI document as a new spec, and names a bad one', async () => {
    const { page } = await openStudio();
    await page.getByRole('tab', { name: 'Files' }).click();
    await page.locator('#openapi-paste').fill('swagger: "2.0"\ninfo: {}\n');
    await page.getByRole('button', { name: 'Import the pasted document' }).click();
    await expect.poll(() => page.locator('.files-message').textContent()).toContain('Swagger 2.0');
    await page.locator('#openapi-paste').fill(PETSTORE);
    await page.getByRole('button', { name: 'Import the pasted document' }).click();
    await expect
      .poll(() => page.locator('.files-message').textContent())
      .toMatch(/Imported the pasted document \(OpenAPI 3\.0\.4\) as a new spec; \d+ parts are not carried, listed at its end/);
    await expect.poll(() => page.locator('.spec-name input').inputValue()).toBe('Swagger Petstore - OpenAPI 3.0');
    await expect.poll(() => page.locator('.cm-content').textContent()).toContain('# Specification: Swagger Petstore - OpenAPI 3.0');
    await page.screenshot({ path: `${SHOTS}/studio-import-openapi.png` });
  });
});
