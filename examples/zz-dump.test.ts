import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { checkSpec } from '../src/core/check/check-spec';
it('dump', () => {
  for (const f of ['examples/blank.spec.md','examples/tool-library.draft.md','examples/clinic.spec.md','examples/bookshop.spec.md','examples/clinic.yaml','../shared/specs/cfp.spec.md','../shared/specs/000_bd0d13716604e232.txt']) {
    const r = checkSpec(readFileSync('/work/main/'+f,'utf8'));
    console.log('=== '+f, r.title, JSON.stringify(r.points.map(p=>p.status+':'+p.line)), JSON.stringify(r.counts));
    for (const d of r.diagnostics) console.log(`  ${d.line}:${d.column} ${d.severity} ${d.code} p${d.point} ${d.message}`);
  }
});
