import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileText, type AppModel } from '../core/index';
import type { CliIo } from './cli-io';
import { parseCommandArgs } from './parse-command-args';
import { createPalette, wantsColor } from './palette';
import { createInputReader } from './read-input';
import { formatHumanReport } from './report-human';
import {
  APP_MODEL_ELEMENT_ID,
  builtAppCsp,
  createStaticPage,
  preloadsFor,
  serverSource,
  type BuildManifest,
  type PrerenderedShell,
} from './static-page';
import { countSeverities } from './summary';
import { BUILD_USAGE } from './usage';

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  force: { type: 'boolean' },
  'test-hooks': { type: 'boolean' },
  server: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Where the prebuilt app runtime (index.html + assets/) is looked for: beside dist/cli.js, or dist/ from src/cli. */
const RUNTIME_CANDIDATES = ['./app-runtime/', '../../dist/app-runtime/'];

/** The prebuilt runtime folder (scripts/build-lib.mjs writes dist/app-runtime), or null when it is not built. */
export async function findAppRuntime(
  candidates: readonly string[] = RUNTIME_CANDIDATES.map((c) => fileURLToPath(new URL(c, import.meta.url))),
): Promise<string | null> {
  for (const dir of candidates) {
    try {
      if ((await stat(join(dir, 'index.html'))).isFile()) return dir;
    } catch {
      // not here; try the next place
    }
  }
  return null;
}

/** Options of runBuild beyond the command line (tests point it at another runtime folder). */
export interface BuildOptions {
  /** The prebuilt runtime folder; default: found by findAppRuntime. */
  readonly runtimeDir?: string;
}

/**
 * The first screen's shell rendered at build time by the runtime's prerender.js (see
 * src/runtime/static/prerender.tsx), or null when the runtime has none or it fails: the app then
 * renders in the browser as before, and the failure is reported as a warning.
 */
async function prerenderShell(runtimeDir: string, app: AppModel, io: CliIo): Promise<PrerenderedShell | null> {
  const file = join(runtimeDir, 'prerender.js');
  try {
    if (!(await stat(file)).isFile()) return null;
  } catch {
    return null;
  }
  try {
    // React's server renderer picks its build by NODE_ENV when first loaded: the production one.
    process.env.NODE_ENV ??= 'production';
    const module = (await import(pathToFileURL(file).href)) as { prerenderApp(app: AppModel): Promise<PrerenderedShell> };
    return await module.prerenderApp(app);
  } catch (error) {
    io.stderr(
      `specfront build: warning: the first screen could not be prerendered (${error instanceof Error ? error.message : String(error)}); the app renders it in the browser.\n`,
    );
    return null;
  }
}

