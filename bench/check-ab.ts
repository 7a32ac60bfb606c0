/**
 * The core section's check ratios (bench/run.ts: checkSpec against marked's GFM lexer on a generated spec, steady and
 * fresh-heap) for two or more builds, each run in its own process, in turn (A B A B …), so load drifts hit every build:
 *
 *   node scripts/build-lib.mjs --no-types && cp dist/index.js bench/out/after.js   (and bench/out/before.js from the tree before)
 *   node --import tsx bench/check-ab.ts ROUNDS BYTES bench/out/before.js bench/out/after.js
 *
 * Each child (bench/check-ab-child.mjs, plain node) times a 50 KB spec first (as bench/run.ts does), then the spec:
 * 7 alternating pairs after a warm-up, then 7 after a full collection each, in wall time, in the process's CPU time and in the main thread's; this prints every round and the
 * medians over the rounds.
 * CHECK_AB_NODE_FLAGS adds flags to the children (`--single-threaded-gc`). A build must sit where it resolves the
 * core's dependencies (inside this repository).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGoalLines } from './check-goals';
import { generateSpec } from './generate-spec';
import { median } from './median';

const [roundsText, bytesText, ...bundles] = process.argv.slice(2);
const rounds = Number(roundsText);
const bytes = Number(bytesText);
if (!Number.isInteger(rounds) || rounds < 1 || !(bytes > 0) || bundles.length === 0) {
  console.error('usage: node --import tsx bench/check-ab.ts ROUNDS BYTES BUNDLE.js [BUNDLE.js …]');
  process.exit(2);
}
const flags = (process.env['CHECK_AB_NODE_FLAGS'] ?? '').split(' ').filter(Boolean);
const FIGURES = ['steady', 'cold', 'steadyCpu', 'coldCpu', 'steadyMain', 'coldMain'] as const;
type Figures = Record<(typeof FIGURES)[number], [number, number]>;
const dir = mkdtempSync(join(tmpdir(), 'check-ab-'));
try {
  const file = join(dir, 'spec.md');
  writeFileSync(file, generateSpec(bytes));
  // As bench/run.ts does, a 50 KB spec is timed first (so the 1 MB one meets code as warm as there).
  const warm = join(dir, 'warm.md');
  writeFileSync(warm, generateSpec(50_000));
  const child = fileURLToPath(new URL('./check-ab-child.mjs', import.meta.url));
  const got = bundles.map(() => Object.fromEntries(FIGURES.map((f) => [f, { check: [] as number[], ratio: [] as number[] }])));
  const line = (f: Figures[keyof Figures]): string => `${f[0].toFixed(1)} / ${f[1].toFixed(1)} ms = ${(f[0] / f[1]).toFixed(2)}`;
  for (let r = 0; r < rounds; r++) {
    for (let b = 0; b < bundles.length; b++) {
      const run = spawnSync(
        process.execPath,
        [...flags, '--expose-gc', child, bundles[b] as string, file, '7', ...(bytes > 50_000 ? [warm] : [])],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`${bundles[b]}: ${run.stderr}`);
      const figures = JSON.parse(run.stdout.trim().split('\n').pop() as string) as Figures;
      for (const f of FIGURES) {
        const g = got[b]?.[f];
        g?.check.push(figures[f][0]);
        g?.ratio.push(figures[f][0] / figures[f][1]);
      }
      console.log(
        `round ${r + 1}  ${bundles[b]}  steady ${line(figures.steady)}  fresh heap ${line(figures.cold)}  CPU: steady ${line(figures.steadyCpu)}  fresh heap ${line(figures.coldCpu)}  main thread: steady ${line(figures.steadyMain)}  fresh heap ${line(figures.coldMain)}`,
      );
    }
  }
  for (let b = 0; b < bundles.length; b++) {
    const g = got[b];
    if (!g) continue;
    const m = (f: (typeof FIGURES)[number]): string =>
      `check ${median(g[f]?.check ?? []).toFixed(1)} ms, ratio ${median(g[f]?.ratio ?? []).toFixed(2)}`;
    console.log(
      `${bundles[b]}: medians over ${rounds} rounds: steady ${m('steady')}; fresh heap ${m('cold')}; CPU steady ${m('steadyCpu')}; CPU fresh heap ${m('coldCpu')}; main thread steady ${m('steadyMain')}; main thread fresh heap ${m('coldMain')}`,
    );
    // Issue 20's goals on the medians: in wall time (as bench/run.ts measures) and in the main thread's CPU time.
    const r = (f: (typeof FIGURES)[number]): number => median(g[f]?.ratio ?? []);
    for (const line of checkGoalLines({ steady: r('steady'), fresh: r('cold') })) console.log(`  wall time:   ${line}`);
    for (const line of checkGoalLines({ steady: r('steadyMain'), fresh: r('coldMain') })) console.log(`  main thread: ${line}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
