import { readFileSync } from 'node:fs';
import { proposeOptions, applyOptions } from '../src/core/options/index';
import { checkSpec } from '../src/core/index';
for (const f of process.argv.slice(2)) {
const t = readFileSync(f,'utf8');
const r = proposeOptions(t);
console.log('==', f, r.guidance);
for (const o of r.options) console.log(o.point, o.id, o.rule, '|', o.title);
const out = applyOptions(t, r.options);
const before = checkSpec(t), rep = checkSpec(out);
console.log(before.points.map(p=>p.n+':'+p.status).join(' '));
console.log(rep.points.map(p=>p.n+':'+p.status).join(' '));
for (const d of rep.diagnostics) if (d.severity!=='info') console.log(d.severity, d.code, d.line, d.message);
console.log('again', proposeOptions(out).options.map(o=>o.id+' '+o.title));
}
