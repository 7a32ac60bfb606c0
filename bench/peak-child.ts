/**
 * Child process of the peak-memory bench: generates a spec of argv[2] bytes and, when argv[3] is
 * `check`, checks it once. Run under `--max-old-space-size=N`: it exits 0 only if the work fits.
 */
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';

const core = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof Core;
const text = generateSpec(Number(process.argv[2]));
core.checkSpec(generateSpec(20_000)); // compile the code paths first: code is not the spec's memory
if (process.argv[3] === 'check') core.checkSpec(text);
