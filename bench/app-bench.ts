/**
 * Figures for the running app (issue 3), in real Chromium, on the built app of examples/clinic.spec.md
 * (`node bin/specfront.js build … --out <tmp>`, so `npm run build:lib` must have run; `npm run bench` does):
 * - the JavaScript the first screen loads (gzip) and all the build's JavaScript, beside react-admin's
 *   369.5 KB (from ../shared/design/measurements.md; react-admin is not built here);
 * - a list of 100,000 records: time from navigation to the rows shown, and from the list call's answer
 *   to the rows painted (goal < 300 ms); frames over 50 ms while scrolling it (goal none);
 * - the median in-browser call latency of a GET by id and a POST over the IndexedDB store (goal < 5 ms).
 * The page is opened with `?bench`, which installs `window.__specfrontBench` (src/runtime/app/bench-hook.ts):
 * it fills the app's own IndexedDB store directly (not through calls) and times `transport(request)`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { compileText, prepareExpressions, sampleRecords, type Actor, type AppModel } from '../src/core/index';
import type { BenchHook } from '../src/runtime/app/bench-hook';
import { launchBrowser } from '../e2e/browser';
import { startStaticServer } from '../e2e/static-server';
import { BUILT_APP_CSP } from '../src/cli/static-page';
import { median } from './median';

const ROOT = new URL('..', import.meta.url).pathname;
const SPEC = join(ROOT, 'examples', 'clinic.spec.md');
/** react-admin 5.15, one resource with guessers, built with Vite: ../shared/design/measurements.md. Not built here. */
const REACT_ADMIN_GZIP_KB = 369.5;
const LIST_ROWS = 100_000;
const LIST_ENTITY = 'Doctor';
const LIST_ROUTE = '/doctors';
const CALLS = 200;
const WARM_UP = 20;

/** What benchApp returns. */
export interface AppBenchFigures {
  readonly spec: string;
  readonly bytes: {
    /** gzip (level 9) of the scripts fetched until the first screen was hydrated and at rest. */
    readonly firstScreenJsGzipKB: number;
    readonly firstScreenScripts: number;
    /** Each first-screen script's gzip size in KB, by file name. */
    readonly firstScreenFiles: Readonly<Record<string, number>>;
    /** gzip (level 9) of every .js file the build wrote. */
    readonly allJsGzipKB: number;
    readonly allJsFiles: number;
    readonly reactAdminGzipKB: number;
    /** First screen as a share of react-admin's bytes (goal under one third). */
    readonly shareOfReactAdmin: number;
    readonly note: string;
  };
  readonly list: {
    readonly rows: number;
    /** Navigation start to the first rows of the 100,000-row list painted. */
    readonly navigationToShownMs: number;
    /** The list call's answer (the transport's Response) to the rows painted; goal < 300 ms. */
    readonly answerToPaintedMs: number;
    /** The list call itself in the in-browser backend (request to Response). */
    readonly listCallMs: number;
    readonly goalMs: number;
  };
  readonly scroll: {
    readonly frames: number;
    readonly framesOver50ms: number;
    readonly longestFrameMs: number;
    readonly pxPerFrame: number;
  };
  readonly calls: { readonly getByIdMedianMs: number; readonly postMedianMs: number; readonly samples: number; readonly goalMs: number };
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const ms = (value: number) => +value.toFixed(1);
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The call of `method path`, by the model's id. */
function callId(app: AppModel, method: string, path: string): string {
  const call = app.calls.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`clinic.spec.md has no call ${method} ${path}`);
  return call.id;
}

/**
 * Page script: records, once, when the 100,000-row table first shows rows, two frames after they are in
 * the DOM (so painted). A string, not a function: tsx would wrap a function's inner names in a helper
 * the page does not have.
 */
const WATCH_FOR_LIST = (rows: number) => `(() => {
  const observer = new MutationObserver(() => {
    const table = document.querySelector('[role=table]');
    if (!table || Number(table.getAttribute('aria-rowcount')) < ${rows + 1} || !table.querySelector('.rt-tbody [role=row]')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__benchShownAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-rowcount'] });
})();`;

async function hook(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __specfrontBench?: unknown }).__specfrontBench !== undefined);
}

/**
 * Builds the clinic app with the real CLI, serves it, and measures it in Chromium. Returns the figures;
 * prints nothing.
 */
