/**
 * Vitest's globalSetup for the browser tests (vitest.e2e.config.ts): what every test file used to make for
 * itself is made ONCE per run, in the main process, before any file starts:
 *
 * - the CLI and the library (`build-lib --no-types`) and the app runtime (`build-lib --app-only`) from the
 *   current sources, so no test runs a stale dist/ and no two workers rebuild dist/ under each other's feet;
 * - the built studio (`vite build`, as bench/studio-bench.ts's buildStudio makes it) in a temporary folder,
 *   which each file that needs it copies and serves itself (builtStudioPerFile, e2e/studio-support.ts);
 * - one Vite dev server (`npm start`'s), on 127.0.0.1 and a free port, which the studio files share
 *   (devServerPerFile, e2e/dev-server.ts): its transforms and pre-bundled dependencies are made once.
 *
 * The workers learn about them through environment variables (E2E_ENV below), which they inherit. A file
 * run without this setup (another config, a bench) finds none of them and builds or starts its own, as before.
 * The teardown stops the dev server and removes the folder; nothing outlives the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServer } from './dev-server';
import { E2E_ENV } from './shared-env';

const ROOT = join(import.meta.dirname, '..');

/** Runs `node ARGS` in the repository; rejects with its output when it fails. */
function node(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`node ${args.join(' ')} exited ${code ?? signal}:\n${output}`)),
    );
  });
}

export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const studioDir = mkdtempSync(join(tmpdir(), 'specfront-e2e-studio-'));
  // Not as `npm exec`: npx sets npm_command, and build-lib then keeps whatever dist/ it finds.
  const buildEnv = { ...process.env, npm_command: '' };
  // The studio's production build, exactly as buildStudio makes it (NODE_ENV=production, no test hooks), in a
  // child process of its own: it sets NODE_ENV, which must not leak into the dev server started here.
  const studioEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete studioEnv['VITE_SPECFRONT_TEST_HOOKS'];
  const buildStudio = `import(${JSON.stringify(join(ROOT, 'bench', 'studio-bench.ts'))}).then((m) => m.buildStudio(${JSON.stringify(studioDir)}))`;
  let dev: DevServer | null = null;
  try {
    const [lib, app, studio] = await Promise.all([
      node(['scripts/build-lib.mjs', '--no-types'], buildEnv),
      node(['scripts/build-lib.mjs', '--app-only'], buildEnv),
      node(['--import', 'tsx', '--input-type=module', '-e', buildStudio], studioEnv),
      startDevServer().then((server) => (dev = server)),
    ]);
    process.env[E2E_ENV.built] = '1';
    process.env[E2E_ENV.studioDir] = studioDir;
    process.env[E2E_ENV.devServer] = (dev as DevServer | null)?.url ?? '';
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `[e2e setup] CLI and library ${s(lib)}, app runtime ${s(app)}, studio ${s(studio)} (in parallel), ` +
        `dev server at ${process.env[E2E_ENV.devServer]}: ready in ${s(performance.now() - started)}`,
    );
  } catch (error) {
    await (dev as DevServer | null)?.close();
    rmSync(studioDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await (dev as DevServer | null)?.close();
    rmSync(studioDir, { recursive: true, force: true });
  };
}
