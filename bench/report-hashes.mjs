// SHA-256 (first 16 hex digits) of JSON.stringify(checkSpec(text).diagnostics) and of the whole report for a corpus of specs, to
// show that a performance change leaves every report as it was (issue 12): build each version, run
//   node bench/report-hashes.mjs BUILD   (BUILD = dist/index.js, or a copy of it put aside)
// for both and compare the lines. The corpus: examples/, bench/fixtures/, the shared reference specs when ../shared/specs
// (or ../../shared/specs) is there, a broken cfp and clinic.yaml, the one-line JSON shape (unknown, valid and near-miss types) at 10, 2 and
// 0.05 MB, a Markdown spec of 3,000 entities with near-miss types, and the core bench's generated specs (bench/generate-spec.ts,
// made through tsx) of 50 KB, 1 MB and 5 MB, as written and with mistyped expressions (a type finding per item).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const entry = process.argv[2] ?? 'dist/index.js';
// Beside the clone (../shared/specs), or beside the main clone when run from a worktree under ../wt/.
const SHARED = [resolve('../shared/specs'), resolve('../../shared/specs')].find((d) => existsSync(d)) ?? resolve('../shared/specs');
const sharedSpecs = () => (existsSync(SHARED) ? readdirSync(SHARED).sort() : []);
const core = await import(pathToFileURL(resolve(entry)).href);
const h = (s) => createHash('sha256').update(s).digest('hex').slice(0, 16);
function jsonLine(variant, mb) {
  const parts = ['{"title":"One line","entities":['];
  const tail = '{"name":"Last","fields":[]}]}';
  let size = parts[0].length + tail.length;
  for (let i = 0; size < mb * 1e6; i++) {
    const type =
      variant === 'unknown' ? `Nope${i}` : variant === 'near' ? (i % 3 === 0 ? `e${i}` : i % 3 === 1 ? `Ex${i}` : `E${i + 1}x`) : 'string';
    const unit = `{"name":"E${i}","fields":[{"name":"id","type":"id"},{"name":"x","type":"${type}"}]},`;
    parts.push(unit);
    size += unit.length;
  }
  parts.push(tail);
  return parts.join('');
}
const corpus = [];
for (const f of readdirSync('examples')) if (/\.(md|yaml)$/.test(f)) corpus.push([`examples/${f}`, readFileSync(`examples/${f}`, 'utf8')]);
corpus.push(['bench/fixtures/marina.spec.md', readFileSync('bench/fixtures/marina.spec.md', 'utf8')]);
for (const f of sharedSpecs()) corpus.push([`shared/${f}`, readFileSync(join(SHARED, f), 'utf8')]);
const cfp = existsSync(join(SHARED, 'cfp.spec.md')) ? readFileSync(join(SHARED, 'cfp.spec.md'), 'utf8') : null;
// CFP with mistakes: misspelt types, duplicate entity and fields, unknown Shows, roles, constants, errors.
const broken = cfp
  ?.replace(
    '| talk | Talk | yes | |',
    '| talk | Tlak | yes | |\n| talk | talk | yes | |\n| by | Speaker | no | |\n| other | talks | no | |',
  )
  .replace('list of Talk', 'list of Talkz')
  .replace('form to create Review', 'form to create Reviews')
  .replace('| Review | Review | INVALID |', '| Review | Reveiw | INVALID, INVALDI |\n| GET | /api/x | — | { a: Tak, b: Revew[] } | |')
  .replace(
    '| organizer | read | Review | |',
    '| organizer | read | Review | |\n| organiser | read | Reviw | |\n| speaker | read | Talk | `size(record.titel) < MAX_TALK` |',
  )
  .replace('### Review', '### Talk\n| Field | Type | Required | Notes |\n|---|---|---|---|\n| id | id | yes | |\n\n### Review');
if (broken) corpus.push(['cfp-broken', broken]);
corpus.push([
  'clinic-yaml-broken',
  readFileSync('examples/clinic.yaml', 'utf8').replaceAll('type: id,', 'type: Doctr,').replace('name: Patient', 'name: Doctor'),
]);
for (const [v, mb] of [
  ['unknown', 10],
  ['valid', 10],
  ['unknown', 2],
  ['near', 2],
  ['near', 0.05],
  ['unknown', 0.05],
])
  corpus.push([`json-line ${v} ${mb}MB`, jsonLine(v, mb)]);
// Markdown: many entities with unknown / near-miss types.
{
  const rows = ['# Many\n\n## 3. Data\n\n| Entity | Field | Type |\n|---|---|---|\n'];
  for (let i = 0; i < 3000; i++)
    rows.push(`| Ent${i} | id | id |\n| Ent${i} | x | ${i % 2 ? `Ent${i + 7}y` : `ent${i}`} |\n| Ent${i} | y | Zzz${i} |\n`);
  corpus.push(['md-many-near', rows.join('')]);
}
// The generated specs of the core bench, and the same with expressions that do not type (one kind of mistake per item, in turn).
function generated(bytes) {
  const script = `import { generateSpec } from './bench/generate-spec.ts'; process.stdout.write(generateSpec(${bytes}));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
const MISTYPED = [
  ['`record.count > 0 \\|\\| record.active`', '`record.count > "0" \\|\\| record.title`'],
  ['`size(value) <= 2000`', '`size(value) + 1.5 <= 2000 && value.getHours() > 1`'],
  ['`record.contact == user.email`', '`record.due == "2030-01-01" && record.price == 1`'],
];
for (const [label, bytes] of [
  ['50KB', 50_000],
  ['1MB', 1_000_000],
  ['5MB', 5_000_000],
]) {
  const text = generated(bytes);
  corpus.push([`generated ${label}`, text]);
  let n = 0;
  corpus.push([
    `generated ${label} mistyped`,
    text.replace(/`[^`\n]*`/g, (m) => MISTYPED.find(([a]) => a === m && n++ % 2 === 0)?.[1] ?? m),
  ]);
}
const all = createHash('sha256');
for (const [name, text] of corpus) {
  const report = core.checkSpec(text);
  const d = JSON.stringify(report.diagnostics);
  const r = JSON.stringify(report);
  all.update(d).update(r);
  console.log(`${name.padEnd(36)} diags=${String(report.diagnostics.length).padStart(6)} diag=${h(d)} report=${h(r)}`);
}
console.log(`ALL ${all.digest('hex')}`);
