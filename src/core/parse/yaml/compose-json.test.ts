import { describe, expect, it } from 'vitest';
import { isMap, isPair, isScalar, isSeq, Pair, Scalar, YAMLMap, YAMLSeq, type Document } from 'yaml';
import { createSink } from '../../diagnostics/report';
import { printJson } from '../../print/print-json';
import { parseSpec } from '../parse-spec';
import { createSourceText } from '../../source/source-text';
import { composeJson, isSharedJsonString, jsonKeyName } from './compose-json';
import { composeYaml } from './compose-yaml';
import CLINIC from '../../../../examples/clinic.spec.md?raw';
import BOOKSHOP from '../../../../examples/bookshop.spec.md?raw';
import VET from '../../../../examples/vet-practice.spec.md?raw';

/** Every node of a document as one line: kind, scalar style and value, range. */
function lines(doc: Document.Parsed | null): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string): void => {
    const range = (node as { range?: number[] } | null)?.range?.slice(0, 2).join('-') ?? '';
    if (isMap(node)) {
      out.push(`${path} map ${range}`);
      for (const pair of node.items) {
        walk(pair.key, `${path}.key`);
        walk(pair.value, `${path}.${String(isScalar(pair.key) ? pair.key.value : '?')}`);
      }
    } else if (isSeq(node)) {
      out.push(`${path} seq ${range}`);
      node.items.forEach((item, i) => walk(item, `${path}[${i}]`));
    } else if (isScalar(node)) out.push(`${path} ${node.type ?? ''} ${JSON.stringify(node.value)} ${range}`);
    else out.push(`${path} ${String(node)}`);
  };
  walk(doc?.contents ?? null, '$');
  return out;
}

function both(text: string): { fast: string[]; yaml: string[]; fastDiags: string[]; yamlDiags: string[] } {
  const a = createSink();
  const b = createSink();
  const fast = composeYaml(createSourceText(text, 0), 'json', a, null);
  const slow = composeYaml(createSourceText(text, 0), 'json', b, null, true);
  const diags = (s: ReturnType<typeof createSink>) => s.diagnostics.map((d) => `${d.code} ${d.from}-${d.to} ${d.message}`);
  return { fast: lines(fast), yaml: lines(slow), fastDiags: diags(a), yamlDiags: diags(b) };
}

