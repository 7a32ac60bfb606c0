/**
 * The studio in Chromium: what it loads, how fast it becomes usable, and how fast typing shows.
 * `benchStudio()` builds the studio with Vite into a temporary folder, serves it (strict CSP, no
 * compression, no cache: a cold load every time), opens it in headless Chromium and returns:
 *
 * - `jsBeforeFirstPaintGzipKB`: the JavaScript the studio needs before its shell is painted — every
 *   script whose fetch started before the later of first-contentful-paint and the `specfront:shell`
 *   mark (the studio's first React commit), gzip -6 as a server would send it. Core, the editor and
 *   the diagrams load after it.
 * - `jsTotalGzipKB` (all the .js of the build) and `jsColdLoadGzipKB` (what a cold load fetched by the
 *   time the studio was interactive, the preview frame included).
 * - `firstContentfulPaintMs`, `shellMs`, and `timeToInteractiveMs`: on a cold load (fresh browser
 *   context, empty IndexedDB, no service worker), the start time of `specfront:editor-ready` — the
 *   editor exists, accepts typing and shows the check's first diagnostics (and the Gaps count).
 *   `previewReadyMs`: the preview frame rendered its first app.
 * - keystroke → diagnostics and keystroke → preview, median and max of the keystrokes typed into
 *   the title line (which changes the app, so every keystroke re-renders the preview), for the
 *   complete example (clinic.spec.md, the studio's starter; 25 keystrokes, as a median of 9 swung by a few
 *   ms with the machine's load) and for a generated 1 MB spec (5 keystrokes, loaded through the `?testhooks` hook). Measured by the studio's own User Timing entries (src/studio/latency.ts):
 *   from the keydown to the diagnostics applied / the preview frame's DOM updated, before paint.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchPlainBrowser } from '../e2e/browser';
import { startStaticServer } from '../e2e/static-server';
import { generateSpec } from './generate-spec';
import { median } from './median';

import { STUDIO_CSP } from '../src/studio/studio-csp';

/** The Content-Security-Policy the studio runs under (its pages carry it; the bench also serves it, as the CSP test does). */
export { STUDIO_CSP };

/** Keystroke latencies of one spec, in milliseconds. */
export interface KeystrokeFigures {
  readonly chars: number;
  readonly keystrokes: number;
  readonly diagnosticsMedianMs: number;
  readonly diagnosticsMaxMs: number;
  readonly previewMedianMs: number;
  readonly previewMaxMs: number;
}

/** What benchStudio returns. */
export interface StudioFigures {
  readonly jsBeforeFirstPaintGzipKB: number;
  readonly jsBeforeFirstPaintFiles: readonly string[];
  readonly jsTotalGzipKB: number;
  readonly jsColdLoadGzipKB: number;
  readonly firstContentfulPaintMs: number;
  readonly shellMs: number;
  readonly timeToInteractiveMs: number;
  readonly previewReadyMs: number;
  /** The welcome's chunk (it loads on a first open only, after the shell), gzip, and whether it was among the scripts before first paint. */
  readonly welcomeGzipKB: number;
  readonly welcomeBeforeFirstPaint: boolean;
  /** What clicking Help fetched (the dialog and the format reference, built from docs/spec-format.md), gzip, and its files. */
  readonly helpGzipKB: number;
  readonly helpFiles: readonly string[];
  readonly example: KeystrokeFigures;
  readonly oneMegabyte: KeystrokeFigures;
}

/**
 * Builds the studio (vite build, the project's config) into `outDir`: a production build, or with
 * `testHooks` one that also answers `?testhooks` (what this bench drives).
 */
export async function buildStudio(outDir: string, { testHooks = false }: { readonly testHooks?: boolean } = {}): Promise<void> {
  // Vite takes NODE_ENV over the mode: under vitest (NODE_ENV=test) it would build React's
  // development bundle and leave out the service worker. Build for production, whatever the caller.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The `?testhooks` hook the bench drives (src/studio/main.tsx) is only built in on request.
  const hooks = process.env.VITE_SPECFRONT_TEST_HOOKS;
  if (testHooks) process.env.VITE_SPECFRONT_TEST_HOOKS = '1';
  else delete process.env.VITE_SPECFRONT_TEST_HOOKS;
  try {
    await build({
      configFile: new URL('../vite.config.ts', import.meta.url).pathname,
      root: new URL('..', import.meta.url).pathname,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (hooks === undefined) delete process.env.VITE_SPECFRONT_TEST_HOOKS;
    else process.env.VITE_SPECFRONT_TEST_HOOKS = hooks;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
const gzipKB = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length / 1024;

function jsFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name), base) : e.name.endsWith('.js') ? [join(dir, e.name).slice(base.length)] : [],
  );
}

