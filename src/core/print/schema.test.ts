import rawSchema from '../../../schema/spec.schema.json?raw';
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse/parse-spec';
import { parseYamlSpec } from '../parse/yaml/parse-yaml-spec';
import { printJson } from './print-json';
import { EVERY_CONSTRUCT } from './every-construct.fixture';
import { CFP_SPEC as cfp } from '../check/test-fixture-specs';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
};
const schema = JSON.parse(rawSchema) as Schema & { $defs: Record<string, Schema>; $schema: string };

/** A tiny validator for the keywords the schema uses ($ref, type, properties, required, additionalProperties, items, anyOf). */
function validate(value: unknown, s: Schema, path: string, errors: string[]): void {
  if (s.$ref) {
    const def = schema.$defs[s.$ref.replace('#/$defs/', '')];
    if (!def) throw new Error(`unknown ref ${s.$ref}`);
    validate(value, def, path, errors);
  }
  if (s.anyOf) {
    const ok = s.anyOf.some((alt) => {
      const e: string[] = [];
      validate(value, alt, path, e);
      return e.length === 0;
    });
    if (!ok) errors.push(`${path}: matches no alternative`);
  }
  if (s.type) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    if (!types.includes(actual) && !(actual === 'number' && types.includes('integer') && Number.isInteger(value)))
      errors.push(`${path}: ${actual} is not ${types.join('|')}`);
  }
  if (Array.isArray(value) && s.items) value.forEach((v, i) => validate(v, s.items as Schema, `${path}[${i}]`, errors));
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const r of s.required ?? []) if (!Object.hasOwn(obj, r)) errors.push(`${path}: missing ${r}`);
    for (const [k, v] of Object.entries(obj)) {
      const prop = s.properties && Object.hasOwn(s.properties, k) ? s.properties[k] : undefined;
      if (prop) validate(v, prop, `${path}.${k}`, errors);
      else if (s.additionalProperties === false) errors.push(`${path}: unexpected key ${k}`);
      else if (typeof s.additionalProperties === 'object') validate(v, s.additionalProperties, `${path}.${k}`, errors);
    }
  }
}

const specs: [string, string][] = [
  ['every construct', EVERY_CONSTRUCT],
  ['cfp', cfp],
];

describe('schema/spec.schema.json', () => {
  it('is a draft 2020-12 schema', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it.each(specs)('accepts the printed JSON form of %s', (_name, markdown) => {
    const json = JSON.parse(printJson(parseSpec(markdown).spec)) as unknown;
    const errors: string[] = [];
    validate(json, schema, '$', errors);
    expect(errors).toEqual([]);
  });

  it('rejects what the reader rejects: an unknown top-level key, a row without its required key', () => {
    const errors: string[] = [];
    validate({ scrrens: [] }, schema, '$', errors);
    validate({ errors: [{ code: 'X' }] }, schema, '$', errors);
    expect(errors).toEqual(['$: unexpected key scrrens', '$.errors: matches no alternative']);
    expect(parseYamlSpec('errors: [{ code: X }]', 'yaml').diagnostics.map((d) => d.code)).toEqual(['missing-cell']);
  });
});
