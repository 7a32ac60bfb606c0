import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from './run-cli';
import { createMemoryIo } from './test-support';

const root = join(import.meta.dirname, '..', '..');
const BOOKSHOP = readFileSync(join(root, 'examples', 'bookshop.spec.md'), 'utf8');

describe('specfront export', () => {
  it('prints OpenAPI 3.1 YAML by default, JSON with --json', async () => {
    const io = createMemoryIo({ 'shop.md': BOOKSHOP });
    expect(await runCli(['export', 'shop.md'], io)).toBe(0);
    const yaml = parse(io.out()) as { openapi: string; paths: object };
    expect(yaml.openapi).toBe('3.1.0');
    const json = createMemoryIo({ 'shop.md': BOOKSHOP });
    expect(await runCli(['export', 'shop.md', '--to', 'openapi', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(yaml);
  });

  it('writes JSON Schema and TypeScript, to --out when given', async () => {
    const io = createMemoryIo({ 'shop.md': BOOKSHOP });
    expect(await runCli(['export', 'shop.md', '--to', 'jsonschema', '--out', 'schemas.json'], io)).toBe(0);
    expect(io.out()).toBe('wrote schemas.json\n');
    const schemas = JSON.parse(io.files.get('schemas.json') ?? '{}') as Record<string, { $schema: string }>;
    expect(Object.values(schemas).every((s) => s.$schema === 'https://json-schema.org/draft/2020-12/schema')).toBe(true);
    const ts = createMemoryIo({ 'shop.md': BOOKSHOP });
    expect(await runCli(['export', 'shop.md', '--to', 'typescript'], ts)).toBe(0);
    expect(ts.out()).toMatch(/export interface ErrorBody \{/);
  });

  it('refuses a wrong target, --json with another target, and a missing file (exit 2)', async () => {
    const io = createMemoryIo({ 'shop.md': BOOKSHOP });
    expect(await runCli(['export', 'shop.md', '--to', 'graphql'], io)).toBe(2);
    expect(io.err()).toContain('--to must be one of openapi, jsonschema, typescript');
    expect(await runCli(['export', 'shop.md', '--to', 'typescript', '--json'], createMemoryIo({ 'shop.md': BOOKSHOP }))).toBe(2);
    const missing = createMemoryIo();
    expect(await runCli(['export', 'nope.md'], missing)).toBe(2);
    expect(missing.err()).toContain('cannot read nope.md: no such file');
  });
});
