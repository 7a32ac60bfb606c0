import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const root = process.cwd();
await build({ configFile: false, root: root + '/src/runtime/static', base: './', publicDir: false, logLevel: 'error', plugins: [react(), { name: 'py', transform(code, id) { return id.includes('/node_modules/yaml/') ? { code, moduleSideEffects: false } : null; } }],
  build: { outDir: '/tmp/vite-m', emptyOutDir: true, target: 'es2022', sourcemap: true, modulePreload: { polyfill: false }, reportCompressedSize: false } });
for (const f of readdirSync('/tmp/vite-m/assets').filter((f) => f.endsWith('.js'))) {
  const code = readFileSync('/tmp/vite-m/assets/' + f, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync('/tmp/vite-m/assets/' + f + '.map', 'utf8')));
  const lines = code.split('\n');
  const sizes = {};
  let prev = null;
  map.eachMapping((m) => {
    if (prev && prev.line === m.generatedLine) {
      const k = prev.src ?? '?';
      sizes[k] = (sizes[k] ?? 0) + (m.generatedColumn - prev.col);
    }
    let g = m.source ? m.source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/(dist\/(esm\/)?)?([^/]+).*/, '$1/$5').replace(/.*src\/core\/expression\/(.*)/, 'EXPR/$1').replace(/.*src\/([^/]+\/[^/]+).*/, 'src/$1') : null;
    prev = { line: m.generatedLine, col: m.generatedColumn, src: g };
  });
  console.log(f, code.length);
  for (const [k, v] of Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log('  ', v, k);
}
