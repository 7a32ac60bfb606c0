/**
 * Test support: a deterministic measure of the work a synchronous call does, for unit tests that a parser stays
 * linear (speed itself is measured by `npm run bench`, never by a timed unit test). The work is the number of
 * blocks of JavaScript the engine runs — V8's precise block coverage, counted per execution, summed over the
 * scripts whose URL contains `under` — so it does not depend on the machine's load. It does not see inside the
 * engine's built-ins (a `slice` or a regex is one step); the benchmarks time those.
 *
 * Not for a run under `vitest --coverage` (the coverage provider's counters would be reset).
 */
import { Session } from 'node:inspector/promises';
import { afterAll, expect } from 'vitest';

interface Range {
  readonly count: number;
}
interface ScriptCoverage {
  readonly url: string;
  readonly functions: readonly { readonly ranges: readonly Range[] }[];
}

// One session for the test file, started when this module loads: V8 counts the blocks only of functions compiled
// after block coverage started (a function compiled before has no counters), so a test file imports this first.
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
// Counting slows all code: it stops with the test file.
afterAll(async () => {
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
});

/** The blocks run by `run(input)` in scripts whose URL contains `under`. */
export async function workOf<T>(input: T, run: (input: T) => unknown, under = '/src/'): Promise<number> {
  // Taking the coverage resets the counters: what the next take returns is the call's alone.
  await session.post('Profiler.takePreciseCoverage');
  run(input);
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  let blocks = 0;
  for (const script of result) {
    if (!script.url.includes(under)) continue;
    for (const f of script.functions) for (const r of f.ranges) blocks += r.count;
  }
  return blocks;
}

/**
 * Expects `run` to do linear work in `size`: on `make(4 * n)` at most `factor` times the work on `make(n)` (a
 * quadratic path gives about 16 times, an exponential one more) and at least twice as much: less means the meter
 * does not see the work (the code ran before this module started counting), and the test would prove nothing.
 * Both inputs are run once first, so what runs once (filling a cache) counts in neither.
 */
export async function expectLinearWork<T>(
  make: (size: number) => T,
  run: (input: T) => unknown,
  n: number,
  { factor = 4.5, under = '/src/' }: { factor?: number; under?: string } = {},
): Promise<void> {
  const small = make(n);
  const large = make(4 * n);
  run(small);
  run(large);
  const a = await workOf(small, run, under);
  const b = await workOf(large, run, under);
  const message = `work on ${4 * n}: ${b} blocks, on ${n}: ${a}`;
  expect(b / a, message).toBeGreaterThanOrEqual(2);
  expect(b / a, message).toBeLessThanOrEqual(factor);
}
