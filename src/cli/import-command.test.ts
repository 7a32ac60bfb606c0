import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOptions, checkSpec, exportContract, importOpenApi, parseSpec, proposeOptions } from '../core/index';
import { redoclyErrors } from './contract-test-support';
import { runCli } from './run-cli';
import { createMemoryIo } from './test-support';

// Import on real public documents vendored with their licences (test-fixtures/openapi/README.md).
const root = join(import.meta.dirname, '..', '..');
const REAL = [
  { file: 'petstore/openapi.yaml', operations: 19, entities: ['Order', 'Category', 'User', 'Tag', 'Pet', 'ApiResponse'] },
  { file: 'twilio-sync/twilio_sync_v1.json', operations: 48, entities: [] as string[] },
  // Written here in the styles of documents by others (test-fixtures/openapi/EXPECTATIONS.md).
  { file: 'tracker/openapi.yaml', operations: 5, entities: ['Repo', 'Issue', 'User', 'Opened', 'Closed'] },
  { file: 'shelf-swagger2/swagger.yaml', operations: 4, entities: ['Book'] },
];
const read = (file: string): string => readFileSync(join(root, 'test-fixtures', 'openapi', file), 'utf8');

describe.each(REAL)('importing $file', ({ file, operations, entities }) => {
  const text = read(file);
  const result = importOpenApi(text);
  if (!result.ok) throw new Error(result.message);

  it('gets options for the points import leaves open that invent no entity, and accepting all keeps zero errors', () => {
    const declared = new Set(parseSpec(result.spec).spec.entities.map((e) => e.name.value));
    const { options } = proposeOptions(result.spec);
    expect(options.some((o) => o.point === 2)).toBe(true);
    // Path words such as findByStatus, login, inventory or Permissions are no entities of the API.
    expect(options.filter((o) => /^Add entity/.test(o.title)).map((o) => o.title)).toEqual([]);
    const accepted = applyOptions(result.spec, options);
    const after = parseSpec(accepted).spec;
    expect(after.entities.map((e) => e.name.value).filter((n) => !declared.has(n))).toEqual([]);
    const errors = checkSpec(accepted).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
    // Every screen added shows a declared entity.
    expect(after.screens.length).toBeGreaterThan(0);
  });

  it('carries every operation it can into point 7 and checks with zero errors', () => {
    const spec = parseSpec(result.spec).spec;
    const notCarriedOps = result.notCarried.filter((n) => /^#\/paths\/[^/]+\/[a-z]+$/.test(n.pointer)).length;
    expect(spec.calls.length + notCarriedOps).toBe(operations);
    for (const name of entities) expect(spec.entities.map((e) => e.name.value)).toContain(name);
    const errors = checkSpec(result.spec).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('notes what it does not carry with JSON pointers into the document', () => {
    expect(result.notCarried.length).toBeGreaterThan(0);
    for (const n of result.notCarried) expect(n.pointer).toMatch(/^#\//);
    expect(result.spec).toContain('## Not carried from the OpenAPI document');
  });

  it("export(import(doc)) passes Redocly's recommended ruleset with no errors", async () => {
    expect(await redoclyErrors(exportContract(result.spec, 'openapi').text)).toEqual([]);
  }, 60_000);
});

describe('specfront import', () => {
  it('prints the spec and says on stderr how many parts were not carried', async () => {
    const io = createMemoryIo({ 'petstore.yaml': read('petstore/openapi.yaml') });
    expect(await runCli(['import', 'petstore.yaml'], io)).toBe(0);
    expect(io.out()).toMatch(/^# Specification: Swagger Petstore - OpenAPI 3\.0\n/);
    expect(io.err()).toMatch(/^\d+ parts of petstore\.yaml not carried/);
  });

  it('writes --out', async () => {
    const io = createMemoryIo({ 'sync.json': read('twilio-sync/twilio_sync_v1.json') });
    expect(await runCli(['import', 'sync.json', '--out', 'sync.md'], io)).toBe(0);
    expect(io.out()).toMatch(/^wrote sync\.md\n/);
    expect(io.files.get('sync.md')).toContain('## 7. The calls it makes');
  });

  it('reads Swagger 2.0 and says so in the spec', async () => {
    const io = createMemoryIo({ 'v2.json': '{"swagger": "2.0", "info": {"title": "Two"}, "host": "two.example", "paths": {}}' });
    expect(await runCli(['import', 'v2.json'], io)).toBe(0);
    expect(io.out()).toMatch(/^# Specification: Two\n/);
    expect(io.out()).toContain('Imported from Swagger 2.0 (read as OpenAPI 3.0).');
    expect(io.out()).toContain('- `#/host` — the servers (https://two.example)');
  });

  it('refuses what is not OpenAPI with exit 2 and the reason', async () => {
    const io = createMemoryIo({ 'spec.md': readFileSync(join(root, 'examples', 'clinic.spec.md'), 'utf8') });
    expect(await runCli(['import', 'spec.md'], io)).toBe(2);
    expect(io.err()).toContain(
      'cannot import spec.md: the document is Markdown (a spec?), not an OpenAPI document in YAML or JSON; open it as a spec instead',
    );
    const heading = createMemoryIo({ 'notes.md': '# Ideas\n\nA shelf of books.\n' });
    expect(await runCli(['import', 'notes.md'], heading)).toBe(2);
    expect(heading.err()).toContain('the document is Markdown');
    const broken = createMemoryIo({ 'api.yaml': 'openapi: 3.1.0\ninfo: {title: x\n  version: 1\npaths: [\n' });
    expect(await runCli(['import', 'api.yaml'], broken)).toBe(2);
    expect(broken.err()).toContain('the document is not valid YAML (line 3, column');
    const swagger = createMemoryIo({ 'old.json': '{"swagger": "1.2", "info": {}}' });
    expect(await runCli(['import', 'old.json'], swagger)).toBe(2);
    expect(swagger.err()).toContain('Swagger 1.2');
    expect(await runCli(['import'], createMemoryIo())).toBe(2);
  });
});
