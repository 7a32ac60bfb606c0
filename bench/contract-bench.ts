/**
 * Figures for the contract (issue 11): export of a 1 MB spec to OpenAPI (YAML and JSON), JSON Schema and
 * TypeScript, and import of a 2 MB OpenAPI document (JSON and YAML). Goal: < 300 ms each. The 2 MB document
 * is the export of a generated spec, sized to 2 MB, so it holds every construct the importer reads.
 * bench/run.ts passes the built core.
 */
import type * as Core from '../src/core/index';
import { generateSpec } from './generate-spec';
import { median } from './median';

/** The part of the core the bench times. */
export type ContractCore = Pick<typeof Core, 'exportContract' | 'importOpenApi'>;

/** One measured step. */
export interface ContractFigure {
  readonly step: string;
  readonly inputKB: number;
  readonly outputKB: number;
  readonly ms: number;
}

function timed(fn: () => string, times = 5): { ms: number; out: string } {
  let out = fn();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    out = fn();
    samples.push(performance.now() - t0);
  }
  return { ms: Math.round(median(samples) * 10) / 10, out };
}

const kb = (s: string): number => Math.round(s.length / 1024);

/** Times every export of a 1 MB spec and the import of a 2 MB OpenAPI document. */
export function benchContract(core: ContractCore): ContractFigure[] {
  const spec = generateSpec(1_000_000);
  const rows: ContractFigure[] = [];
  for (const [step, to, json] of [
    ['export → OpenAPI YAML', 'openapi', false],
    ['export → OpenAPI JSON', 'openapi', true],
    ['export → JSON Schema', 'jsonschema', false],
    ['export → TypeScript', 'typescript', false],
  ] as const) {
    const { ms, out } = timed(() => core.exportContract(spec, to, json).text);
    rows.push({ step, inputKB: kb(spec), outputKB: kb(out), ms });
  }
  // A spec whose OpenAPI JSON is about 2 MB.
  const probe = core.exportContract(spec, 'openapi', true).text.length / spec.length;
  const source = generateSpec(Math.round((2 * 1024 * 1024) / probe));
  const docJson = core.exportContract(source, 'openapi', true).text;
  const docYaml = core.exportContract(source, 'openapi').text;
  const read = (doc: string): string => {
    const r = core.importOpenApi(doc);
    if (!r.ok) throw new Error(r.message);
    return r.spec;
  };
  for (const [step, doc] of [
    ['import ← OpenAPI JSON', docJson],
    ['import ← OpenAPI YAML', docYaml],
  ] as const) {
    const { ms, out } = timed(() => read(doc));
    rows.push({ step, inputKB: kb(doc), outputKB: kb(out), ms });
  }
  return rows;
}
