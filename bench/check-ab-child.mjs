// The child of bench/check-ab.ts, plain JavaScript so the build runs as users run it (no tsx loader):
//   node --expose-gc bench/check-ab-child.mjs BUNDLE SPEC_FILE TIMES
// prints {"steady": [check ms, marked ms], "cold": [check ms, marked ms], "steadyCpu": […], "coldCpu": […]}, timed as
// bench/run.ts's core section does: steady = medians of TIMES alternating runs after one warm-up of each; cold = the same, each
// sample after a full collection. The *Cpu figures are the process's CPU time (user + system, all its threads) per sample:
// on a loaded machine wall time mostly measures waiting, CPU time much less (run the child with --single-threaded-gc to count
// the collector's work on the main thread only).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';

const [bundle, file, timesText] = process.argv.slice(2);
const times = Number(timesText ?? 7);
const core = await import(pathToFileURL(resolve(bundle)).href);
const text = readFileSync(file, 'utf8');
const gc = globalThis.gc;
if (!gc) throw new Error('run with node --expose-gc');
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const a = () => core.checkSpec(text);
const b = () => marked.lexer(text, { gfm: true });
function pair(cold) {
  if (!cold) {
    a();
    b();
  }
  const sa = [];
  const sb = [];
  const ca = [];
  const cb = [];
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (let r = 0; r < times; r++) {
    if (cold) gc();
    let c0 = cpu();
    let t0 = performance.now();
    a();
    sa.push(performance.now() - t0);
    ca.push(cpu() - c0);
    if (cold) gc();
    c0 = cpu();
    t0 = performance.now();
    b();
    sb.push(performance.now() - t0);
    cb.push(cpu() - c0);
  }
  return [
    [median(sa), median(sb)],
    [median(ca), median(cb)],
  ];
}
const [steady, steadyCpu] = pair(false);
const [cold, coldCpu] = pair(true);
console.log(JSON.stringify({ steady, cold, steadyCpu, coldCpu }));
