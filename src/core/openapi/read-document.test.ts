import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { readDocument } from './read-document';
import { expandedSize, readYaml } from './read-yaml';

const refusal = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('reading a document', () => {
  it('reads JSON and YAML alike, a byte order mark dropped', () => {
    const json = readDocument('\ufeff{"openapi": "3.0.3", "info": {"title": "x"}}');
    const yaml = readDocument('openapi: 3.0.3\ninfo: { title: x }\n');
    expect(json.doc).toEqual(yaml.doc);
    expect([json.source, json.version]).toEqual(['OpenAPI 3.0.3', '3.0.3']);
    expect(json.back('#/paths')).toBe('#/paths');
  });

  it('reads Swagger 2.0 as OpenAPI 3.0, with pointers back into the Swagger document', () => {
    const read = readDocument('swagger: "2.0"\ninfo: { title: x }\ndefinitions: { A: { type: object } }\n');
    expect([read.source, read.version, read.doc.openapi]).toEqual(['Swagger 2.0', '2.0', '3.0.3']);
    expect(read.back('#/components/schemas/A')).toBe('#/definitions/A');
  });

  it('says a Markdown spec is one', () => {
    expect(refusal(() => readDocument('# Specification: Shop\n\n## 1. What\n\n- a: [\n'))).toMatch(/^the document is Markdown/);
    expect(refusal(() => readDocument('# Shop\n\nSome words.\n'))).toMatch(/^the document is Markdown/);
  });

  it('names the line and column of a YAML mistake', () => {
    expect(refusal(() => readYaml('a: 1\nb: [1, 2\n', () => null))).toMatch(/^the document is not valid YAML \(line \d+, column \d+\): /);
  });

  it('reads YAML 1.2 core words as written, a later duplicate key winning', () => {
    expect(readYaml('a: yes\nb: 2024-01-01\nc: 1\nc: 2\n', () => null)).toEqual({ a: 'yes', b: '2024-01-01', c: 2 });
  });

  it('counts values with aliases expanded, and finds an alias that holds itself', () => {
    const shared = [1, 2, 3];
    expect(expandedSize({ a: shared, b: shared }, 100)).toBe(9);
    const loop: unknown[] = [1];
    loop.push(loop);
    expect(expandedSize(loop, 100)).toBe('cycle');
  });
});