/** The measures of one edit, once both are in. */
async function measuresOf(page: Page, seq: number, timeoutMs: number): Promise<{ diagnostics: number; preview: number }> {
  const handle = await page.waitForFunction(
    (s) => {
      const [diagnostics, preview] = ['specfront:edit-to-diagnostics', 'specfront:edit-to-preview'].map(
        (name) => performance.getEntriesByName(name).find((m) => (m as PerformanceMeasure).detail?.seq === s)?.duration,
      );
      return diagnostics !== undefined && preview !== undefined ? { diagnostics, preview } : null;
    },
    seq,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as { diagnostics: number; preview: number };
}

const lastEditSeq = (page: Page) =>
  page.evaluate(() => {
    const marks = performance.getEntriesByName('specfront:edit');
    return ((marks.at(-1) as PerformanceMark | undefined)?.detail as { seq?: number } | undefined)?.seq ?? 0;
  });

/** Types `count` characters at the end of the first line, one at a time, each after the last one's preview is in. */
async function typeInTitle(page: Page, count: number, pauseMs: number, timeoutMs: number): Promise<KeystrokeFigures> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  const diagnostics: number[] = [];
  const preview: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = await lastEditSeq(page);
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction(
      (b) => (performance.getEntriesByName('specfront:edit').at(-1) as PerformanceMark | undefined)?.detail?.seq > b,
      before,
    );
    const m = await measuresOf(page, before + 1, timeoutMs);
    diagnostics.push(m.diagnostics);
    preview.push(m.preview);
    await page.waitForTimeout(pauseMs);
  }
  const chars = await page.evaluate(() => document.querySelector('.editor-toolbar .muted')?.textContent ?? '');
  return {
    chars: Number(/([\d,]+) chars/.exec(chars)?.[1]?.replace(/,/g, '') ?? NaN),
    keystrokes: count,
    diagnosticsMedianMs: round(median(diagnostics)),
    diagnosticsMaxMs: round(Math.max(...diagnostics)),
    previewMedianMs: round(median(preview)),
    previewMaxMs: round(Math.max(...preview)),
  };
}

/** Runs the studio bench (see the file comment). Takes about half a minute. */
export async function benchStudio(): Promise<StudioFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'specfront-studio-bench-'));
  await buildStudio(outDir, { testHooks: true });
  const server = await startStaticServer(outDir, { csp: STUDIO_CSP });
  const browser = await launchPlainBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.url}?testhooks`);
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('specfront:editor-ready').length > 0 &&
        performance.getEntriesByName('specfront:preview-ready').length > 0,
      null,
      { timeout: 30_000 },
    );
    // No helper functions inside page functions: tsx would wrap them in a `__name` the page lacks.
    const load = await page.evaluate(() => {
      const [fcp, shell, interactive, previewReady] = [
        'first-contentful-paint',
        'specfront:shell',
        'specfront:editor-ready',
        'specfront:preview-ready',
      ].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN) as [number, number, number, number];
      const paintedBy = Math.max(fcp, shell);
      const frame = document.querySelector('iframe')?.contentWindow?.performance;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
        .filter((r) => r.path.endsWith('.js'));
      const frameScripts = ((frame?.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[])
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.endsWith('.js'));
      return {
        fcp,
        shell,
        interactive,
        previewReady,
        beforePaint: scripts.filter((r) => r.start < paintedBy).map((r) => r.path),
        byInteractive: [...new Set([...scripts.filter((r) => r.start < interactive).map((r) => r.path), ...frameScripts])],
      };
    });
    const gz = (files: readonly string[]) => files.reduce((sum, f) => sum + gzipKB(readFileSync(join(outDir, f))), 0);

    // The on-demand chunks: the welcome (a first open shows it) and what the Help button fetches.
    const welcomeFiles = jsFiles(outDir).filter((f) => /\/Welcome-[^/]*\.js$/.test(f));
    const helpFrom = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: /^\W*Help$/ }).click();
    await page.getByRole('dialog').getByRole('heading').first().waitFor({ timeout: 10_000 });
    const helpFiles = await page.evaluate(
      (from) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.startTime >= from)
          .map((r) => new URL(r.name).pathname)
          .filter((p) => p.endsWith('.js')),
      helpFrom,
    );
    await page.keyboard.press('Escape');

    const example = await typeInTitle(page, 25, 120, 5_000);

    const big = generateSpec(1_000_000);
    await page.evaluate(async (text) => {
      const hook = (window as unknown as { specfrontStudio: { session: { create(n: string, t: string): Promise<void> } } }).specfrontStudio;
      await hook.session.create('One megabyte', text);
    }, big);
    await page.waitForFunction(
      (n) => (document.querySelector('.editor-toolbar .muted')?.textContent ?? '').includes(n),
      big.length.toLocaleString('en'),
      { timeout: 30_000 },
    );
    await page.waitForTimeout(1500);
    const oneMegabyte = await typeInTitle(page, 5, 800, 20_000);

    return {
      jsBeforeFirstPaintGzipKB: round(gz(load.beforePaint)),
      jsBeforeFirstPaintFiles: load.beforePaint,
      jsTotalGzipKB: round(gz(jsFiles(outDir))),
      jsColdLoadGzipKB: round(gz(load.byInteractive)),
      firstContentfulPaintMs: round(load.fcp),
      shellMs: round(load.shell),
      timeToInteractiveMs: round(load.interactive),
      previewReadyMs: round(load.previewReady),
      welcomeGzipKB: round(gz(welcomeFiles)),
      welcomeBeforeFirstPaint: welcomeFiles.some((f) => load.beforePaint.includes(f)),
      helpGzipKB: round(gz(helpFiles)),
      helpFiles,
      example,
      oneMegabyte,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Run on its own: `node --import tsx bench/studio-bench.ts`.
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchStudio(), null, 2));
