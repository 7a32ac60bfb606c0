import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { CliIo } from '../src/cli/cli-io';
import { runCli } from '../src/cli/run-cli';
import { builtAppCsp } from '../src/cli/static-page';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { browserPerTest } from './browser';
import { sharedByRun } from './shared-env';
import { startStaticServer, type StaticServer } from './static-server';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..');

/** The loopback servers the tests' apps may call (json-server, Prism), on any port: `specfront build --server`. */
export const TEST_SERVERS = 'http://127.0.0.1:*';

/**
 * The policy the test server sends as a header, on top of the page's own meta tag: the built app's, with the
 * tests' loopback servers allowed (a page built without `--server` still refuses them by its meta tag).
 */
export const CSP_HEADER = builtAppCsp([TEST_SERVERS]);

/** Runs `node scripts/build-lib.mjs FLAG` (not as `npm exec`, whose npm_command makes build-lib keep any dist/ it finds). */
function buildLib(flag: '--app-only' | '--no-types', what: string): void {
  const env = { ...process.env, npm_command: '' };
  const run = spawnSync(process.execPath, ['scripts/build-lib.mjs', flag], { cwd: ROOT, encoding: 'utf8', env });
  if (run.status !== 0) throw new Error(`${what} did not build:\n${run.stdout}\n${run.stderr}`);
}

/**
 * Builds dist/app-runtime from the current sources (Vite, a few seconds), so the tests never run a stale
 * runtime. Under vitest.e2e.config.ts, e2e/global-setup.ts has built it once for the whole run: nothing to do
 * (and no worker rebuilds it while another's tests read it).
 */
export function buildAppRuntime(): void {
  if (sharedByRun('built') !== null) return;
  buildLib('--app-only', 'The app runtime');
}

/**
 * Builds dist/cli.js and dist/index.js (what bin/specfront.js runs) and dist/app-runtime from the current
 * sources; nothing to do when e2e/global-setup.ts has built them for the run.
 */
export function buildCliAndAppRuntime(): void {
  if (sharedByRun('built') !== null) return;
  buildLib('--no-types', 'The CLI');
  buildLib('--app-only', 'The app runtime');
}

/** Runs `specfront ARGS` in process on the real file system: its exit code and everything it wrote. */
export async function runSpecfront(args: readonly string[]): Promise<{ code: number; output: string }> {
  let output = '';
  const io: CliIo = {
    stdout: (t) => void (output += t),
    stderr: (t) => void (output += t),
    readStdin: () => Promise.reject(new Error('no stdin')),
    readFile: (path) => Promise.resolve(new Uint8Array(readFileSync(path))),
    writeFile: (path, text) => Promise.resolve(writeFileSync(path, text)),
    isTTY: false,
    env: {},
  };
  const code = await runCli(args, io);
  return { code, output };
}

/** Runs `specfront build SPEC --out DIR` in process; throws with the output when it fails. */
export async function buildApp(spec: string, out: string, extra: readonly string[] = []): Promise<void> {
  const run = await runSpecfront(['build', spec, '--out', out, ...extra]);
  if (run.code !== 0) throw new Error(`specfront build ${spec} exited ${run.code}:\n${run.output}`);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a watched page collected: CSP violations and uncaught errors. */
export interface PageProblems {
  readonly csp: string[];
  readonly errors: string[];
}

/**
 * Watches a context's pages for CSP violations (a `securitypolicyviolation` listener added by an init
 * script, plus Chromium's console report) and for uncaught page errors.
 */
export async function watchContext(context: BrowserContext): Promise<PageProblems> {
  const problems: PageProblems = { csp: [], errors: [] };
  await context.exposeBinding('__specfrontCsp', (_source, text: string) => void problems.csp.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __specfrontCsp(t: string): Promise<void> }).__specfrontCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.csp.push(message.text());
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

/**
 * Runs axe-core on the page at rest (pointer moved away, transitions done) and returns its serious and critical violations, one line each.
 * axe is evaluated through the DevTools protocol (page.evaluate), which the page's CSP does not govern:
 * the app is scanned under the very policy it ships with, and the scan itself can cause no violation
 * (an injected <script> tag would be refused by `script-src 'self'`).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Scan the resting state: no pointer hovering the button just clicked, CSS transitions finished.
  await page.mouse.move(0, 0);
  // Wait for the transitions the move started (hover colours) to end: no fixed sleep, the events themselves.
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const run = await axe.run(document, { resultTypes: ['violations'] });
    return run.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3),
    }));
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}

/**
 * Waits until the app is mounted: in a built app, index.html carries a prerendered first screen before
 * any script has run, and what is done to it before hydration is lost (the dev app has no such page).
 */
export async function appMounted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById('specfront-app') === null || document.getElementById('root')?.hasAttribute('data-hydrated'),
  );
}

/** Opens the Settings dialog and runs the "Sample data" tool, then closes the dialog. */
export async function fillSampleData(page: Page): Promise<void> {
  await appMounted(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sample data' }).click();
  await page.getByText(/Added \d+ sample records\./).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Chooses a role in the role switcher. */
export async function actAs(page: Page, role: string, user: Readonly<Record<string, string>> = {}): Promise<void> {
  await appMounted(page);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  for (const [label, value] of Object.entries(user)) await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Goes to a hash address of the app and waits for its main heading, and, in a built app (whose
 * index.html carries a prerendered heading before any script ran), for the app to be mounted.
 */
export async function openScreen(page: Page, base: string, hash: string): Promise<void> {
  await page.goto(`${base}#${hash}`);
  await page.locator('main h1').first().waitFor();
  await appMounted(page);
}

/**
 * Builds a spec's app once for a test file and serves it with the CSP on 127.0.0.1 (a free port), from
 * beforeAll to afterAll; `url` is the server's address once the file's tests run.
 */
export function builtAppPerFile(spec: string, name: string): { readonly url: string } {
  const out = mkdtempSync(join(tmpdir(), `specfront-${name}-`));
  let server: StaticServer | null = null;
  beforeAll(async () => {
    buildAppRuntime();
    await buildApp(spec, out);
    server = await startStaticServer(out, { csp: CSP_HEADER });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error('builtAppPerFile: the app is not served yet (called outside a test?)');
      return server.url;
    },
  };
}

/**
 * browserPerTest (call it at the top level of a test file) whose every context is watched for CSP
 * violations and uncaught page errors (`watchContext`); after each test both must be empty. `watched()`
 * gives the current test's records (a test that provokes a violation on purpose empties its own).
 */
export function watchedBrowserPerTest(): { chromium: ReturnType<typeof browserPerTest>; watched: () => readonly PageProblems[] } {
  let problems: PageProblems[] = [];
  const chromium = browserPerTest({
    setup: async (context) => {
      problems.push(await watchContext(context));
    },
  });
  afterEach(() => {
    const all = problems;
    problems = [];
    for (const p of all) {
      expect(p.csp, 'CSP violations').toEqual([]);
      expect(p.errors, 'uncaught page errors').toEqual([]);
    }
  });
  return { chromium, watched: () => problems };
}
