// The child of bench/contract-ab.ts, plain JavaScript so the build runs as users run it (no tsx loader):
// node bench/contract-ab-child.mjs BUNDLE STEP DIR → {"ms": median of 5 after a warm-up, "samples": [...]}
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, stepText, dir] = process.argv.slice(2);
const step = Number(stepText);
const core = await import(pathToFileURL(resolve(bundle)).href);
const spec = readFileSync(join(dir, 'spec-1mb.md'), 'utf8');
let fn;
if (step < 2) fn = () => core.exportContract(spec, 'openapi', step === 1).text;
else {
  const doc = core.exportContract(readFileSync(join(dir, 'spec-2mb.md'), 'utf8'), 'openapi', step === 2).text;
  fn = () => {
    const r = core.importOpenApi(doc);
    if (!r.ok) throw new Error(r.message);
    return r.spec;
  };
}
fn();
const samples = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  fn();
  samples.push(performance.now() - t0);
}
const sorted = [...samples].sort((a, b) => a - b);
console.log(JSON.stringify({ ms: sorted[Math.floor(sorted.length / 2)], samples: samples.map((s) => Math.round(s)) }));