export async function benchApp(): Promise<AppBenchFigures> {
  const app = compileText(readFileSync(SPEC, 'utf8')).app;
  await prepareExpressions(app); // sampleRecords below checks `matches` rules
  const out = mkdtempSync(join(tmpdir(), 'specfront-app-bench-'));
  const build = spawnSync(process.execPath, [join(ROOT, 'bin', 'specfront.js'), 'build', SPEC, '--out', out, '--test-hooks'], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`specfront build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await startStaticServer(out, { csp: BUILT_APP_CSP });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();

    // 1. The first screen's JavaScript: scripts fetched until the app has hydrated the prerendered first
    // screen and is at rest (its data shown), gzipped from the build.
    await page.goto(server.url);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('main .rt-skeleton').first().waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
        .map((e) => new URL(e.name).pathname),
    );
    const firstScreenFiles = Object.fromEntries(
      [...new Set(fetched)].map((path) => [path.replace(/^.*\//, ''), gzipSize(join(out, decodeURIComponent(path)))]),
    );
    const firstScreen = Object.values(firstScreenFiles).reduce((sum, n) => sum + n, 0);
    const jsFiles = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const allJs = jsFiles.reduce((sum, f) => sum + gzipSize(join(out, 'assets', f)), 0);

    // 2. 100,000 records of one entity, written into the app's own store in the page.
    await page.goto(`${server.url}?bench`);
    await hook(page);
    await page.getByLabel('Role', { exact: true }).selectOption('receptionist');
    await page.evaluate(([entity, count]) => (window as unknown as { __specfrontBench: BenchHook }).__specfrontBench.fill(entity, count), [
      LIST_ENTITY,
      LIST_ROWS,
    ] as const);

    // 3. Navigation to the list, and the list call's answer, to the rows painted.
    await page.goto('about:blank');
    await browser.context.addInitScript({ content: WATCH_FOR_LIST(LIST_ROWS) });
    await page.goto(`${server.url}?bench#${LIST_ROUTE}`);
    await page.waitForFunction(() => (window as unknown as { __benchShownAt?: number }).__benchShownAt !== undefined, null, {
      timeout: 60_000,
    });
    await hook(page);
    const listPath = app.calls.find((c) => c.id === app.entities.find((e) => e.name === LIST_ENTITY)?.calls.list)?.path ?? '';
    const list = await page.evaluate((path) => {
      const w = window as unknown as { __benchShownAt: number; __specfrontBench: BenchHook };
      const answer = w.__specfrontBench.responses.find((r) => r.method === 'GET' && new URL(r.url).pathname === path);
      return { shownAt: w.__benchShownAt, answer: answer ?? null };
    }, listPath);
    if (!list.answer) throw new Error(`The list call ${listPath} was not seen.`);

    // 4. Scrolling it: rAF timestamps while the table scrolls by a fixed step each frame, for 3 seconds.
    const pxPerFrame = 240;
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const scroller = document.querySelector('.rt-table-scroll');
      const stamps = [];
      const tick = (t) => {
        stamps.push(t);
        if (scroller) scroller.scrollTop += ${pxPerFrame};
        if (t - stamps[0] < 3000) requestAnimationFrame(tick);
        else resolve(stamps.slice(1).map((s, i) => s - stamps[i]));
      };
      requestAnimationFrame(tick);
    })`)) as number[];

    // 5. Call latency through the transport: GET by id and POST, as the receptionist, from a content
    // page (with the 100,000-row list on screen, each write would make it reload, and the timings
    // would measure that reload).
    await page.goto('about:blank');
    await page.goto(`${server.url}?bench#/visiting`);
    await hook(page);
    const actor: Actor = { role: 'receptionist', user: {} };
    const getInputs = Array.from({ length: CALLS }, (_, i) => ({
      params: { id: `${LIST_ENTITY.toLowerCase()}-bench-${1 + ((i * 7919) % LIST_ROWS)}` },
    }));
    const patient = sampleRecords(app, 1, 3).find((r) => r.entity === 'Patient')?.record ?? {};
    const postInputs = Array.from({ length: CALLS }, (_, i) => {
      const body: Record<string, unknown> = { ...patient, name: `Bench Patient ${i}`, email: `bench.patient.${i}@example.org` };
      delete body['id'];
      return { body };
    });
    const timed = (id: string, inputs: readonly { params?: Record<string, string>; body?: unknown }[]) =>
      page.evaluate(
        ([callIdOf, ins, who]) => (window as unknown as { __specfrontBench: BenchHook }).__specfrontBench.time(callIdOf, ins, who),
        [id, inputs, actor] as const,
      );
    const gets = await timed(callId(app, 'GET', '/api/doctors/:id'), getInputs);
    const posts = await timed(callId(app, 'POST', '/api/patients'), postInputs);
    const bad = [...gets.statuses, ...posts.statuses].filter((s) => s >= 300);
    if (bad.length > 0) throw new Error(`Timed calls failed with ${[...new Set(bad)].join(', ')}.`);

    return {
      spec: 'examples/clinic.spec.md',
      bytes: {
        firstScreenJsGzipKB: kb(firstScreen),
        firstScreenScripts: new Set(fetched).size,
        firstScreenFiles: Object.fromEntries(Object.entries(firstScreenFiles).map(([f, n]) => [f, kb(n)])),
        allJsGzipKB: kb(allJs),
        allJsFiles: jsFiles.length,
        reactAdminGzipKB: REACT_ADMIN_GZIP_KB,
        shareOfReactAdmin: +(kb(firstScreen) / REACT_ADMIN_GZIP_KB).toFixed(2),
        note: 'react-admin is not built here: its figure is from ../shared/design/measurements.md (Vite build, one resource).',
      },
      list: {
        rows: LIST_ROWS,
        navigationToShownMs: ms(list.shownAt),
        answerToPaintedMs: ms(list.shownAt - list.answer.answeredAt),
        listCallMs: ms(list.answer.answeredAt - list.answer.startedAt),
        goalMs: 300,
      },
      scroll: {
        frames: frames.length,
        framesOver50ms: frames.filter((f) => f > 50).length,
        longestFrameMs: ms(Math.max(...frames)),
        pxPerFrame,
      },
      calls: {
        getByIdMedianMs: +median(gets.ms.slice(WARM_UP)).toFixed(2),
        postMedianMs: +median(posts.ms.slice(WARM_UP)).toFixed(2),
        samples: CALLS - WARM_UP,
        goalMs: 5,
      },
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
