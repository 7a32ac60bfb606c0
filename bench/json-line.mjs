// The hostile shape "JSON spec on one line" at any size, for before/after comparisons of one build (issue 12):
//   node bench/json-line.mjs [entry=dist/index.js] [valid|unknown] [runs=3] [MB=10]
// builds the one-line JSON spec of bench/hostile-bench.ts (`unknown`: an unknown type per entity, as there;
// `valid`: the same with `string`, no errors), checks it once to warm up, then prints the median wall and
// CPU (main and helper threads) milliseconds of `checkSpec` over `runs` runs. Run two builds in turn (copy
// dist/index.js aside first): on a shared machine only figures taken back to back compare.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry = 'dist/index.js', variant = 'valid', runsArg = '3', mbArg = '10'] = process.argv.slice(2);
const core = await import(pathToFileURL(resolve(entry)).href);
const parts = ['{"title":"One line","entities":['];
const tail = '{"name":"Last","fields":[]}]}';
let size = parts[0].length + tail.length;
for (let i = 0; size < Number(mbArg) * 1e6; i++) {
  const type = variant === 'unknown' ? `Nope${i}` : 'string';
  const unit = `{"name":"E${i}","fields":[{"name":"id","type":"id"},{"name":"x","type":"${type}"}]},`;
  parts.push(unit);
  size += unit.length;
}
parts.push(tail);
const text = parts.join('');
let report = core.checkSpec(text);
const wall = [];
const cpu = [];
for (let r = 0; r < Number(runsArg); r++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  report = core.checkSpec(text);
  const c = process.cpuUsage(c0);
  wall.push(performance.now() - t0);
  cpu.push((c.user + c.system) / 1000);
}
const median = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(
  JSON.stringify({
    variant,
    MB: +(text.length / 1e6).toFixed(1),
    wallMs: Math.round(median(wall)),
    cpuMs: Math.round(median(cpu)),
    diagnostics: report.diagnostics.length,
  }),
);
