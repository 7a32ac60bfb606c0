/**
 * `npm run bench`: the check of generated specs of about 50 KB, 1 MB and 5 MB against marked's GFM
 * lexer on the same text, the memory the check keeps and peaks at, and one incremental re-check.
 * Run with `node --expose-gc --import tsx bench/run.ts`; figures go to stdout and bench/out/results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { marked } from 'marked';
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';

// Time the built bundle (what users run), not the TypeScript sources through tsx, which wraps every
// function and runs about 3x slower. `npm run bench` builds it first.
const distEntry = new URL('../dist/index.js', import.meta.url).href;
const { checkSpec, createChecker } = (await import(distEntry)) as typeof Core;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run the bench with node --expose-gc (npm run bench does).');

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

function time(fn: () => unknown, runs: number): number {
  fn(); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

function heapUsed(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}

const results: Record<string, unknown>[] = [];
for (const [label, bytes, runs] of [['50 KB', 50_000, 15], ['1 MB', 1_000_000, 7], ['5 MB', 5_000_000, 3]] as const) {
  const text = generateSpec(bytes);
  const checkMs = time(() => checkSpec(text), runs);
  const markedMs = time(() => marked.lexer(text, { gfm: true }), runs);
  const before = heapUsed();
  const report = checkSpec(text);
  // Heap growth across one check before any collection: an upper estimate of the peak it needs.
  const peak = process.memoryUsage().heapUsed - before;
  // What stays reachable afterwards (the report).
  const retained = heapUsed() - before;
  const checker = createChecker();
  checker.check(text);
  const at = text.indexOf('## 5. Validation rules') + 200;
  let k = 0;
  const incrementalMs = time(() => checker.check(text.slice(0, at) + `x${k++}` + text.slice(at)), runs);
  const row = {
    size: label,
    bytes: text.length,
    checkMs: +checkMs.toFixed(1),
    markedLexerMs: +markedMs.toFixed(1),
    ratio: +(checkMs / markedMs).toFixed(2),
    checkMBps: +(text.length / 1e6 / (checkMs / 1e3)).toFixed(2),
    heapAfterCheckBeforeGcX: +(peak / text.length).toFixed(2),
    heapRetainedX: +(retained / text.length).toFixed(2),
    incrementalRecheckMs: +incrementalMs.toFixed(1),
    diagnostics: report.diagnostics.length,
    errors: report.diagnostics.filter((d) => d.severity === 'error').length,
  };
  results.push(row);
  console.log(JSON.stringify(row));
}
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/results.json', import.meta.url), JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2));
console.table(results);
