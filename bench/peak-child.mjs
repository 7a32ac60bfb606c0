/**
 * Child process of the peak-memory bench, plain JavaScript (no TypeScript loader, whose worker would share
 * the memory limit): reads the spec at argv[2] (written by bench/run.ts) and, when argv[3] is `check`,
 * checks it once. Run under `--max-old-space-size=N`: it exits 0 only if the work fits.
 */
import { readFileSync } from 'node:fs';

const core = await import(new URL('../dist/index.js', import.meta.url).href);
const text = readFileSync(process.argv[2], 'utf8');
// Compile the code paths first on a small spec: code is not the spec's memory.
core.checkSpec(readFileSync(`${process.argv[2]}.warm`, 'utf8'));
if (process.argv[3] === 'check') core.checkSpec(text);
