// Builds the library and the CLI into dist/ (run by `npm ci` through `prepare`, and by `npm run build:lib`):
//   dist/index.js   src/core/index.ts bundled as ESM for any platform; dependencies stay imports
//   dist/cli.js     src/cli/main.ts bundled as ESM for Node (bin/specfront.js imports it)
//   dist/types/     declarations of the public API (tsc -p tsconfig.lib.json)
//   dist/app-runtime/  the running app for static builds (src/runtime/static/main.tsx + index.html, by
//                   Vite with relative ./assets/ URLs); `specfront build` copies it and embeds the model;
//                   dist/app-runtime/prerender.js (src/runtime/static/prerender.tsx for Node, by esbuild)
//                   renders the first screen's shell into the page at build time (never copied)
// `--no-types` skips the declarations and the app runtime (the CLI's own test uses it to rebuild the
// bundles quickly); `--app-only` builds only the app runtime (the browser tests use it).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appOnly = process.argv.includes('--app-only');
const withTypes = !process.argv.includes('--no-types') && !appOnly;
const withApp = !process.argv.includes('--no-types');
const started = performance.now();

// `npx specfront` in this repository links the package into npm's npx cache, which runs `prepare` again
// (npm_command is then `exec`). The build that `npm ci` made is already there: reuse it, which keeps the
// first npx run fast and never leaves npm's cache half-installed if the work tree does not build right now.
if (
  process.env.npm_command === 'exec' &&
  process.env.npm_lifecycle_event === 'prepare' &&
  existsSync(join(root, 'dist', 'cli.js')) &&
  existsSync(join(root, 'dist', 'index.js'))
) {
  console.log('build-lib: dist/ already built; nothing to do for npx.');
  process.exit(0);
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const shared = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
};

if (withTypes) rmSync(join(root, 'dist'), { recursive: true, force: true });

/**
 * Modules the app runtime's bundler may treat as free of side effects. Core is pure: its modules only
 * declare (evaluate-full.ts alone registers itself on import, and is only ever imported for that).
 * Without this, a module that core's index re-exports counts as imported by the entry even when only
 * a lazily loaded chunk uses it (sampleRecords and its value generators, for the "Sample data" tool),
 * and rolldown keeps it in the first screen's code. The yaml package does not declare itself free of
 * side effects either: its module-level code (about 30 KB minified) would stay though the app never
 * reads or prints YAML.
 */
function isPureModule(id) {
  const path = id.replaceAll('\\', '/');
  return (path.includes('/src/core/') && !path.endsWith('/evaluate-full.ts')) || path.includes('/node_modules/yaml/');
}

/** The app runtime with Vite's JS API: React, the runtime and core, minified, with relative asset URLs. */
async function buildAppRuntime() {
  // Always a production build: Vite and the React plugin take NODE_ENV from the environment, and a build
  // started under vitest (NODE_ENV=test, as the browser tests start it) would ship React's development
  // build and JSX with debug information (about 60 KB gzip more).
  process.env.NODE_ENV = 'production';
  const [{ build: viteBuild }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await viteBuild({
    configFile: false,
    root: join(root, 'src', 'runtime', 'static'),
    base: './',
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: join(root, 'dist', 'app-runtime'),
      emptyOutDir: true,
      target: 'es2022',
      // No inline polyfill script: the CSP allows scripts from the app's own files only.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // .vite/manifest.json: which chunks each screen's code needs, so `specfront build` can preload
      // the first screen's (the manifest itself is not copied into a build).
      manifest: true,
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id) => !isPureModule(id) },
        // Everything the entry imports statically is one chunk (React, the shell, the in-browser backend,
        // the CEL parser), rather than a dozen small shared chunks; each kind of screen, the settings
        // panel, the sample data tool, RE2 and the full CEL evaluator stay chunks of their own, loaded
        // when used (bench/app-bench.ts measures the first screen).
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
  }).catch((error) => {
    // Vite reports only that the build failed; say why.
    console.error(`build-lib: the app runtime (src/runtime/static) did not build:\n${error?.message ?? error}`);
    throw error;
  });
  // After Vite, which empties the folder: the build-time renderer of the first screen, for Node.
  await build({
    ...shared,
    entryPoints: ['src/runtime/static/prerender.tsx'],
    outfile: 'dist/app-runtime/prerender.js',
    platform: 'node',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    sourcemap: false,
  });
  // The boot script of a prerendered page (see src/runtime/static/boot.js), as it is: no imports.
  copyFileSync(join(root, 'src', 'runtime', 'static', 'boot.js'), join(root, 'dist', 'app-runtime', 'assets', 'specfront-boot.js'));
}

try {
  await Promise.all([
    ...(appOnly
      ? []
      : [
          build({ ...shared, entryPoints: ['src/core/index.ts'], outfile: 'dist/index.js', platform: 'neutral' }),
          build({ ...shared, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', platform: 'node' }),
        ]),
    ...(withApp ? [buildAppRuntime()] : []),
  ]);
} catch {
  // esbuild and Vite have already printed each error with its place in the source.
  console.error('build-lib: bundling failed (see the errors above).');
  process.exit(1);
}

if (withTypes) {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('build-lib: tsc -p tsconfig.lib.json failed; the declarations in dist/types are incomplete.');
    process.exit(result.status ?? 1);
  }
}

const built = [
  ...(appOnly ? [] : ['dist/index.js', 'dist/cli.js']),
  ...(withTypes ? ['dist/types'] : []),
  ...(withApp ? ['dist/app-runtime'] : []),
];
console.log(`build-lib: ${built.join(', ')} in ${Math.round(performance.now() - started)} ms`);
