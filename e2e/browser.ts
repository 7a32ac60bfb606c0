import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
];

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
