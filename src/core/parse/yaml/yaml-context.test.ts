import { describe, expect, it } from 'vitest';
import { isScalar, isMap, isSeq, type Scalar } from 'yaml';
import { createSink } from '../../diagnostics/report';
import { createSourceText, type SourceText } from '../../source/source-text';
import { composeYaml } from './compose-yaml';
import { scalarText, type ScalarStyle } from './scalar-text';
import { itemPath, keyPath, MAX_ALIASES, readRow, readText, textOfScalar, trimText, type YamlContext } from './yaml-context';

function contextOf(src: SourceText, format: 'yaml' | 'json'): YamlContext {
  const sink = createSink();
  const doc = composeYaml(src, format, sink, null);
  if (!doc) throw new Error('no document');
  return { doc, src, sink, aliasBudget: MAX_ALIASES };
}

function scalars(node: unknown, out: Scalar[] = []): Scalar[] {
  if (isScalar(node)) out.push(node);
  else if (isMap(node))
    for (const p of node.items) {
      scalars(p.key, out);
      scalars(p.value, out);
    }
  else if (isSeq(node)) for (const item of node.items) scalars(item, out);
  return out;
}

/** The reading of a scalar before quoted scalars had a shortcut: slice the scalar, then align its value. */
function reference(ctx: YamlContext, node: Scalar): SourceText | null {
  const v = node.value;
  if (v === null || v === undefined) return null;
  const range = node.range;
  const whole = range ? ctx.src.slice(range[0], range[1]) : ctx.src.slice(0, 0);
  if (typeof v !== 'string') return whole.text.length > 0 ? whole : scalarText(String(v), whole, 'PLAIN');
  return scalarText(v, whole, (node.type ?? 'PLAIN') as ScalarStyle);
}

const place = (t: SourceText | null) =>
  t && { text: t.text, from: t.from, to: t.to, at: Array.from({ length: t.text.length + 1 }, (_, i) => t.offsetAt(i)) };

describe('textOfScalar', () => {
  const json =
    '{"a": "plain", "b": "", "c": "esc\\"aped\\n", "d": "caf\\u00e9 ✓", "e": 12, "f": true, "g": " spaced ", "h": ["x", "\\\\"]}';
  const yaml = [
    "a: 'it''s'",
    'b: "two\\tparts"',
    "c: 'single'",
    'd: "folded',
    '  line"',
    'e: plain words',
    'f: |',
    '  block',
    "g: ''",
    'h: "tab\\u0041"',
    '',
  ].join('\n');

  it.each([
    ['JSON in verbatim text', createSourceText(json, 0), 'json'],
    ['JSON at an offset', createSourceText(json, 40), 'json'],
    ['JSON in unescaped text', createSourceText(json, 3, [1, 30]), 'json'],
    ['YAML in verbatim text', createSourceText(yaml, 7), 'yaml'],
    ['YAML in unescaped text', createSourceText(yaml, 0, [4, 20]), 'yaml'],
  ] as const)('%s: the same text and places as slicing and aligning', (_, src, format) => {
    const ctx = contextOf(src, format);
    const all = scalars(ctx.doc.contents);
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) expect(place(textOfScalar(ctx, s))).toEqual(place(reference(ctx, s)));
  });
});

describe('trimText', () => {
  it('drops white space /\\s/ knows, Unicode spaces included, and keeps the places', () => {
    const raw = '\u00a0\u3000 name\t\ufeff';
    const t = trimText(createSourceText(raw, 10));
    expect([t.text, t.from, t.to]).toEqual(['name', 13, 17]);
  });

  it('gives the text itself when there is nothing to trim, punctuation at the ends included', () => {
    const s = createSourceText('!x~', 0);
    expect(trimText(s)).toBe(s);
    expect(trimText(createSourceText('', 4)).text).toBe('');
  });
});

describe('readRow', () => {
  const src = createSourceText('{"rows": [{"name": "A", "type": null, "odd": 1, "name": "B", "more": [2]}]}', 0);
  const ctx = contextOf(src, 'json');
  const list = isMap(ctx.doc.contents) ? ctx.doc.contents.items[0]?.value : null;
  const item = isSeq(list) ? list.items[0] : null;

  it('gives the known keys by name (the last of a repeated one), and the unknown ones in order', () => {
    const row = readRow(ctx, item, 'rows[0]', 3, ['name', 'type', 'required'], '{ name: … }');
    expect(row).not.toBeNull();
    expect(row && isScalar(row.get('name')) && (row.get('name') as Scalar).value).toBe('B');
    expect(row?.has('type')).toBe(true);
    expect(row && isScalar(row.get('type')) && (row.get('type') as Scalar).value).toBeNull();
    expect([row?.has('required'), row?.get('required')]).toEqual([false, undefined]);
    expect([row?.has('odd'), row?.get('odd')]).toEqual([false, undefined]);
    expect(row?.unknown.map((u) => [u.key, u.span.from])).toEqual([
      ['odd', src.text.indexOf('"odd"')],
      ['more', src.text.indexOf('"more"')],
    ]);
  });

  it('reports a row that is not a mapping', () => {
    expect(readRow(ctx, list, 'rows', 3, ['name'], '{ name: … }')).toBeNull();
    expect(ctx.sink.diagnostics.map((d) => d.code)).toContain('bad-value');
  });
});

describe('keyPath and itemPath', () => {
  it('spell the path a message names, built when asked', () => {
    const path = keyPath(itemPath(keyPath(itemPath('entities', 3), 'fields'), 0), 'type');
    expect(String(path)).toBe('entities[3].fields[0].type');
    expect(`${String(path)}`).toBe(String(path));
    expect(String(itemPath('', 2))).toBe('[2]');
  });

  it('give the same message as the path written out', () => {
    const src = createSourceText('{"rows": [{"name": ["x"]}]}', 0);
    const messages = (path: Parameters<typeof readText>[2]) => {
      const ctx = contextOf(src, 'json');
      const list = isMap(ctx.doc.contents) ? ctx.doc.contents.items[0]?.value : null;
      const row = readRow(ctx, isSeq(list) ? list.items[0] : null, path, 3, ['name'], '{ name: … }');
      readText(ctx, row?.get('name'), row ? keyPath(row.path, 'name') : 'none', 3);
      readRow(ctx, list, path, 3, ['name'], '{ name: … }');
      return ctx.sink.diagnostics.map((d) => d.message);
    };
    const lazy = messages(itemPath('rows', 0));
    expect(lazy).toEqual(messages('rows[0]'));
    expect(lazy.join('\n')).toContain('`rows[0].name` should be text');
    expect(lazy.join('\n')).toContain('`rows[0]` should be a mapping');
  });
});
