// A fingerprint of what the core does on every input the repository holds, to show that a change which only
// moves code (issue 20's layers) leaves behaviour byte-identical:
//   node scripts/build-lib.mjs --no-types && node scripts/behaviour-snapshot.mjs > before.txt
//   ... change ...
//   node scripts/build-lib.mjs --no-types && node scripts/behaviour-snapshot.mjs > after.txt && diff before.txt after.txt
// For each input: the check's JSON report, the options (ids, titles, edits, questions), the text after accepting all,
// the compiled app, the three printers, and the three contract exports; for each OpenAPI document, the import.
// One line per input and product: `file  product  sha256/16`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const core = await import(pathToFileURL(resolve(process.argv[2] ?? 'dist/index.js')).href);
const h = (v) =>
  createHash('sha256')
    .update(typeof v === 'string' ? v : JSON.stringify(v))
    .digest('hex')
    .slice(0, 16);
function files(dir, test) {
  const out = [];
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...files(p, test));
    else if (test(p)) out.push(p);
  }
  return out;
}
const isSpec = (p) => /\.(md|yaml|yml|json)$/.test(p) && !/(README|EXPECTATIONS|LICENSE)/.test(p) && !/expected\.json$/.test(p);
const specs = [
  ...files('examples', isSpec),
  ...files('bench/fixtures', isSpec),
  ...files('bench/options-corpus', (p) => p.endsWith('.draft.md')),
  ...files('e2e/fixtures', (p) => p.endsWith('.md')),
  ...files('test-fixtures/xss', isSpec),
];
const apis = files('test-fixtures/openapi', (p) => /\.(ya?ml|json)$/.test(p)).concat(['bench/options-corpus/sources/teams.openapi.json']);
const line = (file, what, f) => {
  let v;
  try {
    v = h(f());
  } catch (e) {
    v = `throws ${h(String(e && e.message))}`;
  }
  console.log(`${file}\t${what}\t${v}`);
};
for (const file of specs) {
  const text = readFileSync(file, 'utf8');
  line(file, 'check', () => core.checkSpec(text));
  let options;
  line(file, 'options', () => (options = core.proposeOptions(text)));
  line(file, 'accept-all', () => core.applyOptions(text, options.options));
  line(file, 'compile', () => core.compileText(text).app);
  const parsed = core.parseSpec(text).spec;
  line(file, 'markdown', () => core.printMarkdown(parsed));
  line(file, 'yaml', () => core.printYaml(parsed));
  line(file, 'json', () => core.printJson(parsed));
  for (const to of ['openapi', 'jsonschema', 'typescript']) line(file, to, () => core.exportContract(text, to).text);
}
for (const file of apis) {
  const text = readFileSync(file, 'utf8');
  let imported;
  line(file, 'import', () => (imported = core.importOpenApi(text)));
  if (imported?.ok && typeof imported.spec === 'string') {
    line(file, 'import-check', () => core.checkSpec(imported.spec));
    line(file, 'import-options', () => core.proposeOptions(imported.spec));
  }
}
