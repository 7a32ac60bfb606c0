/**
 * `npm run bench`: every benchmark of the project, figures to stdout and bench/out/results.json.
 * Sections: `core` (the check against marked's lexer, memory, incremental re-check, hostile shapes), `options`, `drafts` (issue 19's
 * blind drafts, sealed half: bench/drafts-corpus.ts on the model, bench/drafts-walk.ts in Chromium), `contract`, the
 * browser benchmarks added by bench/*-bench.ts files (`app`, `studio`, `lighthouse`), and `sweeps` (the property sweeps that
 * `npm test` runs cut short, in full: bench/sweeps.ts). Pass section names to run only some:
 * `npm run bench -- core options`. Run with `node --expose-gc --import tsx bench/run.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';
import { benchApp } from './app-bench';
import { benchContract } from './contract-bench';
import { readHalf, scoreDraft, summarise } from './drafts-corpus';
import { summariseWalks, walkHalf } from './drafts-walk';
import { benchHostile } from './hostile-bench';
import { benchLighthouse } from './lighthouse-bench';
import { benchRelations } from './relations-bench';
import { benchOptions } from './options-bench';
import { scoreCorpus } from './options-corpus';
import { benchStudio } from './studio-bench';
import { benchSweeps } from './sweeps';
import { checkGoalLines, checkGoalsMet } from './check-goals';
import { median } from './median';

// Time the built bundle (what users run), not the TypeScript sources through tsx, which wraps every
// function and runs about 3x slower. `npm run bench` builds it first.
const distEntry = new URL('../dist/index.js', import.meta.url).href;
const core = (await import(distEntry)) as typeof Core;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run the bench with node --expose-gc (npm run bench does).');

const wanted = new Set(process.argv.slice(2));
const runs = (section: string): boolean => wanted.size === 0 || wanted.has(section);

function time(fn: () => unknown, times: number): number {
  fn(); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < times; r++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/**
 * Medians of two functions timed alternately, after one warm-up of each: steady state, heap grown, as in
 * an editor or a long-running process. (A forced collection before each sample shrinks the heap and
 * penalises allocation-heavy code: see coldPair for a fresh heap, as a one-shot CLI run has.)
 */
function timePair(a: () => unknown, b: () => unknown, times: number): [number, number] {
  a();
  b();
  const sa: number[] = [];
  const sb: number[] = [];
  for (let r = 0; r < times; r++) {
    let t0 = performance.now();
    a();
    sa.push(performance.now() - t0);
    t0 = performance.now();
    b();
    sb.push(performance.now() - t0);
  }
  return [median(sa), median(sb)];
}

/** Like timePair, but each sample starts right after a full collection (a fresh, small heap). */
function coldPair(a: () => unknown, b: () => unknown, times: number): [number, number] {
  const sa: number[] = [];
  const sb: number[] = [];
  for (let r = 0; r < times; r++) {
    gc?.();
    let t0 = performance.now();
    a();
    sa.push(performance.now() - t0);
    gc?.();
    t0 = performance.now();
    b();
    sb.push(performance.now() - t0);
  }
  return [median(sa), median(sb)];
}

