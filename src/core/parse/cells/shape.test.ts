// First: the work meter counts only the functions compiled after it loads.
import { expectLinearWork } from '../../../../scripts/work-meter';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellFixture } from './cell-fixture';
import { parseShape } from './shape';

const read = (text: string) => {
  const f = cellFixture(text, '| POST | /api/talks | ');
  const shape = parseShape(f.src, f.sink, 7);
  return { ...f, shape, diagnostics: f.sink.diagnostics };
};
const where = (r: ReturnType<typeof read>) => r.at(r.diagnostics[0] ?? { from: 0, to: 0 });

describe('parseShape', () => {
  it.each(['', '  ', '—', '-', '–', 'none', 'None'])('reads %j as none', (text) => {
    const r = read(text);
    expect(r.shape.kind).toBe('none');
    expect(r.diagnostics).toEqual([]);
  });

  it('reads an entity name and a list of it', () => {
    expect(read('Talk').shape).toMatchObject({ kind: 'ref', entity: 'Talk' });
    const r = read(' Talk[] ');
    expect(r.shape).toMatchObject({ kind: 'list', of: { kind: 'ref', entity: 'Talk' } });
    expect(r.at(r.shape.span)).toBe('Talk[]');
  });

  it('reads the object of cfp.spec.md with a union through escaped bars', () => {
    const text = '{ title: string, abstract: text, speakerEmail: email, format: "talk" | "workshop" | "lightning", minutes: integer }';
    const r = read(text);
    expect(r.diagnostics).toEqual([]);
    expect(r.shape).toMatchObject({
      kind: 'object',
      fields: [
        { name: 'title', optional: false, type: { kind: 'scalar', name: 'string' } },
        { name: 'abstract', type: { kind: 'scalar', name: 'text' } },
        { name: 'speakerEmail', type: { kind: 'scalar', name: 'email' } },
        { name: 'format', type: { kind: 'enum', values: ['talk', 'workshop', 'lightning'] } },
        { name: 'minutes', type: { kind: 'scalar', name: 'integer' } },
      ],
    });
    expect(r.at(r.shape.span)).toBe(text.replaceAll('|', '\\|'));
    if (r.shape.kind === 'object') {
      const format = r.shape.fields[3];
      expect(r.at(format?.nameSpan ?? { from: 0, to: 0 })).toBe('format');
      expect(r.at(format?.type.span ?? { from: 0, to: 0 })).toBe('"talk" \\| "workshop" \\| "lightning"');
    }
  });

  it('reads optional properties, nesting, lists, semicolons and trailing separators', () => {
    const r = read('{ title: string; pages?: integer; author: { name: string, tags: string[], }; items: list of Talk; }');
    expect(r.diagnostics).toEqual([]);
    expect(r.shape).toMatchObject({
      kind: 'object',
      fields: [
        { name: 'title', optional: false },
        { name: 'pages', optional: true, type: { kind: 'scalar', name: 'integer' } },
        { name: 'author', type: { kind: 'object', fields: [{ name: 'name' }, { name: 'tags', type: { kind: 'list' } }] } },
        { name: 'items', type: { kind: 'list', of: { kind: 'ref', entity: 'Talk' } } },
      ],
    });
    expect(read('{}').shape).toMatchObject({ kind: 'object', fields: [] });
    expect(read('{ items: Talk[], total: integer }[]').shape).toMatchObject({ kind: 'list', of: { kind: 'object' } });
  });

  it('reads quoted property names and `one of` inside an object', () => {
    const r = read('{ "x-total": integer, status: one of draft, sent, count: integer }');
    expect(r.diagnostics).toEqual([]);
    expect(r.shape).toMatchObject({
      fields: [{ name: 'x-total' }, { name: 'status', type: { kind: 'enum', values: ['draft', 'sent'] } }, { name: 'count' }],
    });
  });

  it('reports a missing colon at its place', () => {
    const r = read('{ title string }');
    expect(r.shape.kind).toBe('invalid');
    expect(r.diagnostics).toMatchObject([{ code: 'bad-shape', severity: 'error', point: 7 }]);
    expect(where(r)).toBe('s');
    expect(r.diagnostics[0]?.message).toContain('`:` and a type after `title`');
  });

  it('reports an unclosed object at its opening brace', () => {
    const r = read('{ title: string');
    expect(where(r)).toBe('{');
    expect(r.diagnostics[0]?.message).toContain('add `}`');
  });

  it('reports a missing separator, a bad property name, a duplicate and trailing text', () => {
    const a = read('{ a: string b: string }');
    expect(where(a)).toBe('b');
    expect(a.diagnostics[0]?.message).toContain('`,` or `}` after the type of `a`');
    expect(where(read('{ 1a: string }'))).toBe('1');
    const d = read('{ a: string, a: integer }');
    expect(d.diagnostics[0]?.message).toContain('property `a` is given twice');
    expect(where(read('Talk Review'))).toBe('R');
    expect(read('{ a: int }').diagnostics[0]?.message).toContain('Did you mean `integer`?');
  });

  it('reports nesting past 32 levels as too-deep', () => {
    const ok = read(`${'{ a: '.repeat(32)}string${' }'.repeat(32)}`);
    expect(ok.diagnostics).toEqual([]);
    const r = read(`${'{ a: '.repeat(33)}string${' }'.repeat(33)}`);
    expect(r.diagnostics).toMatchObject([{ code: 'too-deep', severity: 'error' }]);
    const huge = read(`${'{ a: '.repeat(200_000)}string`);
    expect(huge.diagnostics).toMatchObject([{ code: 'too-deep' }]);
  });

  // Linear work (the blocks of code run, not the clock: the time is `npm run bench -- core`, hostile shapes).
  it('is linear on a wide object', async () => {
    const wide = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `f${i}: string`).join(', ')} }`;
    expect(read(wide(1000)).shape.kind).toBe('object');
    await expectLinearWork(wide, read, 1000);
  });

  it('never throws and keeps diagnostics inside the cell (seed 7)', () => {
    const alphabet = fc.constantFrom('a', 'T', ' ', '|', '"', '[', ']', '{', '}', '(', ')', ',', ';', ':', '?', 'one of ', 'string', '—');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (parts) => {
        const r = read(parts.join(''));
        for (const d of r.diagnostics) {
          expect(d.from).toBeGreaterThanOrEqual(r.src.span.from);
          expect(d.to).toBeLessThanOrEqual(r.src.span.to);
        }
        expect(r.diagnostics.length).toBeLessThanOrEqual(1);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});
