// Runs npm scripts at the same time and fails if any fails: `node scripts/run-parallel.mjs lint typecheck`.
// `npm test` runs lint and typecheck this way: each is a chain of single-threaded tools (eslint then prettier,
// tsc then tsc), so two chains keep two cores busy where one after the other kept one. Each script's output
// is printed whole when it ends (never interleaved), with how long it took.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs SCRIPT...');
  process.exit(2);
}

const npm = process.env.npm_execpath;
const started = performance.now();

/** Runs `npm run NAME`; resolves with its exit code and everything it wrote. */
function run(name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    // Through the npm that runs us when there is one (npm test), else the npm on the PATH.
    const [command, args] = npm ? [process.execPath, [npm, 'run', name]] : ['npm', ['run', name]];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n`, ms: performance.now() - t0 }));
    child.once('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output, ms: performance.now() - t0 }));
  });
}

let failed = 0;
await Promise.all(
  names.map((name) =>
    run(name).then(({ code, output, ms }) => {
      const seconds = (ms / 1000).toFixed(1);
      process.stdout.write(output);
      process.stdout.write(code === 0 ? `[${name}] passed in ${seconds} s\n` : `[${name}] FAILED (exit ${code}) after ${seconds} s\n`);
      if (code !== 0) failed++;
    }),
  ),
);
process.stdout.write(`[run-parallel] ${names.join(', ')}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(failed === 0 ? 0 : 1);