/** The boot script of a prerendered page (scripts/build-lib.mjs copies src/runtime/static/boot.js there). */
const BOOT_SCRIPT = 'assets/specfront-boot.js';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The runtime's build manifest (which chunks each module needs), or an empty one when it has none. */
async function readManifest(runtimeDir: string): Promise<BuildManifest> {
  try {
    return JSON.parse(await readFile(join(runtimeDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** The runtime's files that only the bench hook (`?bench`, src/runtime/app/bench-hook.ts) uses. */
async function testHookFiles(runtimeDir: string): Promise<ReadonlySet<string>> {
  const manifest = await readManifest(runtimeDir);
  const files = new Set<string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (source.endsWith('/bench-hook.ts') && chunk.file) files.add(basename(chunk.file));
  }
  if (files.size === 0) {
    // No manifest (an older runtime): the hook's chunk by its name.
    for (const f of await readdir(join(runtimeDir, 'assets'))) if (/^bench-hook-[\w-]+\.js$/.test(f)) files.add(f);
  }
  return files;
}

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront build: ${message}\n\n${BUILD_USAGE}`);
  return 2;
}

/** What the output folder holds now: nothing, an earlier build (safe to replace), or other files. */
async function outputState(dir: string): Promise<'absent' | 'empty' | 'build' | 'other' | 'file'> {
  let entries: string[];
  try {
    if (!(await stat(dir)).isDirectory()) return 'file';
    entries = await readdir(dir);
  } catch {
    return 'absent';
  }
  if (entries.length === 0) return 'empty';
  try {
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    if (index.includes(`id="${APP_MODEL_ELEMENT_ID}"`) && entries.every((e) => e === 'index.html' || e === 'assets')) return 'build';
  } catch {
    // no index.html: not a build of ours
  }
  return 'other';
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * `specfront build FILE --out DIR [--force]`: checks and compiles the spec and writes the running app
 * as static files: DIR/index.html (the compiled app model embedded, the first screen's shell
 * prerendered, a strict CSP) and DIR/assets/ (the
 * prebuilt runtime, with relative URLs so any static server can serve it at any path). A spec with
 * errors is refused (exit 1, the report printed as `check` prints it) unless --force, which builds
 * with the gaps shown in the app. Exit 2 for bad usage, an unreadable file, an output folder holding
 * other files, or a missing runtime build.
 */
export async function runBuild(args: readonly string[], io: CliIo, options: BuildOptions = {}): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(BUILD_USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'no file given (use `-` to read standard input).');
  if (extra.length > 0) return usageError(io, `build takes one file, but ${positionals.length} were given.`);
  if (values.out === undefined || values.out.trim() === '') return usageError(io, 'no output folder given: add --out DIR.');
  const outDir = resolve(values.out);
  const servers: string[] = [];
  for (const value of values.server ?? []) {
    const source = serverSource(value);
    if (!source.ok) return usageError(io, `--server ${source.reason}.`);
    servers.push(source.source);
  }

  const input = await createInputReader(io)(file);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 2;
  }
  const { app, report } = compileText(input.text);
  const { errors } = countSeverities([report]);
  if (errors > 0) {
    io.stdout(formatHumanReport({ name: input.name, text: input.text, report }, createPalette(wantsColor(io))));
    if (!values.force) {
      io.stderr(
        `specfront build: ${input.name} has ${errors} error${errors === 1 ? '' : 's'}; nothing was built. Fix them, or add --force to build with the gaps shown in the app.\n`,
      );
      return 1;
    }
  }

  const runtimeDir = await (options.runtimeDir === undefined ? findAppRuntime() : findAppRuntime([options.runtimeDir]));
  if (runtimeDir === null) {
    io.stderr('specfront build: the app runtime is not built (dist/app-runtime is missing). Run `npm run build:lib` first.\n');
    return 2;
  }
  const state = await outputState(outDir);
  if (state === 'file' || state === 'other') {
    io.stderr(
      `specfront build: ${values.out} ${state === 'file' ? 'is a file' : 'already holds other files'}; choose a new or empty folder, or one an earlier build wrote.\n`,
    );
    return 2;
  }
  try {
    const template = await readFile(join(runtimeDir, 'index.html'), 'utf8');
    const shell = await prerenderShell(runtimeDir, app, io);
    const preloads = shell?.screenModule ? preloadsFor(await readManifest(runtimeDir), shell.screenModule, template) : [];
    const boot = (await isFile(join(runtimeDir, BOOT_SCRIPT))) ? BOOT_SCRIPT : null;
    const testHooks = values['test-hooks'] === true;
    const page = createStaticPage(template, app.title || basename(input.name), app, shell, preloads, boot, testHooks, builtAppCsp(servers));
    // The bench hook's chunk ships only in a build made for the project's benchmarks and browser tests.
    const hookFiles = testHooks ? new Set<string>() : await testHookFiles(runtimeDir);
    if (state === 'build') await rm(join(outDir, 'assets'), { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    await cp(join(runtimeDir, 'assets'), join(outDir, 'assets'), { recursive: true, filter: (from) => !hookFiles.has(basename(from)) });
    await writeFile(join(outDir, 'index.html'), page, 'utf8');
  } catch (error) {
    io.stderr(`specfront build: cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const { files, bytes } = await sizeOf(outDir);
  const gaps = app.gaps.length;
  io.stdout(
    `built ${input.name} → ${values.out} (${files} files, ${(bytes / 1024).toFixed(1)} KB)` +
      `${errors > 0 ? `, with ${errors} error${errors === 1 ? '' : 's'} forced` : ''}` +
      `${gaps > 0 ? `; the app shows ${gaps} gap${gaps === 1 ? '' : 's'}` : ''}.\n` +
      `Serve the folder with any static file server and open its index.html.\n`,
  );
  return 0;
}
