/**
 * `npm run bench -- sweeps`: the long property sweeps that `npm test` runs cut short, run in full here.
 *
 * `npm test` has a time budget (README: the whole command within 10 minutes on a busy 2-core machine). A sweep
 * of thousands of generated cases runs there with its first few hundred (`sweepRuns(full, quick)` in
 * src/core/test-property.ts: the same seeds, the same property and assertions, fewer cases). This section runs
 * the same test files with SPECFRONT_SWEEP=full, which vitest.config.ts provides to them, so every case runs, and
 * reports each file's time. A sweep that fails here fails the bench (exit code 1), as it would fail a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** The test files whose sweeps `npm test` cuts short, with the cases of each: in full / in npm test. */
export const SWEEPS: readonly { readonly file: string; readonly cases: string }[] = [
  { file: 'src/core/compile/compile-app.incremental-seed-4242.test.ts', cases: 'edit sequences: 60 / 12' },
  { file: 'src/core/expression/evaluate-differential.test.ts', cases: 'timestamps 1,500 / 300; expressions, 3 seeds: 4,000 / 600 each' },
  { file: 'src/core/print/round-trip.property.test.ts', cases: 'YAML and Markdown round trips: 150 / 40 each' },
];

/** One file's full sweep. */
export interface SweepFigure {
  readonly file: string;
  readonly cases: string;
  readonly tests: number;
  readonly failed: number;
  readonly seconds: number;
}

interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
    readonly assertionResults: readonly { readonly status: string }[];
  }[];
}

/** Runs every sweep in full (one vitest run, SPECFRONT_SWEEP=full); each file's tests and time. */
export function benchSweeps(): SweepFigure[] {
  const dir = mkdtempSync(join(tmpdir(), 'specfront-sweeps-'));
  const report = join(dir, 'vitest.json');
  const vitest = join(createRequire(import.meta.url).resolve('vitest/package.json'), '..', 'vitest.mjs');
  try {
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', ...SWEEPS.map((s) => s.file), '--reporter=json', `--outputFile=${report}`, '--testTimeout=600000'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SPECFRONT_SWEEP: 'full' } },
    );
    let json: VitestJson;
    try {
      json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    } catch {
      throw new Error(`vitest wrote no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    const figures = SWEEPS.map(({ file, cases }) => {
      const result = json.testResults.find((r) => r.name.endsWith(file));
      if (!result) throw new Error(`vitest did not run ${file}:\n${run.stdout}\n${run.stderr}`);
      return {
        file,
        cases,
        tests: result.assertionResults.length,
        failed: result.assertionResults.filter((a) => a.status !== 'passed').length,
        seconds: Math.round((result.endTime - result.startTime) / 100) / 10,
      };
    });
    if (run.status !== 0) {
      console.error(`\nA full sweep failed (vitest exited ${run.status}):\n${run.stdout}\n${run.stderr}`);
      process.exitCode = 1;
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
