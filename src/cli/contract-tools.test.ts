import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { redoclyErrors, typeErrors } from './contract-test-support';
import {
  contractInput,
  exportContract,
  exportJsonSchemas,
  applyOptions,
  proposeOptions,
  sampleRecords,
  SCHEMA_EXTENSIONS,
  loadRegexEngine,
  validateRecord,
} from '../core/index';

// The exports checked by the tools the field trusts: Redocly's recommended ruleset, Ajv (draft 2020-12), tsc --strict.
const root = join(import.meta.dirname, '..', '..');
const EXAMPLES = readdirSync(join(root, 'examples')).filter((f) => /\.(md|ya?ml|json)$/.test(f));
const read = (file: string): string => readFileSync(join(root, 'examples', file), 'utf8');

function ajv(): Ajv2020 {
  const a = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(a);
  for (const k of SCHEMA_EXTENSIONS) a.addKeyword(k);
  return a;
}

describe.each(EXAMPLES)('the exports of examples/%s', (file) => {
  const text = read(file);

  it("OpenAPI passes Redocly's recommended ruleset with no errors", async () => {
    expect(await redoclyErrors(exportContract(text, 'openapi').text)).toEqual([]);
  }, 30_000);

  it('JSON Schema accepts the sample records of the in-browser backend that the spec itself accepts', async () => {
    await loadRegexEngine();
    const { app } = contractInput(text);
    const schemas = exportJsonSchemas(contractInput(text));
    const validator = ajv();
    const now = new Date('2030-06-15T12:00:00Z');
    const records = sampleRecords(app, 5, 42, now);
    expect(records.length).toBe(app.entities.length * 5);
    let accepted = 0;
    for (const { entity, record } of records) {
      const validate = validator.compile(schemas[entity] ?? {});
      validate(record);
      const errors = validate.errors ?? [];
      // The sample maker does not satisfy every rule (a `matches` no candidate fits); the schema may refuse
      // a field only where the spec's own validation refuses it too.
      const refusedBySpec = new Set(validateRecord(app, entity, record, { mode: 'create', now }).map((e) => e.field));
      if (refusedBySpec.size === 0) accepted++;
      const unexplained = errors.filter((e) => !refusedBySpec.has(e.instancePath.split('/')[1] ?? ''));
      expect(unexplained, `${entity} ${JSON.stringify(record)}: ${validator.errorsText(unexplained)}`).toEqual([]);
    }
    if (records.length > 0) expect(accepted).toBeGreaterThan(records.length / 2);
  });

  it('TypeScript compiles under --strict', () => {
    expect(typeErrors(exportContract(text, 'typescript').text)).toEqual([]);
  });
});

// Rough drafts in other authors' styles (the options corpus), taken as far as their options go: exports
// of specs nobody wrote for the contract.
const DRAFTS = readdirSync(join(root, 'bench', 'options-corpus')).filter((f) => f.endsWith('.draft.md'));

describe.each(DRAFTS)('the exports of bench/options-corpus/%s with every option accepted', (file) => {
  let text = readFileSync(join(root, 'bench', 'options-corpus', file), 'utf8');
  for (let round = 0; round < 3; round++) {
    const { options } = proposeOptions(text);
    if (options.length === 0) break;
    text = applyOptions(text, options);
  }

  it("OpenAPI passes Redocly's recommended ruleset with no errors, and TypeScript compiles under --strict", async () => {
    const { text: document, operations } = exportContract(text, 'openapi');
    expect(operations.length).toBeGreaterThan(0);
    expect(await redoclyErrors(document)).toEqual([]);
    expect(typeErrors(exportContract(text, 'typescript').text)).toEqual([]);
  }, 30_000);
});

describe('the tools reject what they should', () => {
  it('Ajv refuses a record that breaks a rule carried as a keyword', () => {
    const text = read('clinic.spec.md');
    const schema = exportJsonSchemas(contractInput(text)).Patient ?? {};
    const validate = ajv().compile(schema);
    expect(validate({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'A', email: 'a@example.org', birthDate: '1990-01-01' })).toBe(
      false,
    );
    expect(validate({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Ada', email: 'a@example.org', birthDate: '1990-01-01' })).toBe(
      true,
    );
  });

  it('tsc reports a type error in a broken module, Redocly a broken document', async () => {
    expect(typeErrors('export const x: number = "a";')).not.toEqual([]);
    expect(await redoclyErrors('openapi: 3.1.0\ninfo: {}\npaths: {}\n')).not.toEqual([]);
  }, 30_000);
});
