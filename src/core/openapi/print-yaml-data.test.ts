import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assertProperty } from '../test-property';
import { isBlockable, isPlain, printYamlData } from './print-yaml-data';

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

  // Two pieces per item (its dash and its value), joined in chunks of 4,096 pieces: every length around a chunk's end.
  it.each([2047, 2048, 2049, 4095, 4096, 4097])('writes every line of a list of %i items, whole', (n) => {
    const items = Array.from({ length: n }, (_, i) => `v${i}`);
    expect(printYamlData({ items })).toBe(`items:\n${items.map((v) => `  - ${v}\n`).join('')}`);
  });

  it('writes a version plain, as OpenAPI documents do, and quotes what would read as a number', () => {
    expect(printYamlData({ openapi: '3.1.0', version: '1.0', count: '42' })).toBe('openapi: 3.1.0\nversion: "1.0"\ncount: "42"\n');
    expect(printYamlData({ a: '10.20.30.4', b: '1..2', c: '.1.2', d: '1.2.', e: '1.2.x' })).toBe(
      'a: 10.20.30.4\nb: "1..2"\nc: ".1.2"\nd: "1.2."\ne: "1.2.x"\n',
    );
  });
});

/** The regular expressions the writer used before its character scans: the scans must decide alike. */
const PLAIN = /^[A-Za-z_/$][A-Za-z0-9 _./@$(),'+-]*$/;
const SPECIAL = /^(true|false|null|yes|no|on|off|y|n|~)$/i;
const plainByRegex = (s: string): boolean =>
  PLAIN.test(s) && !s.endsWith(' ') && !s.includes(' #') && !SPECIAL.test(s) && !/^[eE][-+]?[0-9]+$/.test(s);
const blockableByRegex = (s: string): boolean =>
  s.includes('\n') &&
  !s.endsWith('\n') &&
  !/^\n*[ \t]/.test(s) &&
  // eslint-disable-next-line no-control-regex -- the characters a literal block cannot hold
  !/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029\r]/.test(s) &&
  !/\n[ \t]*$/.test(s);

describe('isPlain and isBlockable', () => {
  it.each([
    ['Item12', true],
    ['#/components/schemas/Item12', false],
    ['/api/items/{id}', false],
    ['/api/items', true],
    ["it's (fine), a+b-c @home $x", true],
    ['trail ', false],
    ['Yes', false],
    ['NULL', false],
    ['nope', true],
    ['off', false],
    ['offset', true],
    ['9lives', false],
    ['café', false],
    ['a: b', false],
    ['', false],
  ])('isPlain(%j) is %s', (s, plain) => {
    expect(isPlain(s)).toBe(plain);
  });

  it.each([
    ['one\ntwo', true],
    ['one\n\ntwo', true],
    ['one', false],
    ['ends\n', false],
    [' lead\nx', false],
    ['\tlead\nx', false],
    ['a\n  ', false],
    ['a\n \tb', true],
    ['a\tb\nc', true],
    ['a\r\nb', false],
    ['a\nb\u2028', false],
    ['a\nbell\u0007', false],
    ['a\n\u007f', false],
  ])('isBlockable(%j) is %s', (s, blockable) => {
    expect(isBlockable(s)).toBe(blockable);
  });

  it('decide as the regular expressions did, on any string', () => {
    const chars = fc.constantFrom(...'aZ_/$09 .@(),\'+-#:\n\t\r~"é\u2028\u2029\u0000\u0007\u000b\u001f\u007fyesnulYESNULeE5'.split(''));
    const text = fc.oneof(
      fc.string({ unit: chars, maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('yes', 'On', 'N', 'null'),
    );
    assertProperty(
      fc.property(text, (s) => {
        expect(isPlain(s)).toBe(plainByRegex(s));
        expect(isBlockable(s)).toBe(blockableByRegex(s));
      }),
      { seed: 1125, numRuns: 3000 },
    );
  });

  it('quotes a bare exponent, which YAML 1.1 (the yaml package) reads as a number (found by the random run, seed 1424347438)', () => {
    for (const s of ['e0', 'E5', 'e+12', 'E-3']) {
      expect(isPlain(s)).toBe(false);
      expect(parse(printYamlData({ [s]: s }), { version: '1.1' })).toEqual({ [s]: s });
    }
    for (const s of ['e', 'e+', 'e0x', 'ex0']) expect(isPlain(s)).toBe(true);
  });

  it('keeps the leading space of a block whose first lines are empty (found by the random run, seed 983494642)', () => {
    for (const s of ['\n a', '\n\n\tb\nc', '\n a\nb']) {
      expect(isBlockable(s)).toBe(false);
      const d = { '': { '3.1.0': { ['a'.repeat(60)]: s, short: s } } };
      expect(parse(printYamlData(d))).toEqual(d);
      expect(parse(printYamlData(d), { version: '1.1' })).toEqual(d);
    }
    expect(isBlockable('\na\n b')).toBe(true);
    expect(parse(printYamlData({ k: '\na\n b' }))).toEqual({ k: '\na\n b' });
  });

  it('writes any plain data that YAML 1.2 and 1.1 read back the same, short and long strings (> 64 characters) alike', () => {
    const chars = fc.constantFrom(...'aZ_/$09 .@(),\'+-#:\n\t\r~"é—\u2028\u0000\u0007yesnul'.split(''));
    const str = fc.oneof(
      fc.string({ unit: chars, maxLength: 12 }),
      fc.string({ unit: chars, minLength: 60, maxLength: 90 }),
      fc.constantFrom('3.1.0', '1.0', 'yes', 'null', '#/components/schemas/A'),
    );
    const data = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        str,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(str, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    assertProperty(
      fc.property(data, (d) => {
        const text = printYamlData(d);
        expect(parse(text)).toEqual(d);
        expect(parse(text, { version: '1.1' })).toEqual(d);
      }),
      { seed: 20261125, numRuns: 1500 },
    );
  });
});
