/**
 * Figures for related records (issue 9), in real Chromium, on the built app of examples/vet-practice.spec.md
 * (`node bin/specfront.js build …`, so `npm run build:lib` must have run; `npm run bench` does):
 * - a filtered list call over 100,000 owners (`GET /api/owners?lastName=…`, "starts with"), through the
 *   app's transport and the in-browser backend over its IndexedDB store (goal: report it; an index per
 *   reference field if it exceeds 500 ms);
 * - a nested list call of the 10,000 pets of one owner among 100,000 pets (`GET /api/owners/:ownerId/pets`);
 * - the nested list screen `/owners/:id/pets` of those 10,000 pets: from the call's answer to the rows
 *   painted (goal < 300 ms), when the running app shows it.
 * Records are written straight into the app's store by the `?bench` hook (src/runtime/app/bench-hook.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { compileText, prepareExpressions, sampleRecords, type Actor } from '../src/core/index';
import type { BenchHook, BenchInput } from '../src/runtime/app/bench-hook';
import { launchBrowser } from '../e2e/browser';
import { startStaticServer } from '../e2e/static-server';
import { BUILT_APP_CSP } from '../src/cli/static-page';
import { median } from './median';

const ROOT = new URL('..', import.meta.url).pathname;
const SPEC = join(ROOT, 'examples', 'vet-practice.spec.md');
const RECORDS = 100_000;
const CHILDREN_EVERY = 10; // every 10th pet belongs to one owner: 10,000 of 100,000
const PARENT_ID = 'owner-bench-1';
const RUNS = 7;

/** What benchRelations returns. */
export interface RelationsBenchFigures {
  readonly spec: string;
  readonly filtered: {
    readonly records: number;
    readonly query: string;
    readonly matched: number;
    readonly medianMs: number;
    readonly runs: number;
    readonly goalMs: number;
  };
  readonly nested: { readonly records: number; readonly children: number; readonly medianMs: number; readonly runs: number };
  readonly nestedScreen:
    | { readonly shown: true; readonly rows: number; readonly answerToPaintedMs: number; readonly goalMs: number }
    | { readonly shown: false; readonly note: string };
}

const ms = (value: number) => +value.toFixed(1);

async function hook(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __specfrontBench?: unknown }).__specfrontBench !== undefined);
}

/** Page script: records when a table with at least `rows` data rows is painted (two frames after it is in the DOM). */
const WATCH_FOR_LIST = (rows: number) => `(() => {
  const observer = new MutationObserver(() => {
    const table = document.querySelector('[role=table]');
    if (!table || Number(table.getAttribute('aria-rowcount')) < ${rows + 1} || !table.querySelector('.rt-tbody [role=row]')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__benchShownAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-rowcount'] });
})();`;

/** Builds the vet practice app with the real CLI, serves it, and measures related records in Chromium. */
export async function benchRelations(): Promise<RelationsBenchFigures> {
  const app = compileText(readFileSync(SPEC, 'utf8')).app;
  await prepareExpressions(app);
  const owners = sampleRecords(app, 20, 7)
    .filter((r) => r.entity === 'Owner')
    .map((r) => r.record);
  const lastName = String(owners[0]?.['lastName'] ?? 'A');
  const prefix = lastName.slice(0, 2).toLowerCase();
  const matched = Array.from({ length: RECORDS }, (_, i) => owners[i % owners.length]).filter((o) =>
    String(o?.['lastName'] ?? '')
      .toLowerCase()
      .startsWith(prefix),
  ).length;

  const out = mkdtempSync(join(tmpdir(), 'specfront-relations-bench-'));
  const build = spawnSync(process.execPath, [join(ROOT, 'bin', 'specfront.js'), 'build', SPEC, '--out', out, '--test-hooks'], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`specfront build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await startStaticServer(out, { csp: BUILT_APP_CSP });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}?bench#/hours`);
    await hook(page);
    await page.getByLabel('Role', { exact: true }).selectOption('receptionist');
    await page.evaluate(
      async ([n, every, parent]) => {
        const bench = (window as unknown as { __specfrontBench: BenchHook }).__specfrontBench;
        await bench.fill('Owner', n);
        await bench.fill('Pet', n, { field: 'owner', value: parent, every });
      },
      [RECORDS, CHILDREN_EVERY, PARENT_ID] as const,
    );

    const actor: Actor = { role: 'receptionist', user: {} };
    const timed = (id: string, inputs: readonly BenchInput[]) =>
      page.evaluate(
        ([callId, ins, who]) => (window as unknown as { __specfrontBench: BenchHook }).__specfrontBench.time(callId, ins, who),
        [id, inputs, actor] as const,
      );
    const filtered = await timed(
      'GET /api/owners',
      Array.from({ length: RUNS }, () => ({ query: { lastName: prefix } })),
    );
    const nested = await timed(
      'GET /api/owners/:ownerId/pets',
      Array.from({ length: RUNS }, () => ({ params: { ownerId: PARENT_ID } })),
    );
    const bad = [...filtered.statuses, ...nested.statuses].filter((s) => s >= 300);
    if (bad.length > 0) throw new Error(`Timed calls failed with ${[...new Set(bad)].join(', ')}.`);

    // The nested list screen, when the running app shows it.
    const children = RECORDS / CHILDREN_EVERY;
    await page.goto('about:blank');
    await browser.context.addInitScript({ content: WATCH_FOR_LIST(children) });
    await page.goto(`${server.url}?bench#/owners/${PARENT_ID}/pets`);
    let nestedScreen: RelationsBenchFigures['nestedScreen'];
    try {
      await page.waitForFunction(() => (window as unknown as { __benchShownAt?: number }).__benchShownAt !== undefined, null, {
        timeout: 60_000,
      });
      await hook(page);
      const seen = await page.evaluate((parent) => {
        const w = window as unknown as { __benchShownAt: number; __specfrontBench: BenchHook };
        const answer = w.__specfrontBench.responses.find(
          (r) => r.method === 'GET' && new URL(r.url).pathname === `/api/owners/${parent}/pets`,
        );
        return { shownAt: w.__benchShownAt, answeredAt: answer?.answeredAt ?? null };
      }, PARENT_ID);
      nestedScreen =
        seen.answeredAt === null
          ? { shown: false, note: 'The rows showed, but the nested call was not seen.' }
          : { shown: true, rows: children, answerToPaintedMs: ms(seen.shownAt - seen.answeredAt), goalMs: 300 };
    } catch {
      nestedScreen = { shown: false, note: `The running app did not show ${children} rows on /owners/${PARENT_ID}/pets within 60 s.` };
    }

    return {
      spec: 'examples/vet-practice.spec.md',
      filtered: {
        records: RECORDS,
        query: `lastName=${prefix} (starts with)`,
        matched,
        medianMs: ms(median(filtered.ms)),
        runs: RUNS,
        goalMs: 500,
      },
      nested: { records: RECORDS, children, medianMs: ms(median(nested.ms)), runs: RUNS },
      nestedScreen,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
