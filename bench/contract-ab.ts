/**
 * Before/after figures for the contract (issue 11) without `npm run bench`: the calls bench/contract-bench.ts
 * times, on the same generated specs, for two or more builds of the core, each run in its own process, in
 * turn (A B A B …), median of 5 after a warm-up per run (bench/contract-ab-child.mjs, plain node). For comparing a change on a shared machine: the
 * builds alternate, so load drifts hit both.
 *
 *   npx esbuild src/core/index.ts --bundle --format=esm --platform=neutral --target=es2022 \
 *     --packages=external --outfile=node_modules/.cache/ab/after.mjs     (and the same from the tree before)
 *   node --import tsx bench/contract-ab.ts 3 node_modules/.cache/ab/before.mjs node_modules/.cache/ab/after.mjs
 *
 * A bundle must sit where it resolves the core's dependencies (inside this repository's node_modules).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';

type ContractCore = Pick<typeof Core, 'exportContract' | 'importOpenApi'>;

const STEPS = ['export → OpenAPI YAML', 'export → OpenAPI JSON', 'import ← OpenAPI JSON', 'import ← OpenAPI YAML'] as const;

async function loadCore(bundle: string): Promise<ContractCore> {
  return (await import(pathToFileURL(resolve(bundle)).href)) as ContractCore;
}

async function main(): Promise<void> {
  const [roundsText, ...bundles] = process.argv.slice(2);
  const rounds = Number(roundsText);
  if (!Number.isInteger(rounds) || rounds < 1 || bundles.length === 0) {
    console.error('usage: node --import tsx bench/contract-ab.ts ROUNDS BUNDLE.mjs [BUNDLE.mjs …]');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'contract-ab-'));
  try {
    // The specs of contract-bench.ts: 1 MB, and one whose OpenAPI JSON is about 2 MB (sized with the first build).
    const spec = generateSpec(1_000_000);
    writeFileSync(join(dir, 'spec-1mb.md'), spec);
    const probe = (await loadCore(bundles[0] as string)).exportContract(spec, 'openapi', true).text.length / spec.length;
    writeFileSync(join(dir, 'spec-2mb.md'), generateSpec(Math.round((2 * 1024 * 1024) / probe)));
    const child = fileURLToPath(new URL('./contract-ab-child.mjs', import.meta.url));
    for (let step = 0; step < STEPS.length; step++) {
      const medians = bundles.map((): number[] => []);
      for (let r = 0; r < rounds; r++) {
        for (let b = 0; b < bundles.length; b++) {
          const run = spawnSync(process.execPath, [child, bundles[b] as string, String(step), dir], { encoding: 'utf8' });
          if (run.status !== 0) throw new Error(`${bundles[b]}: ${run.stderr}`);
          const { ms, samples } = JSON.parse(run.stdout.trim().split('\n').pop() as string) as { ms: number; samples: number[] };
          (medians[b] as number[]).push(ms);
          console.log(`${STEPS[step]}  ${bundles[b]}  median ${ms.toFixed(1)} ms  [${samples.join(' ')}]`);
        }
      }
      console.log(
        `${STEPS[step]}: ${bundles.map((b, i) => `${b} ${(medians[i] as number[]).map((m) => Math.round(m)).join(' / ')} ms`).join('  |  ')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
