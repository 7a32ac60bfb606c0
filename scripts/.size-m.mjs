import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
for (const [name, code] of Object.entries({ re2: "import { RE2JS } from '@bufbuild/re2'; console.log(RE2JS.compile('a').test('a'));", parse: "import { parse } from '@bufbuild/cel'; console.log(parse('a'));" })) {
  const r = await build({ stdin: { contents: code, resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false });
  console.log(name, r.outputFiles[0].contents.length, gzipSync(r.outputFiles[0].contents, { level: 9 }).length);
}
