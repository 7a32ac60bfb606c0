// One-off tool for issue 20: moves modules (git mv) and rewrites every relative import that pointed at them.
// Usage: node scripts/move-modules.mjs old.ts=new.ts ... (paths from the repository root; a folder moves whole)
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = ['src', 'e2e', 'bench', 'scripts', 'examples', 'test-support'].filter((d) => existsSync(d));
const walk = (d, out = []) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (f === 'node_modules' || f === 'dist') continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(p)) out.push(resolve(p));
  }
  return out;
};
const noExt = (p) => p.replace(/\.(ts|tsx)$/, '');
// old absolute path without extension → new absolute path without extension
const moves = new Map();
for (const arg of process.argv.slice(2)) {
  const [from, to] = arg.split('=').map((p) => resolve(p));
  if (statSync(from).isDirectory()) {
    for (const f of walk(from)) moves.set(noExt(f), noExt(join(to, relative(from, f))));
  } else moves.set(noExt(from), noExt(to));
}
const files = roots.flatMap((d) => walk(d));
const newPath = (abs) => moves.get(noExt(abs)) ?? noExt(abs);
const spec = (fromFile, targetNoExt) => {
  let r = relative(dirname(fromFile), targetNoExt);
  if (!r.startsWith('.')) r = './' + r;
  return r;
};
const edits = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const fileAfter = newPath(file) + file.match(/\.(ts|tsx|mts|mjs)$/)[0];
  let out = text;
  const seen = new Set();
  for (const imp of info.importedFiles) {
    const s = imp.fileName;
    if (!s.startsWith('.') || seen.has(s)) continue;
    seen.add(s);
    const jsExt = s.match(/\.js$/) ? '.js' : '';
    const target = resolve(dirname(file), s.replace(/\.js$/, ''));
    const moved = moves.get(target);
    if (!moved && fileAfter === file) continue;
    const replacement = spec(fileAfter, moved ?? target) + jsExt;
    if (replacement === s) continue;
    const re = new RegExp(`(['"])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
    out = out.replace(re, `$1${replacement}$1`);
  }
  if (out !== text) edits.set(file, out);
}
for (const [from, to] of moves) {
  for (const ext of ['.ts', '.tsx']) {
    if (existsSync(from + ext)) {
      mkdirSync(dirname(to), { recursive: true });
      execFileSync('git', ['mv', from + ext, to + ext]);
    }
  }
}
for (const [file, text] of edits) writeFileSync(newPath(file) + file.match(/\.(ts|tsx|mts|mjs)$/)[0], text);
console.log(`moved ${moves.size} modules, rewrote imports in ${edits.size} files`);
