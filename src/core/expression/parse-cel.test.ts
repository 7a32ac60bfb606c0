import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_LENGTH, MAX_MACRO_NESTING, macroNesting, parseCel } from './parse-cel';
import { parse } from '@bufbuild/cel';

describe('macro nesting (the cost of list macros multiplies)', () => {
  const nested = (n: number): string => {
    let e = 'true';
    for (let i = 0; i < n; i++) e = `value.all(x${i}, ${e})`;
    return e;
  };
  it.each([
    ['size(value) > 2', 0],
    ['value.all(x, x > 0)', 1],
    ['value.filter(x, x > 0).map(x, x * 2).exists(x, x > 3)', 1],
    ['record.orders.all(o, o.lines.exists(l, l.qty > 0))', 2],
    ['value.map(a, value.map(b, value.map(c, a + b + c)))', 3],
    ['[1, 2].exists(x, x == 1) && [3].all(y, [4].exists(z, y < z))', 2],
  ])('%s nests %i deep', (source, depth) => {
    expect(macroNesting(parse(source).expr)).toBe(depth);
  });

  it(`refuses more than ${MAX_MACRO_NESTING} levels at parse, naming the limit`, () => {
    expect(parseCel(nested(MAX_MACRO_NESTING)).ok).toBe(true);
    const refused = parseCel(nested(MAX_MACRO_NESTING + 1));
    expect(refused).toMatchObject({ ok: false, tooDeep: true });
    expect(refused.ok ? '' : refused.message).toContain(`4 levels deep, more than the ${MAX_MACRO_NESTING} allowed`);
    expect(parseCel(nested(8)).ok).toBe(false);
  });
});

describe('parseCel', () => {
  it('parses and caches by source text', () => {
    const a = parseCel('size(value) <= 2000');
    expect(a.ok).toBe(true);
    expect(parseCel('size(value) <= 2000')).toBe(a);
  });

  it.each([
    ['x = 1', 2, '`==`'],
    ['a | b', 2, '`||`'],
    ['a & b', 2, '`&&`'],
    ['a and b', 2, '`&&` instead of `and`'],
    ['a <> b', 2, '`!=`'],
    ['f(a, b', 1, 'not closed'],
    ['f(a, b))', 7, 'no matching'],
    ['"abc', 0, 'string opened here'],
  ])('explains %j at offset %i', (source, offset, text) => {
    const r = parseCel(source);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.offset).toBe(offset);
      expect(r.message).toContain(text);
      expect(r.message).not.toContain('<input>');
    }
  });

  it('maps the parser position on later lines and after astral characters', () => {
    const r = parseCel('"😀" == x\n  && y z');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.offset).toBe('"😀" == x\n  && y '.length);
  });

  it('says when an expression ends too early or is empty', () => {
    const r = parseCel('size(x) >= ');
    expect(r).toMatchObject({ ok: false, offset: 8, length: 2 });
    expect(r.ok || r.message).toContain('ends with `>=`; something is missing after it');
    expect(parseCel('  ').ok).toBe(false);
  });

  it('refuses brackets nested past the limit without exhausting the stack', () => {
    const r = parseCel(`${'('.repeat(5000)}1${')'.repeat(5000)}`);
    expect(r).toMatchObject({ ok: false, tooDeep: true, offset: 100 });
    expect(parseCel(`${'('.repeat(50)}1${')'.repeat(50)}`).ok).toBe(true);
  });

  it('refuses conditions nested past the limit, counting only those still open', () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => `x == ${i} ? ${i} : `).join('') + '0';
    const deep = parseCel(chain(150));
    expect(deep).toMatchObject({ ok: false, tooDeep: true, offset: chain(101).indexOf('?', chain(100).length - 1) });
    expect(deep.ok || deep.message).toContain('brackets or conditions');
    expect(parseCel(chain(60)).ok).toBe(true);
    // Conditions closed inside their own brackets do not add up.
    const side = Array.from({ length: 150 }, (_, i) => `(x == ${i} ? 1 : 0)`).join(' + ');
    expect(parseCel(side).ok).toBe(true);
    // A `?` inside a string is no condition.
    expect(parseCel(`"${'?'.repeat(500)}" == x`).ok).toBe(true);
  });

  it('refuses an expression longer than the limit before the parser sees it', () => {
    const literal = parseCel(`value != "${'x'.repeat(1_000_000)}"`);
    expect(literal).toMatchObject({ ok: false, tooLong: true, tooDeep: false, offset: 0, length: 1_000_011 });
    expect(literal.ok || literal.message).toContain('1,000,011 characters, more than the 10,000');
    const edge = `"${'x'.repeat(MAX_EXPRESSION_LENGTH - 2)}"`;
    expect(parseCel(edge).ok).toBe(true);
    expect(parseCel(`${edge} `)).toMatchObject({ ok: false, tooLong: true });
  });

  it('never throws and gives offsets inside the source (seed 3)', () => {
    const alphabet = fc.constantFrom(
      'a',
      '1',
      ' ',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      '.',
      '|',
      '&',
      '=',
      '!',
      '<',
      '+',
      ',',
      '?',
      ':',
      '\n',
      'é',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 25 }), (parts) => {
        const source = parts.join('');
        const r = parseCel(source);
        if (!r.ok) {
          expect(r.offset).toBeGreaterThanOrEqual(0);
          expect(r.offset + r.length).toBeLessThanOrEqual(source.length);
        }
      }),
      { seed: 3, numRuns: 500 },
    );
  });
});
