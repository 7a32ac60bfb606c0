// The child of bench/check-ab.ts, plain JavaScript so the build runs as users run it (no tsx loader):
//   node --expose-gc bench/check-ab-child.mjs BUNDLE SPEC_FILE TIMES [WARM_FILE]
// (WARM_FILE: a spec timed first the same way, 15 times, as bench/run.ts times its 50 KB spec before the 1 MB one)
// prints {"steady": [check ms, marked ms], "cold": […], "steadyCpu": […], "coldCpu": […], "steadyMain": […], "coldMain": […]},
// timed as bench/run.ts's core section does: steady = medians of TIMES alternating runs after one warm-up of each; cold = the
// same, each sample after a full collection. The *Cpu figures are the process's CPU time (user + system, all its threads) per
// sample, the *Main ones the main thread's time on a CPU (Linux's /proc schedstat, in ns): on a loaded machine wall time mostly
// measures waiting; the main thread's CPU time is close to what the wall time is on an idle machine, where the collector's
// helpers and the compiler run on the other cores.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';

const [bundle, file, timesText, warmFile] = process.argv.slice(2);
const core = await import(pathToFileURL(resolve(bundle)).href);
let text = '';
let times = 15;
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
  const ma = [];
  const mb = [];
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (let r = 0; r < times; r++) {
    if (cold) gc();
    let m0 = mainCpu();
    let c0 = cpu();
    let t0 = performance.now();
    a();
    sa.push(performance.now() - t0);
    ca.push(cpu() - c0);
    ma.push(mainCpu() - m0);
    if (cold) gc();
    m0 = mainCpu();
    c0 = cpu();
    t0 = performance.now();
    b();
    sb.push(performance.now() - t0);
    cb.push(cpu() - c0);
    mb.push(mainCpu() - m0);
  }
  return [
    [median(sa), median(sb)],
    [median(ca), median(cb)],
    [median(ma), median(mb)],
  ];
}
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const mainCpu = existsSync(schedstat) ? () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6 : () => NaN;
if (warmFile) {
  text = readFileSync(warmFile, 'utf8');
  pair(false);
  pair(true);
}
text = readFileSync(file, 'utf8');
times = Number(timesText ?? 7);
const [steady, steadyCpu, steadyMain] = pair(false);
const [cold, coldCpu, coldMain] = pair(true);
console.log(JSON.stringify({ steady, cold, steadyCpu, coldCpu, steadyMain, coldMain }));
