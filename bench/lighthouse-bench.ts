/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4× CPU slowdown,
 * performance only) on the built app of each spec in APP_SPECS, served gzipped from a small server on
 * 127.0.0.1 with the built app's CSP as a header. Three runs per spec; the figures are their medians.
 * Lighthouse runs as its own CLI (the `lighthouse` devDependency) against Debian's Chromium
 * (CHROME_PATH, else /usr/bin/chromium) with --headless --no-sandbox --disable-gpu.
 * Beside Lighthouse's figures it reports the JavaScript the page fetches before its first paint and
 * before it is hydrated, gzip level 9 of the built files (the goal: ≤ 123 KB before first paint).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { BUILT_APP_CSP } from '../src/cli/static-page';
import { chromiumPath, launchBrowser } from '../e2e/browser';
import { startStaticServer } from '../e2e/static-server';
import { median } from './median';

const ROOT = new URL('..', import.meta.url).pathname;
/** The specs whose built apps are measured: one of our own that needs full CEL and RE2, and the clinic example. */
const APP_SPECS = ['bench/fixtures/marina.spec.md', 'examples/clinic.spec.md'];
const RUNS = 3;

/** One Lighthouse run's figures. */
interface LighthouseRun {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** The largest contentful paint's element, as Lighthouse quotes it. */
  readonly lcpElement?: string;
}

/** What benchLighthouse returns per spec. */
export interface LighthouseFigures {
  readonly spec: string;
  readonly runs: readonly LighthouseRun[];
  readonly median: LighthouseRun;
  /** gzip -9 of the scripts fetched before the first contentful paint, by file. */
  readonly jsBeforeFirstPaintGzipKB: number;
  readonly jsBeforeFirstPaintFiles: Readonly<Record<string, number>>;
  /** gzip -9 of the scripts fetched until the first screen is hydrated and its data shown. */
  readonly jsUntilHydratedGzipKB: number;
  readonly jsUntilHydratedFiles: Readonly<Record<string, number>>;
  readonly goals: { readonly score: number; readonly jsBeforeFirstPaintKB: number; readonly tbtMs: number };
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

function runLighthouse(url: string, chrome: string): Promise<LighthouseRun> {
  const cli = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}:\n${err.slice(-2000)}`));
      try {
        const report = JSON.parse(out) as {
          categories: { performance: { score: number } };
          audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>;
          runtimeError?: { message: string };
        };
        if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
        const n = (id: string) => report.audits[id]?.numericValue ?? NaN;
        resolve({
          score: Math.round(report.categories.performance.score * 100),
          fcpMs: Math.round(n('first-contentful-paint')),
          lcpMs: Math.round(n('largest-contentful-paint')),
          tbtMs: Math.round(n('total-blocking-time')),
          cls: +n('cumulative-layout-shift').toFixed(3),
          speedIndexMs: Math.round(n('speed-index')),
          lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        });
      } catch (e) {
        reject(new Error(`lighthouse printed no report: ${String(e)}\n${err.slice(-2000)}`));
      }
    });
  });
}

/** Scripts the page fetched before its first contentful paint, and before it was hydrated (the `data-hydrated` mark). */
async function scriptsOf(
  url: string,
  out: string,
): Promise<{ beforePaint: Record<string, number>; untilHydrated: Record<string, number> }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.waitForSelector('#root[data-hydrated]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const hydrated = Number(document.getElementById('root')?.dataset.hydrated ?? performance.now());
      return performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(e.name))
        .map((e) => ({
          path: new URL(e.name).pathname,
          start: e.startTime,
          beforePaint: e.startTime <= fcp,
          beforeHydrated: e.startTime <= hydrated,
        }));
    });
    const gz = (path: string) => gzipSync(readFileSync(join(out, decodeURIComponent(path))), { level: 9 }).length;
    const pick = (f: (s: (typeof seen)[number]) => boolean) =>
      Object.fromEntries([...new Set(seen.filter(f).map((s) => s.path))].map((p) => [p.replace(/^.*\//, ''), gz(p)]));
    return { beforePaint: pick((s) => s.beforePaint), untilHydrated: pick((s) => s.beforeHydrated) };
  } finally {
    await browser.close();
  }
}

const sum = (files: Record<string, number>) => Object.values(files).reduce((a, b) => a + b, 0);
const inKB = (files: Record<string, number>) => Object.fromEntries(Object.entries(files).map(([f, n]) => [f, kb(n)]));

/** Builds each spec's app with the real CLI, serves it gzipped, and runs Lighthouse three times on it. */
export async function benchLighthouse(log: (line: string) => void = () => undefined): Promise<LighthouseFigures[]> {
  const chrome = process.env.CHROME_PATH ?? chromiumPath();
  if (!chrome) throw new Error("No Chromium: set CHROME_PATH or install Debian's chromium (/usr/bin/chromium).");
  const figures: LighthouseFigures[] = [];
  for (const spec of APP_SPECS) {
    const out = mkdtempSync(join(tmpdir(), 'specfront-lighthouse-'));
    try {
      const build = spawnSync(process.execPath, [join(ROOT, 'bin', 'specfront.js'), 'build', join(ROOT, spec), '--out', out], {
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`specfront build ${spec} failed:\n${build.stdout}\n${build.stderr}`);
      const server = await startStaticServer(out, { csp: BUILT_APP_CSP, gzip: true });
      try {
        const scripts = await scriptsOf(server.url, out);
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await runLighthouse(server.url, chrome);
          log(
            `  lighthouse ${spec} run ${i + 1}: score ${run.score}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms (${run.lcpElement}), TBT ${run.tbtMs} ms, CLS ${run.cls}`,
          );
          runs.push(run);
        }
        const med = (f: (r: LighthouseRun) => number) => median(runs.map(f));
        figures.push({
          spec,
          runs,
          median: {
            score: med((r) => r.score),
            fcpMs: med((r) => r.fcpMs),
            lcpMs: med((r) => r.lcpMs),
            tbtMs: med((r) => r.tbtMs),
            cls: med((r) => r.cls),
            speedIndexMs: med((r) => r.speedIndexMs),
          },
          jsBeforeFirstPaintGzipKB: kb(sum(scripts.beforePaint)),
          jsBeforeFirstPaintFiles: inKB(scripts.beforePaint),
          jsUntilHydratedGzipKB: kb(sum(scripts.untilHydrated)),
          jsUntilHydratedFiles: inKB(scripts.untilHydrated),
          goals: { score: 98, jsBeforeFirstPaintKB: 123, tbtMs: 100 },
        });
      } finally {
        await server.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  return figures;
}
