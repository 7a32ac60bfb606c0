/**
 * Chromium for the browser tests (and the benches), driven by playwright-core.
 *
 * ## Each test starts from its own state
 * A browser test must not depend on what an earlier test left behind: on a busy machine one slow or
 * failed test would otherwise cascade into the next (they used to share one page and its stored specs).
 * The pattern, for every new e2e file:
 *
 * ```ts
 * const chromium = browserPerTest();            // at the top level of the file (it registers the hooks)
 * it('…', async () => {
 *   const { page } = chromium;                  // a fresh context (IndexedDB, localStorage, service
 *   await page.goto(server.url);                // workers, cookies all empty) and a page, for this test
 *   const other = await chromium.newPage();     // a second tab of the same context
 *   const stranger = await chromium.newContext(); // another browser profile, also closed after the test
 * });
 * ```
 *
 * - ONE Chromium process per file (launched in beforeAll, closed in afterAll): starting Chromium is the
 *   slow part, a context costs a few milliseconds.
 * - beforeEach makes a new context and page; afterEach closes every context the test made. A test that
 *   needs data creates it itself (a helper shared by the tests, not an earlier test's leftovers).
 * - Uncaught page errors (and, with `consoleErrors`, console errors) of the test's pages fail that test
 *   in afterEach; `chromium.errors` holds them meanwhile.
 * - Waits are generous (the machine may be loaded): Playwright's actions and waits time out after
 *   ACTION_TIMEOUT_MS, and vitest.e2e.config.ts gives `expect.poll` the same. Never assert that something
 *   did NOT happen after a fixed sleep: wait for the event that would have come first, or read a counter.
 *
 * The older helpers (launchBrowser, launchPlainBrowser) stay for the benches and for files not yet
 * moved to this pattern.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** Flags for headless Chromium on this machine: no sandbox as root, no GPU, no network chatter. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A loaded machine must not slow the tests' pages down further: no throttling of hidden pages' timers.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** How long a Playwright action or wait may take before it fails (generous: the machine may be busy). */
export const ACTION_TIMEOUT_MS = 30_000;

/** The Chromium to drive: SPECFRONT_CHROMIUM, else Debian's, else Playwright's own install. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.SPECFRONT_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** A browser with a fresh user-data dir; `close` stops it and removes the dir. */
export interface TestBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium in a fresh persistent context (a new, empty user-data dir). */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'specfront-chromium-'));
  const executablePath = chromiumPath();
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...(executablePath ? { executablePath } : {}),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Launches a plain (non-persistent) browser, for tests that want several contexts. */
export async function launchPlainBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), headless: true, args: CHROMIUM_ARGS });
}

/** Options of browserPerTest. */
export interface PerTestOptions {
  /** Options of every context (default: a 1280×800 viewport). */
  readonly context?: BrowserContextOptions;
  /** Runs on each new context before its first page opens (init scripts, bindings, routes). */
  readonly setup?: (context: BrowserContext) => Promise<unknown>;
  /** Console messages of type "error" fail the test too (default: uncaught page errors only). */
  readonly consoleErrors?: boolean;
  /** Console errors matching this are expected (a test that provokes them) and not counted. */
  readonly ignoreConsole?: RegExp;
}

/** What browserPerTest gives a test file: the shared browser, and this test's own context and page. */
export interface PerTestBrowser {
  /** The file's one Chromium process. */
  readonly browser: Browser;
  /** This test's fresh context (empty storage). */
  readonly context: BrowserContext;
  /** This test's first page, in `context`. */
  readonly page: Page;
  /** Uncaught errors (and console errors, when asked) of this test's pages so far. */
  readonly errors: string[];
  /** Another page (tab) of this test's context, watched like the first. */
  newPage(): Promise<Page>;
  /** Another fresh context (another browser profile) for this test, closed after it. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Removes and returns the errors so far that match `pattern` (an error the test provokes on purpose). */
  takeErrors(pattern: RegExp): string[];
}

/**
 * Registers the hooks of the per-test pattern (see the top of this file) and returns their handle.
 * Call it once, at the top level of a test file or of a describe block.
 */
export function browserPerTest(options: PerTestOptions = {}): PerTestBrowser {
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const contextOptions: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, ...options.context };

  const watch = (p: Page) => {
    p.setDefaultTimeout(ACTION_TIMEOUT_MS);
    p.on('pageerror', (e) => errors.push(`page error: ${String(e)}`));
    if (options.consoleErrors) {
      p.on('console', (m) => {
        if (m.type() === 'error' && !(options.ignoreConsole?.test(m.text()) ?? false)) errors.push(`console error: ${m.text()}`);
      });
    }
  };
  const open = async (opts: BrowserContextOptions): Promise<BrowserContext> => {
    if (!browser) throw new Error('browserPerTest: the browser is not running (called outside a test?)');
    const made = await browser.newContext(opts);
    made.setDefaultTimeout(ACTION_TIMEOUT_MS);
    made.on('page', watch);
    contexts.push(made);
    if (options.setup) await options.setup(made);
    return made;
  };

  beforeAll(async () => {
    browser = await launchPlainBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    browser = null;
  });
  beforeEach(async () => {
    errors.length = 0;
    contexts = [];
    context = await open(contextOptions);
    page = await context.newPage();
  });
  afterEach(async () => {
    const made = contexts;
    contexts = [];
    context = null;
    page = null;
    await Promise.all(made.map((c) => c.close().catch(() => undefined)));
    expect(errors, 'errors in the pages of this test').toEqual([]);
  });

  const must = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`browserPerTest: no ${what} outside a test`);
    return value;
  };
  return {
    get browser() {
      return must(browser, 'browser');
    },
    get context() {
      return must(context, 'context');
    },
    get page() {
      return must(page, 'page');
    },
    errors,
    newPage: () => must(context, 'context').newPage(),
    newContext: (opts) => open({ ...contextOptions, ...opts }),
    takeErrors: (pattern) => {
      const taken = errors.filter((e) => pattern.test(e));
      const kept = errors.filter((e) => !pattern.test(e));
      errors.length = 0;
      errors.push(...kept);
      return taken;
    },
  };
}
