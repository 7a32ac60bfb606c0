import { readFileSync } from 'node:fs';
import { proposeOptions, applyOptions } from '../src/core/options/index';
import { checkSpec } from '../src/core/index';
const DRAFT = readFileSync('examples/tool-library.draft.md','utf8');
const t = DRAFT.replace('## 7. The calls it makes', [
    '## 3. Entities and their fields', '',
    '| Entity | Field | Type | Required |', '|---|---|---|---|', '| Tool | id | id | yes |', '| Tool | name | string | yes |', '',
    '## 5. Validation rules', '',
    '| Entity | Field | Rule | Message |', '|---|---|---|---|',
    '| Tool | name | must be shorter than 40 characters | Keep it short |', '| Tool | name | sensible | |', '',
    '## 9. Business constants and limits', '', '- MAX_NAME = 80 — longest name', '',
    '## 7. The calls it makes',
  ].join('\n')).trimEnd() + '\n\n## Open questions\n\nNone.\n';
const r = proposeOptions(t);
for (const o of r.options) console.log(o.point, o.title);
const out = applyOptions(t, r.options);
console.log(out.slice(out.indexOf('## 2.')));
const rep = checkSpec(out);
console.log(rep.points.map(p=>p.n+':'+p.status).join(' '));
for (const d of rep.diagnostics) if (d.severity!=='info') console.log(d.severity, d.code, d.line, d.message);
