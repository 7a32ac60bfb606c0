import { build } from 'esbuild';
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, format: 'esm', write: false, metafile: true, outdir: '/tmp/anout', jsx: 'automatic', define: {'process.env.NODE_ENV':'"production"'}, splitting: true, logLevel: 'error' });
const groups = {};
for (const [out, o] of Object.entries(r.metafile.outputs)) {
  if (!out.endsWith('.js')) continue;
  for (const [inp, v] of Object.entries(o.inputs)) {
    let g = inp.replace(/^node_modules\/((@[^/]+\/)?[^/]+).*/, '$1').replace(/^src\/([^/]+\/[^/]+).*/, 'src/$1');
    if (inp.includes('@bufbuild/protobuf')) g = inp.replace(/.*@bufbuild\/protobuf\/dist\/esm\/([^/]+).*/, 'protobuf/$1');
    if (inp.includes('@bufbuild/cel/')) g = inp.replace(/.*@bufbuild\/cel\/dist\/esm\/(.*)/, 'cel/$1');
    groups[out.split('/').pop()+' '+g] = (groups[out.split('/').pop()+' '+g] ?? 0) + v.bytesInOutput;
  }
}
const gz = (await import('node:zlib')).gzipSync;
for (const f of r.outputFiles) console.log(f.path, f.contents.length, gz(f.contents, {level:9}).length);
for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, +process.argv[3] || 40)) console.log(v, k);
