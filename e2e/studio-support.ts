import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { STUDIO_CSP } from '../src/studio/studio-csp';
import { sharedByRun } from './shared-env';
import { startStaticServer, type StaticServer } from './static-server';

// What the studio's browser tests share: reading the editor and the studio's IndexedDB, opening it fresh,
// and finding a line with the editor's own search.

/** The editor's text as drawn (CodeMirror draws only the lines in view). */
export const editorText = (p: Page) => p.locator('.cm-content').evaluate((el) => (el as HTMLElement).innerText);

/** The end of the editor's text (CodeMirror renders only the lines in view, so go to the end first). */
export async function docEnd(p: Page): Promise<string> {
  await p.locator('.cm-content').focus();
  await p.keyboard.press('Control+End');
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return editorText(p);
}

/** The texts of the specs kept in IndexedDB (what the studio saved). */
export const storedTexts = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('specfront-studio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('specs').objectStore('specs').getAll();
          all.onsuccess = () => resolve((all.result as { text: string }[]).map((s) => s.text));
        };
      }),
  );

/** The header's save state ("Saved", "Editing…", …). */
export const saveState = (p: Page) => p.getByTestId('save-state').textContent();

/** Opens the studio at `url` on a fresh context, closes the welcome, waits for the editor and the checker (the outline's chips). */
export async function openPastWelcome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.cm-content').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Close the welcome' }).click();
  await page.locator('.outline-chip').first().waitFor({ timeout: 60_000 });
}

/** Selects the first match of `text` with the editor's search (Ctrl+F, Enter, Escape): the cursor ends on that line. */
export async function findInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+f');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** What builtStudioPerFile gives a test file once its tests run. */
export interface BuiltStudio {
  /** The file's own copy of the built studio (a test may change a file in it, as a new deploy would). */
  readonly dir: string;
  /** A static server of `dir` with the studio's CSP as a header, on 127.0.0.1 and a free port. */
  readonly server: StaticServer;
}

/**
 * The built studio (`vite build`) for a test file (call it at the top level of the file), served with its
 * strict CSP from beforeAll to afterAll. The build is made once per run by e2e/global-setup.ts and copied
 * into a folder of the file's own (a copy takes milliseconds, a build many seconds); without that setup the
 * file builds it itself (bench/studio-bench.ts's buildStudio, as before).
 */
export function builtStudioPerFile(name: string): BuiltStudio {
  let dir: string | null = null;
  let server: StaticServer | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `specfront-${name}-`));
    const shared = sharedByRun('studioDir');
    if (shared !== null) cpSync(shared, dir, { recursive: true });
    else await (await import('../bench/studio-bench')).buildStudio(dir);
    server = await startStaticServer(dir, { csp: STUDIO_CSP });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const must = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`builtStudioPerFile: no ${what} yet (called outside a test?)`);
    return value;
  };
  return {
    get dir() {
      return must(dir, 'folder');
    },
    get server() {
      return must(server, 'server');
    },
  };
}