describe('composeJson builds the document the yaml package composes from valid JSON', () => {
  it.each([
    ['clinic', CLINIC],
    ['bookshop', BOOKSHOP],
    ['vet-practice', VET],
  ])('the JSON form of examples/%s: same nodes, values, styles and ranges', (_, markdown) => {
    const json = printJson(parseSpec(markdown).spec);
    const r = both(json);
    expect(r.fast.length).toBeGreaterThan(100);
    expect(r.fast).toEqual(r.yaml);
    expect(r.fastDiags).toEqual(r.yamlDiags);
  });

  it.each([
    ['escapes and unicode', '{"a": "line\\nbreak \\"q\\" \\u00e9 \\ud83d\\ude00 \\\\", "b": "café — ✓"}'],
    ['plain and escaped strings in turn', '["a", "b\\\\", "c", "\\"d\\"", "", "e\\\\\\"f", "g", {"h\\u0041": "i"}, "\\\\"]'],
    ['numbers and words', '{"n": [0, -1, 2.5, 1e3, -0.25E-2], "t": true, "f": false, "z": null}'],
    ['empty collections and white space', ' {\n\t"a" : [ ] ,\r\n "b":{}} \n'],
    ['a top-level list', '[1, "x", [2, {"y": "z"}]]'],
    ['a scalar document', '"just text"'],
  ])('%s', (_, text) => {
    const r = both(text);
    expect(r.fast).toEqual(r.yaml);
  });

  it('reports a key written twice at the second one, as the yaml path does (the whole key underlined)', () => {
    const r = both('{"title": "A", "points": {}, "title": "B"}');
    expect(r.fastDiags).toEqual(['bad-json 29-36 The key `title` is given twice in this mapping. Keep one of them.']);
    expect(r.yamlDiags).toEqual(['bad-json 29-30 The key `title` is given twice in this mapping. Keep one of them.']);
  });

  it('reports every repeated key of an object with many keys (indexed) as of one with few (scanned)', () => {
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    const text = `{${[...keys, 'k3', 'k15', 'k0', 'k15'].map((k, i) => `"${k}": ${i}`).join(', ')}}`;
    const r = both(text);
    // The last of each repeated key stays, where it was written.
    const kept = r.fast.filter((l) => l.startsWith('$.key')).map((l) => l.split(' ')[2]);
    expect(kept).toEqual([...keys.filter((k) => !['k0', 'k3', 'k15'].includes(k)), 'k3', 'k0', 'k15'].map((k) => `"${k}"`));
    const at = (k: string, nth: number): number => text.split(`"${k}"`, nth).join(`"${k}"`).length;
    expect(r.fastDiags.map((d) => d.split(' ')[1])).toEqual([
      `${at('k3', 2)}-${at('k3', 2) + 4}`,
      `${at('k15', 2)}-${at('k15', 2) + 5}`,
      `${at('k0', 2)}-${at('k0', 2) + 4}`,
      `${at('k15', 3)}-${at('k15', 3) + 5}`,
    ]);
    expect(r.yamlDiags).toHaveLength(4);
  });

  it('makes nodes the yaml package recognises: its predicates, classes and methods hold', () => {
    const doc = composeYaml(createSourceText('{"a": [1, "x"]}', 0), 'json', createSink(), null);
    const root = doc?.contents;
    expect(isMap(root) && root instanceof YAMLMap).toBe(true);
    const pair = isMap(root) ? root.items[0] : null;
    expect(isPair(pair) && pair instanceof Pair).toBe(true);
    const list = pair?.value;
    expect(isSeq(list) && list instanceof YAMLSeq && list.flow).toBe(true);
    const [one, x] = isSeq(list) ? list.items : [];
    expect(isScalar(one) && one instanceof Scalar && isScalar(x)).toBe(true);
    expect(isScalar(x) && [x.type, x.range, x.clone().range, (x.clone() as Scalar).value]).toEqual([
      'QUOTE_DOUBLE',
      [10, 13, 13],
      [10, 13, 13],
      'x',
    ]);
    expect(isScalar(one) && one.type).toBe('PLAIN');
    expect(doc?.toJS()).toEqual({ a: [1, 'x'] });
    expect(String(doc)).toBe('{ "a": [ 1, "x" ] }\n');
  });
});

describe('isSharedJsonString', () => {
  it('holds for the short unescaped strings composeJson reads (one string per value), not for other nodes', () => {
    const text = `{"name": "Talk", "type": "${'t'.repeat(17)}", "e": "a\\nb", "n": 12, "m": {}, "k": ["x", ""]}`;
    const root = composeJson(text).doc.contents;
    const items = isMap(root) ? root.items : [];
    const value = (key: string) => items.find((p) => isScalar(p.key) && p.key.value === key)?.value;
    expect(isSharedJsonString(value('name'))).toBe(true);
    expect(isSharedJsonString(value('type'))).toBe(false);
    expect(isSharedJsonString(value('n'))).toBe(false);
    expect(isSharedJsonString(value('m'))).toBe(false);
    const list = value('k');
    expect(isSeq(list) && list.items.map((item) => isSharedJsonString(item))).toEqual([true, true]);
    const yamlDoc = composeYaml(createSourceText('{"name": "Talk"}', 0), 'yaml', createSink(), null);
    const yamlRoot = yamlDoc?.contents;
    expect(isMap(yamlRoot) && isSharedJsonString(yamlRoot.items[0]?.value)).toBe(false);
  });
});

describe('jsonKeyName', () => {
  it("gives the text of a composeJson pair's key node, and null for the yaml package's pairs", () => {
    const root = composeJson('{"name": 1, "": 2, "caf\\u00e9": 3, "a": {"b": 4}}').doc.contents;
    const pairs = isMap(root) ? root.items : [];
    expect(pairs.map((p) => jsonKeyName(p))).toEqual(pairs.map((p) => (isScalar(p.key) ? String(p.key.value) : 'not a scalar')));
    expect(pairs.map((p) => jsonKeyName(p))).toEqual(['name', '', 'café', 'a']);
    const yamlRoot = composeYaml(createSourceText('{"name": 1}', 0), 'yaml', createSink(), null)?.contents;
    expect(isMap(yamlRoot) ? jsonKeyName(yamlRoot.items[0]) : 'no map').toBeNull();
  });
});