function heapUsed(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * Peak live memory of one check, in MB: the smallest old-space limit (found by bisection over plain-JS
 * child processes with a 1 MB young generation) under which the check completes, minus the same for the
 * process without the check (the text and the loaded code). The text goes to the child as a file, so the
 * child loads no TypeScript loader (its worker would share the limit and blur the baseline). The median
 * of three such differences.
 */
function peakCheckMb(text: string): number {
  const child = fileURLToPath(new URL('./peak-child.mjs', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'specfront-peak-'));
  const file = join(dir, 'spec.md');
  writeFileSync(file, text);
  writeFileSync(`${file}.warm`, generateSpec(20_000));
  const smallest = (mode: string): number => {
    let lo = 2;
    let hi = 1024;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      const r = spawnSync(process.execPath, [`--max-old-space-size=${mid}`, '--max-semi-space-size=1', child, file, mode], {
        stdio: 'ignore',
      });
      if (r.status === 0) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  try {
    // Each bisection is exact to 1 MB and the limit V8 needs varies by about that much: median of three.
    return median([0, 1, 2].map(() => smallest('check') - smallest('none')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The check of generated specs against marked's GFM lexer on the same text, memory, one incremental edit. */
function benchCore(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [label, bytes, times] of [
    ['50 KB', 50_000, 15],
    ['1 MB', 1_000_000, 7],
    ['5 MB', 5_000_000, 3],
  ] as const) {
    const text = generateSpec(bytes);
    // Interleaved, so a noisy machine slows both sides alike.
    const [checkMs, markedMs] = timePair(
      () => core.checkSpec(text),
      () => marked.lexer(text, { gfm: true }),
      times,
    );
    const [coldCheckMs, coldMarkedMs] = coldPair(
      () => core.checkSpec(text),
      () => marked.lexer(text, { gfm: true }),
      times,
    );
    // Memory the model keeps: the analysis (model, diagnostics, report) held, after a full collection.
    const before = heapUsed();
    const held = core.analyzeSpec(text);
    const grown = process.memoryUsage().heapUsed - before;
    const kept = heapUsed() - before;
    const checker = core.createChecker();
    checker.check(text);
    const at = text.indexOf('## 5. Validation rules') + 200;
    let k = 0;
    const incrementalMs = time(() => checker.check(`${text.slice(0, at)}x${k++}${text.slice(at)}`), times);
    const peakMb = bytes === 1_000_000 ? peakCheckMb(text) : null;
    rows.push({
      size: label,
      bytes: text.length,
      checkMs: +checkMs.toFixed(1),
      markedLexerMs: +markedMs.toFixed(1),
      ratio: +(checkMs / markedMs).toFixed(2),
      coldRatio: +(coldCheckMs / coldMarkedMs).toFixed(2),
      checkMBps: +(text.length / 1e6 / (checkMs / 1e3)).toFixed(2),
      keptX: +(kept / text.length).toFixed(1),
      peakX: peakMb === null ? '-' : +((peakMb * 1024 * 1024) / text.length).toFixed(1),
      grownBeforeGcX: +(grown / text.length).toFixed(1),
      incrementalRecheckMs: +incrementalMs.toFixed(1),
      errors: held.report.diagnostics.filter((d) => d.severity === 'error').length,
    });
  }
  return rows;
}

const results: Record<string, unknown> = { node: process.version, date: new Date().toISOString() };
if (runs('core')) {
  const rows = benchCore();
  console.log('\nThe check vs marked.lexer (GFM); memory as multiples of the input size');
  console.table(rows);
  const mb = rows.find((r) => r['size'] === '1 MB');
  if (mb) {
    const ratios = { steady: mb['ratio'] as number, fresh: mb['coldRatio'] as number };
    console.log(`\nIssue 20's goals, the 1 MB spec (one run; under load compare builds with bench/check-ab.ts):`);
    for (const line of checkGoalLines(ratios)) console.log(`  ${line}`);
    results['checkGoals'] = { ...ratios, met: checkGoalsMet(ratios) };
  }
  const hostile = benchHostile(core);
  console.log('\nHostile shapes of about 10 MB (issue 12): linear, each ending in its limit; goal < 2 s per 10 MB');
  console.table(hostile);
  results['core'] = rows;
  results['hostile'] = hostile;
}
if (runs('options')) {
  const rows = await benchOptions(core);
  console.log('\nOptions (issue 5)');
  console.table(rows);
  const corpus = await scoreCorpus(core);
  console.log(`\nOptions over the draft corpus (issue 10, bench/options-corpus: ${corpus.drafts.length} drafts, all options accepted)`);
  console.table(corpus.perKind);
  console.table(
    corpus.drafts.map((d) => ({ draft: d.draft, options: d.options, 'errors after accept all': d.errorsAfter, 'proposed again': d.again })),
  );
  results['options'] = {
    timing: rows,
    corpus: corpus.perKind,
    drafts: corpus.drafts.map(({ draft, options, errorsAfter, again }) => ({ draft, options, errorsAfter, again })),
  };
}
if (runs('drafts')) {
  // Issue 19: the sealed half of the blind drafts, on the app model and in Chromium; figures only, never a draft.
  const model = summarise(readHalf('sealed').map(({ draft, text, expected }) => scoreDraft(draft, text, expected)));
  console.log('\nOptions on blind drafts (issue 19), sealed half, model walk (bench/drafts-corpus.ts)');
  console.table(model);
  const walk = summariseWalks(await walkHalf('sealed'));
  console.log('\nOptions on blind drafts (issue 19), sealed half, browser walk (bench/drafts-walk.ts)');
  console.table(walk);
  results['drafts'] = { sealed: { model, walk } };
}
if (runs('contract')) {
  const rows = benchContract(core);
  console.log('\nContract export and import (issue 11): medians of 5 runs, goal < 300 ms each');
  console.table(rows);
  results['contract'] = rows;
}
if (runs('app')) {
  const figures = await benchApp();
  console.log('\nThe built running app in Chromium (issue 3)');
  console.log(JSON.stringify(figures, null, 2));
  const relations = await benchRelations();
  console.log('\nRelated records in the built running app (issue 9)');
  console.log(JSON.stringify(relations, null, 2));
  results['app'] = { ...figures, relations };
}
if (runs('studio')) {
  const figures = await benchStudio();
  console.log('\nThe studio in Chromium (issue 4)');
  console.log(JSON.stringify(figures, null, 2));
  results['studio'] = figures;
}
if (runs('lighthouse')) {
  const figures = await benchLighthouse((line) => console.log(line));
  console.log('\nLighthouse, mobile, served gzipped (issue 12): medians of 3 runs');
  console.log(JSON.stringify(figures, null, 2));
  results['lighthouse'] = figures;
}
if (runs('sweeps')) {
  const rows = benchSweeps();
  console.log('\nProperty sweeps in full (cut short in npm test: bench/sweeps.ts)');
  console.table(rows);
  results['sweeps'] = rows;
}
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nFigures written to bench/out/results.json');
