// First: the work meter counts only the functions compiled after it loads.
import { expectLinearWork } from '../../../../scripts/work-meter';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseFieldType } from './field-type';

const read = (text: string) => {
  const f = cellFixture(text);
  const type = parseFieldType(f.src, f.sink, 3);
  return { ...f, type, diagnostics: f.sink.diagnostics };
};

describe('parseFieldType', () => {
  it.each(['string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'id', 'uuid'])(
    'reads the scalar %s in any case',
    (name) => {
      const r = read(`  ${name.toUpperCase()} `);
      expect(r.type).toMatchObject({ kind: 'scalar', name });
      expect(r.at(r.type.span)).toBe(name.toUpperCase());
      expect(r.diagnostics).toEqual([]);
    },
  );

  it('reads a one-word type (read without the parser) as the parser reads it inside parentheses', () => {
    const words = ['string', 'STRING', 'Id', 'int', 'Double', 'list', 'one', 'of', 'Talk', 'Nope12', 'T\u00e4lk', '_x', 'x9'];
    const word = fc.oneof(fc.constantFrom(...words), fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/));
    fc.assert(
      fc.property(word, (w) => {
        const alone = read(w);
        const wrapped = read(`(${w})`);
        const { span: a, ...aloneRest } = alone.type;
        const { span: b, ...wrappedRest } = wrapped.type;
        // An invalid type keeps its whole text (here with the parentheses); the rest is the same.
        if (wrappedRest.kind === 'invalid') expect(aloneRest).toEqual({ ...wrappedRest, text: w });
        else {
          expect(aloneRest).toEqual(wrappedRest);
          expect(alone.at(a)).toBe(wrapped.at(b));
        }
        expect(alone.diagnostics.map((d) => [d.code, d.message])).toEqual(wrapped.diagnostics.map((d) => [d.code, d.message]));
      }),
    );
  });

  it('reads `one of a, b, c` with exact span', () => {
    const r = read('one of talk, workshop, lightning');
    expect(r.type).toMatchObject({ kind: 'enum', values: ['talk', 'workshop', 'lightning'] });
    expect(r.at(r.type.span)).toBe('one of talk, workshop, lightning');
  });

  it('reads `one of` with quoted values, numbers and a final `or`', () => {
    expect(read('One Of "a, b", c').type).toMatchObject({ kind: 'enum', values: ['a, b', 'c'] });
    expect(read('one of 10, 30, 45').type).toMatchObject({ values: ['10', '30', '45'] });
    expect(read('one of red, green or blue').type).toMatchObject({ values: ['red', 'green', 'blue'] });
    expect(read('one of red, green, or blue').type).toMatchObject({ values: ['red', 'green', 'blue'] });
  });

  it('reads a union of string literals through the removed backslashes', () => {
    const r = read('"draft" | "published" | \'gone\'');
    expect(r.type).toMatchObject({ kind: 'enum', values: ['draft', 'published', 'gone'] });
    expect(r.at(r.type.span)).toBe('"draft" \\| "published" \\| \'gone\'');
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps an entity reference as written', () => {
    const r = read('Doctor');
    expect(r.type).toMatchObject({ kind: 'ref', entity: 'Doctor' });
    expect(r.at(r.type.span)).toBe('Doctor');
    expect(read('talks').type).toMatchObject({ kind: 'ref', entity: 'talks' });
  });

  it('reads lists `X[]`, `X[][]` and `list of X`', () => {
    const a = read('Talk[]');
    expect(a.type).toMatchObject({ kind: 'list', of: { kind: 'ref', entity: 'Talk' } });
    expect(a.at(a.type.span)).toBe('Talk[]');
    expect(read('string [ ] []').type).toMatchObject({ kind: 'list', of: { kind: 'list', of: { kind: 'scalar', name: 'string' } } });
    const b = read('List of Talk');
    expect(b.type).toMatchObject({ kind: 'list', of: { kind: 'ref', entity: 'Talk' } });
    expect(b.at(b.type.span)).toBe('List of Talk');
    if (b.type.kind === 'list') expect(b.at(b.type.of.span)).toBe('Talk');
    expect(read('("a" | "b")[]').type).toMatchObject({ kind: 'list', of: { kind: 'enum', values: ['a', 'b'] } });
  });

  it('reports an empty cell', () => {
    const r = read('   ');
    expect(r.type.kind).toBe('invalid');
    expect(r.diagnostics).toMatchObject([{ code: 'bad-type', severity: 'error', point: 3 }]);
  });

  it('suggests the format name for a well-known alias', () => {
    const r = read('int');
    expect(r.type.kind).toBe('invalid');
    expect(r.diagnostics[0]?.message).toContain('Did you mean `integer`?');
    expect(r.at(r.diagnostics[0] ?? { from: 0, to: 0 })).toBe('int');
  });

  it('reports trailing words at their place', () => {
    const r = read('string (max 90)');
    expect(r.type).toMatchObject({ kind: 'invalid', text: 'string (max 90)' });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.at(r.diagnostics[0] ?? { from: 0, to: 0 })).toBe('(');
    expect(r.diagnostics[0]?.message).toContain('expected the end of the type');
  });

  it('refuses object types, a union with a non-literal, an unclosed quote and empty `one of`', () => {
    expect(read('{ a: string }').diagnostics[0]?.message).toContain('point 7');
    const u = read('"a" | Talk');
    expect(u.diagnostics[0]?.message).toContain('Only quoted strings');
    expect(u.at(u.diagnostics[0] ?? { from: 0, to: 0 })).toBe('Talk');
    expect(read('"abc').diagnostics[0]?.message).toContain('not closed');
    expect(read('one of').diagnostics[0]?.code).toBe('bad-type');
    expect(read('one of a,,b').diagnostics[0]?.code).toBe('bad-type');
    expect(read('Talk[').diagnostics[0]?.message).toContain('`]`');
  });

  it('reports a duplicate enumeration value', () => {
    const r = read('one of a, b, a');
    expect(r.diagnostics[0]?.message).toContain('`a` is given twice');
    expect(r.at(r.diagnostics[0] ?? { from: 0, to: 0 })).toBe('a');
    expect(read('"x" | "x"').diagnostics).toHaveLength(1);
  });

  it('reports nesting past 32 levels as too-deep without a stack overflow', () => {
    const r = read(`${'list of '.repeat(40)}Talk`);
    expect(r.diagnostics).toMatchObject([{ code: 'too-deep' }]);
    const deep = read(`${'('.repeat(100_000)}Talk${')'.repeat(100_000)}`);
    expect(deep.diagnostics).toMatchObject([{ code: 'too-deep' }]);
  });

  // Linear work (the blocks of code run, not the clock: the time is `npm run bench -- core`, hostile shapes).
  it('is linear on long inputs', async () => {
    await expectLinearWork((n) => `one of ${'a, '.repeat(n)}z`, read, 2000);
    await expectLinearWork((n) => `Talk${'[]'.repeat(n)}`, read, 2000);
    await expectLinearWork((n) => `${'"a" | '.repeat(n)}"b"`, read, 2000);
  });

  it('never throws and keeps diagnostics inside the cell (seed 42)', () => {
    const alphabet = fc.constantFrom(
      'a',
      'Z',
      ' ',
      '|',
      '"',
      "'",
      '[',
      ']',
      '(',
      ')',
      '{',
      '}',
      ',',
      ':',
      '?',
      'one of ',
      'list of ',
      'string',
      'é',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }), (parts) => {
        const r = read(parts.join(''));
        for (const d of r.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(r.src.span.from);
          expect(d.to).toBeLessThanOrEqual(r.src.span.to);
          expect(d.from).toBeLessThanOrEqual(d.to);
        }
        expect(r.type.kind === 'invalid').toBe(r.diagnostics.length > 0);
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});
