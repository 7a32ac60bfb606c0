// Lists source files (tests aside) over 500 lines and functions over 150 lines in src/ (issue 20's limits).
// node scripts/code-size.mjs  → exit 1 when any is over.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAX_FILE = 500;
const MAX_FUNCTION = 150;
const walk = (d, out = []) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|css)$/.test(p) && !/\.test\.tsx?$/.test(p)) out.push(p);
  }
  return out;
};
const over = [];
for (const file of walk('src')) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_FILE) over.push(`${file}: ${lines} lines`);
  if (file.endsWith('.css')) continue;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = sf.getLineAndCharacterOfPosition(node.end).line;
      if (end - start + 1 > MAX_FUNCTION) {
        const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
        over.push(`${file}:${start + 1}: function ${name}, ${end - start + 1} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
for (const o of over) console.log(o);
process.exitCode = over.length ? 1 : 0;
