import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { checkSpec } from '../src/core/check/check-spec';
it('mut', () => {
  const t = readFileSync('/work/main/examples/clinic.spec.md', 'utf8').replace('shows one appointment', 'shows one apointment');
  for (const d of checkSpec(t).diagnostics) if (d.line < 30) console.log(`  ${d.line}:${d.column} ${d.severity} ${d.code} p${d.point} ${d.message}`);
  const u = readFileSync('/work/main/examples/tool-library.draft.md', 'utf8');
  for (const d of checkSpec(u).diagnostics) console.log(`  ${d.line}:${d.column} ${d.severity} ${d.code} p${d.point} ${d.message}`);
});
