import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { printYamlData } from './print-yaml-data';

describe('printYamlData', () => {
  it.each([
    ['nested maps and lists', { a: { b: [1, 'x', { c: true, d: null }], e: [] }, f: {} }],
    [
      'strings YAML would read otherwise',
      {
        yes: 'no',
        n: 'true',
        v: '1.0.0',
        w: '1.0',
        x: '1e3',
        y: '0x1F',
        z: '.5',
        code: '200',
        e: '',
        s: ' lead',
        t: 'trail ',
        c: 'a: b',
        h: 'x #y',
        q: '"q"',
        star: '*a',
        amp: '&a',
        dash: '- x',
        pct: '%x',
        at: '@x',
      },
    ],
    ['multi-line strings', { d: 'line one\n\nline three', e: 'ends\n', f: ' starts\nwith space', g: 'a\n  indented\n', tab: 'a\tb\nc' }],
    ['odd keys', { '200': 'ok', 'a b': 1, '#/x': 2, 'x-specfront-source': { point: 3, line: 4 }, '': 'empty', null: 0 }],
    ['lists of lists and of maps', [[1, 2], [], [{ a: 1 }, { b: [{ c: 'd' }] }], 'tail']],
    [
      'multi-line strings as items and first keys',
      { l: ['one\ntwo', { d: 'a\nb', e: ['x\ny'] }, [['p\nq']]], m: [{}, [], { u: undefined }] },
    ],
    ['unicode and control characters', { u: 'café — ✓', c: 'bell\u0007', crlf: 'a\r\nb', sep: 'a\u2028b' }],
  ])('%s read back the same', (_, data) => {
    expect(parse(printYamlData(data))).toEqual(data);
    expect(parse(printYamlData(data), { version: '1.1' })).toEqual(data);
  });

  it("writes an item holding 300,000 lines (no spread of an item's lines into one call)", () => {
    const big = Array.from({ length: 300_000 }, (_, i) => i);
    const lines = printYamlData([{ big }]).split('\n');
    expect(lines.slice(0, 3)).toEqual(['- big:', '    - 0', '    - 1']);
    expect(lines.length).toBe(300_002);
    expect(lines[300_000]).toBe('    - 299999');
  });

  it('writes a version plain, as OpenAPI documents do, and quotes what would read as a number', () => {
    expect(printYamlData({ openapi: '3.1.0', version: '1.0', count: '42' })).toBe('openapi: 3.1.0\nversion: "1.0"\ncount: "42"\n');
  });
});
