/**
 * Figures for the options engine (issue 5): options for the rough draft (goal < 50 ms) and for a 1 MB
 * spec (goal < 500 ms), both the complete generated spec and the same spec cut down to a draft of
 * points 1, 2 and 7 (every entity, state, role, error and constant then has to be inferred).
 * bench/run.ts passes the built core; without one, the sources are loaded.
 */
import { readFileSync } from 'node:fs';
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';
import { median } from './median';

/** The part of the core the bench times. */
export type OptionsCore = Pick<typeof Core, 'proposeOptions' | 'applyOptions'>;

/** One measured input. */
export interface OptionsFigure {
  readonly input: string;
  readonly bytes: number;
  readonly options: number;
  /** Median time of `proposeOptions`, after a warm-up. */
  readonly proposeMs: number;
  /** Median time of `applyOptions` with every option. */
  readonly applyAllMs: number;
  readonly goalMs: number;
}

function time(fn: () => unknown, runs: number): number {
  fn();
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** The generated spec with only points 1, 2 and 7 kept: a 1 MB rough draft. */
export function draftOf(spec: string): string {
  const keep = new Set(['1', '2', '7']);
  return spec
    .split(/(?=^## )/m)
    .filter((part) => !part.startsWith('## ') || keep.has(part.slice(3, 4)))
    .join('');
}

/** Measures the options engine; figures as plain data (bench/run.ts prints and records them). */
export async function benchOptions(core?: OptionsCore): Promise<OptionsFigure[]> {
  const { proposeOptions, applyOptions } = core ?? ((await import('../src/core/index')) as OptionsCore);
  const draft = readFileSync(new URL('../examples/tool-library.draft.md', import.meta.url), 'utf8');
  const big = generateSpec(1_000_000);
  const inputs: [string, string, number, number][] = [
    ['tool-library.draft.md', draft, 50, 25],
    ['1 MB spec', big, 500, 5],
    ['1 MB draft (points 1, 2, 7 of a generated spec)', draftOf(generateSpec(2_900_000)), 500, 5],
  ];
  return inputs.map(([input, text, goalMs, runs]) => {
    const { options } = proposeOptions(text);
    return {
      input,
      bytes: text.length,
      options: options.length,
      proposeMs: +time(() => proposeOptions(text), runs).toFixed(1),
      applyAllMs: +time(() => applyOptions(text, options), runs).toFixed(1),
      goalMs,
    };
  });
}
