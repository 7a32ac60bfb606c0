import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bookshop from '../../../examples/bookshop.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import draft from '../../../examples/tool-library.draft.md?raw';
import vet from '../../../examples/vet-practice.spec.md?raw';
import type { Span } from '../source/span';
import { createSpecParser, MAX_SPEC_CHARS, parseSpec, parseSpecModel, type ParseResult } from './parse-spec';
import { CFP_SPEC as cfp, SEED_SPEC as seed } from '../check/test-fixture-specs';

const at = (text: string, span: Span): string => text.slice(span.from, span.to);
const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Every from/to pair anywhere in a value (spans, diagnostics), found without recursion. */
function allSpans(value: unknown): Span[] {
  const out: Span[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    const r = v as Record<string, unknown>;
    if (typeof r['from'] === 'number' && typeof r['to'] === 'number') out.push({ from: r['from'], to: r['to'] });
    for (const k of Object.keys(r)) stack.push(r[k]);
  }
  return out;
}

/** Whether every span of the result lies inside the text. */
function spansInRange(r: ParseResult, length: number): boolean {
  return allSpans(r).every((s) => s.from >= 0 && s.from <= s.to && s.to <= length);
}

describe('the seed document', () => {
  it('has nine sections matched by number, none structured, at the right lines', () => {
    const { spec, diagnostics } = parseSpec(seed);
    expect(spec.format).toBe('markdown');
    expect(spec.title?.value).toBe('client-side web application of undetermined purpose');
    expect(spec.intro.startsWith('The product is a client-side web application.')).toBe(true);
    expect(spec.sections.map((s) => s.point)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(spec.sections.every((s) => !s.structured)).toBe(true);
    expect(spec.sections.map((s) => lineOf(seed, s.span.from))).toEqual([5, 9, 13, 17, 21, 25, 29, 33, 37]);
    expect(spec.sections[6]?.prose).toBe('The method, path shape and payload shape of every call are not shown.');
    expect(diagnostics).toEqual([]);
  });
});

describe('cfp.spec.md', () => {
  const { spec, diagnostics } = parseSpec(cfp);

  it('declares what cfp.expected.md counts', () => {
    expect(spec.title?.value).toBe('Call for papers');
    expect(spec.sections.map((s) => [s.point, s.structured])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
      [7, true],
      [8, true],
      [9, true],
    ]);
    expect(spec.sections[0]?.prose.startsWith('A conference collects talk proposals.')).toBe(true);
    expect(spec.screens).toHaveLength(6);
    expect(spec.entities.map((e) => [e.name.value, e.fields.length])).toEqual([
      ['Talk', 7],
      ['Review', 4],
    ]);
    expect([spec.transitions.length, spec.rules.length, spec.roles.length, spec.permissions.length]).toEqual([4, 5, 3, 5]);
    expect([spec.calls.length, spec.errors.length, spec.constants.length]).toEqual([9, 4, 3]);
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('keeps exact spans of cells', () => {
    const screen = spec.screens[2];
    expect(screen && at(cfp, screen.span)).toBe('| /talks/:id | Talk | Talk detail | speaker, reviewer, organizer |');
    expect(screen && at(cfp, screen.route.span)).toBe('/talks/:id');
    const guard = spec.transitions[0]?.guard;
    expect(guard && at(cfp, guard.span)).toBe('size(record.abstract) >= MIN_ABSTRACT');
    const request = spec.calls[2]?.requestText;
    expect(request && at(cfp, request.span)).toMatch(/^\{ title: string.*"talk" \\\| "workshop" \\\| "lightning", minutes: integer \}$/);
    expect(request?.value).toContain('"talk" | "workshop"');
    const field = spec.entities[0]?.fields[6];
    expect(field && at(cfp, field.span)).toBe(
      '| status | one of draft, submitted, accepted, rejected, scheduled | yes | starts as draft |',
    );
    expect(field?.notes).toBe('starts as draft');
    const role = spec.roles[1];
    expect(role && [at(cfp, role.span), at(cfp, role.name.span), role.description]).toEqual([
      '- reviewer — scores submitted talks',
      'reviewer',
      'scores submitted talks',
    ]);
    const constant = spec.constants[2];
    expect(constant && [at(cfp, constant.name.span), at(cfp, constant.valueText.span)]).toEqual(['MAX_ABSTRACT', '1200']);
  });

  it('reads the cells through the cell parsers', () => {
    expect(spec.screens.map((s) => s.kind)).toEqual(['list', 'create', 'detail', 'edit', 'create', 'content']);
    expect(spec.screens[0]?.target?.value).toBe('Talk');
    expect(spec.screens[3]?.params.map((p) => p.value)).toEqual(['id']);
    expect(spec.calls.map((c) => c.method.value)).toEqual(['GET', 'GET', 'POST', 'PUT', 'POST', 'POST', 'POST', 'POST', 'POST']);
    expect(spec.calls[0]?.query.map((q) => q.value)).toEqual(['status']);
    expect(spec.calls[0]?.path.value).toBe('/api/talks');
    expect(spec.calls[0]?.request.kind).toBe('none');
    expect(spec.calls[2]?.request.kind).toBe('object');
    expect(spec.errors.map((e) => e.status)).toEqual([404, 422, 409, 409]);
    expect(spec.constants[0]?.value).toEqual({ kind: 'number', value: 3 });
    expect(spec.entities[0]?.fields[4]?.type).toMatchObject({ kind: 'enum', values: ['talk', 'workshop', 'lightning'] });
    expect(spec.entities[1]?.fields[3]?.required).toBe(false);
    expect(spec.rules[4]?.body.kind).toBe('expression');
    expect(spec.rules[0]?.body).toMatchObject({ kind: 'phrase', phrase: { kind: 'maxLength' } });
  });

  it('works the same with CRLF line ends and a byte order mark, offsets included', () => {
    const crlf = '\uFEFF' + cfp.split('\n').join('\r\n');
    const r = parseSpec(crlf);
    expect(r.spec.title && at(crlf, r.spec.title.span)).toBe('Call for papers');
    expect(r.spec.calls.map((c) => at(crlf, c.span))).toEqual(spec.calls.map((c) => at(cfp, c.span)));
    expect(r.spec.sections.map((s) => s.prose)).toEqual(spec.sections.map((s) => s.prose));
    expect(r.spec.screens[1]?.shows && at(crlf, r.spec.screens[1].shows.span)).toBe('form to create Talk');
    expect(r.diagnostics.map((d) => d.code)).toEqual(diagnostics.map((d) => d.code));
  });
});

describe('format recognition', () => {
  it('sends JSON and YAML to the YAML reader', () => {
    expect(parseSpec('{ "title": "Shop" }').spec.format).toBe('json');
    expect(parseSpec('title: Shop\n').spec.format).toBe('yaml');
    expect(parseSpec('# Shop\n').spec.format).toBe('markdown');
  });
});

describe('incremental parsing', () => {
  const examples = { cfp, seed, bookshop, clinic, draft };

  it('re-reads only the section that changed', () => {
    const parser = createSpecParser();
    parser.parse(cfp);
    expect(parser.stats).toEqual({ read: 9, reused: 0 });
    const edited = cfp.replace('| Review | score | between 1 and 5 |', '| Review | score | between 1 and 6 |');
    expect(edited).not.toBe(cfp);
    const r = parser.parse(edited);
    expect(parser.stats).toEqual({ read: 10, reused: 8 });
    expect(r).toEqual(parseSpec(edited));
    const grown = edited.replace('A conference collects', 'A big conference collects');
    expect(parser.parse(grown)).toEqual(parseSpec(grown));
    expect(parser.stats).toEqual({ read: 11, reused: 16 });
  });

  it('reuses an unchanged section as the same objects, moved in place', () => {
    const parser = createSpecParser();
    const first = parser.parse(cfp).spec;
    const entity = first.entities[0];
    const from = entity?.name.span.from ?? -1;
    const grown = `${cfp.slice(0, cfp.indexOf('\n'))} and more${cfp.slice(cfp.indexOf('\n'))}`;
    const second = parser.parse(grown).spec;
    expect(second.entities[0]?.name).toBe(entity?.name);
    expect(second.entities[0]?.name.span.from).toBe(from + ' and more'.length);
    expect(second).toEqual(parseSpec(grown).spec);
  });

  it('gives the same result as a full parse on the examples, edit after edit', () => {
    for (const [name, text] of Object.entries(examples)) {
      const parser = createSpecParser();
      expect(parser.parse(text), name).toEqual(parseSpec(text));
      const shifted = `Prefix line.\n\n${text}`;
      expect(parser.parse(shifted), name).toEqual(parseSpec(shifted));
      const cut = text.slice(0, Math.floor(text.length / 2));
      expect(parser.parse(cut), name).toEqual(parseSpec(cut));
      expect(parser.parse(text), name).toEqual(parseSpec(text));
    }
  });

  it('equals a full parse after random edits (seed 11)', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 40 }),
      insert: fc.constantFrom(
        '',
        'x',
        '\n',
        '\n## 2. Screens\n',
        '|',
        '\\|',
        '\n| a | b |\n|---|---|\n',
        '- `/x` — X: y\n',
        '```yaml\n',
        ' ',
      ),
    });
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(examples)), fc.array(edit, { maxLength: 6 }), (start, edits) => {
        const parser = createSpecParser();
        let text = start;
        parser.parse(text);
        for (const e of edits) {
          const i = e.at % (text.length + 1);
          text = text.slice(0, i) + e.insert + text.slice(i + e.remove);
          expect(parser.parse(text)).toEqual(parseSpec(text));
        }
      }),
      { seed: 11, numRuns: 60 },
    );
  });
});

describe('hostile input', () => {
  const markdownBits = fc.constantFrom(
    '# T',
    '## 2. Screens',
    '## 3. Entities',
    '## 4',
    '## 6. Roles',
    '## 9',
    '### Talk',
    '| a | b |',
    '|---|---|',
    '| Route | Screen |',
    '| Field | Type |',
    '| Name | Value |',
    '| Role | Can | On |',
    '- `/x` — X: y',
    '- a — b',
    '- N = 1 — m',
    '```yaml',
    '```json',
    '```',
    '~~~',
    '`',
    '\\|',
    '|',
    'State field: `s`',
    '',
    '  ',
    '\r',
    '\uFEFF',
    '{',
    'title: x',
    '> >',
    '-',
    '—',
    '\\',
  );

  it('never throws and keeps every span in range on arbitrary strings (seed 7)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (text) => spansInRange(parseSpec(text), text.length)),
      { seed: 7, numRuns: 300 },
    );
  });

  it('never throws and keeps every span in range on Markdown-like lines (seed 8)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(markdownBits, fc.string({ maxLength: 12 })), { maxLength: 40 }), (parts) => {
        const text = parts.join('\n');
        return spansInRange(parseSpec(text), text.length);
      }),
      { seed: 8, numRuns: 400 },
    );
  });

  it('never throws and keeps every span in range on mutated real specs (seed 9)', () => {
    const mutation = fc.record({ at: fc.nat(), remove: fc.nat({ max: 20 }), insert: fc.oneof(markdownBits, fc.string({ maxLength: 5 })) });
    fc.assert(
      fc.property(fc.constantFrom(cfp, bookshop, clinic), fc.array(mutation, { maxLength: 8 }), (start, mutations) => {
        let text = start;
        for (const m of mutations) {
          const i = m.at % (text.length + 1);
          text = text.slice(0, i) + m.insert + text.slice(i + m.remove);
        }
        return spansInRange(parseSpec(text), text.length);
      }),
      { seed: 9, numRuns: 150 },
    );
  });

  it('reads __proto__, constructor and prototype as ordinary names and leaves Object.prototype alone', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const names = ['__proto__', 'constructor', 'prototype'];
    const text = [
      '# T',
      '## 3. Entities',
      ...names.flatMap((n) => [`### ${n}`, '| Field | Type |', '|---|---|', ...names.map((f) => `| ${f} | string |`)]),
      '## 3x',
      '| Entity | Field | Type |',
      '|---|---|---|',
      ...names.map((n) => `| ${n} | ${n} | ${n} |`),
      '## 6. Roles',
      ...names.map((n) => `- ${n} — a role`),
      '| Role | Can | On |',
      '|---|---|---|',
      ...names.map((n) => `| ${n} | ${n} | ${n} |`),
      '## 9. Constants',
      ...names.map((n) => `- ${n} = 1 — x`),
      '| Name | Value | __proto__ |',
      '|---|---|---|',
      ...names.map((n) => `| ${n} | 2 | ${n} |`),
    ].join('\n');
    const { spec } = parseSpec(text);
    expect(spec.entities.map((e) => e.name.value)).toEqual(names);
    expect(spec.entities[0]?.fields.map((f) => f.name.value)).toEqual(names);
    expect(spec.roles.map((r) => r.name.value)).toEqual(names);
    expect(spec.permissions.map((p) => [p.role.value, p.can[0]?.value, p.on[0]?.value])).toEqual(names.map((n) => [n, n, n]));
    expect(spec.constants.map((c) => c.name.value)).toEqual([...names, ...names]);
    expect(spec.constants[3]?.extra).toEqual([{ column: '__proto__', value: '__proto__' }]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>)['1']).toBeUndefined();
  });

  it('handles 10,000 nested list levels and blockquotes without deep recursion', () => {
    const lists = Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i * 2)}- level ${i}`).join('\n');
    const quotes = '>'.repeat(10_000) + ' deep';
    const text = `# T\n## 1. Purpose\n${lists}\n\n${quotes}\n`;
    const r = parseSpec(text);
    expect(r.spec.sections[0]?.prose.endsWith('deep')).toBe(true);
    expect(spansInRange(r, text.length)).toBe(true);
  });

  it('parses a 10 MB spec', () => {
    const block = cfp.slice(cfp.indexOf('## 2.'));
    const copies = Math.ceil(10_000_000 / block.length);
    const text = `# Big\n${block.repeat(copies)}`;
    expect(text.length).toBeGreaterThan(10_000_000);
    // Read in full (its time is `npm run bench -- core`; its work is linear: parse-spec-work.test.ts).
    const r = parseSpec(text);
    expect(r.spec.screens).toHaveLength(6 * copies);
    expect(r.spec.calls).toHaveLength(9 * copies);
  });
});

describe('size limit', () => {
  it('refuses a text past MAX_SPEC_CHARS with one too-large error instead of reading it', () => {
    const text = '#'.repeat(MAX_SPEC_CHARS + 1);
    const result = parseSpec(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['too-large']);
    expect(result.diagnostics[0]?.message).toContain('Split it');
  });
});

describe('rules name entities and fields as declared', () => {
  const SPEC = `# Shop

## 3. Data

### Booking

| Field | Type |
|---|---|
| id | id |
| Seats | integer |

### Booking

| Field | Type |
|---|---|
| id | id |
| seats | integer |

### Room

| Field | Type |
|---|---|
| id | id |
| name | string |

## 5. Validation

| Entity | Field | Rule | Message |
|---|---|---|---|
| Booking | seats | positive | |
| bookings | seats | positive | |
| Room | NAME | required | |
| Rooms | other | required | |
`;

  it("reads a name that differs only in case or a plural s as the first declaration's, its place kept", () => {
    const { spec } = parseSpec(SPEC);
    // Two declarations of Booking: the first one's fields count; `bookings` fits both, so it stays as written.
    expect(spec.rules.map((r) => `${r.entity.value}.${r.field.value}`)).toEqual([
      'Booking.Seats',
      'bookings.seats',
      'Room.name',
      'Room.other',
    ]);
    const rooms = spec.rules[3];
    expect(rooms && SPEC.slice(rooms.entity.span.from, rooms.entity.span.to)).toBe('Rooms');
  });
});

describe('parseSpecModel', () => {
  const badGuard = clinic.replace('`has(record.summary) && size(record.summary) >= MIN_SUMMARY`', '`has(record.summary) && size(`');

  it.each([
    ['bookshop', bookshop],
    ['clinic', clinic],
    ['tool-library draft', draft],
    ['vet practice', vet],
    ['a guard that does not parse', badGuard],
  ])('reads the same model as parseSpec (%s)', (_, text) => {
    expect(parseSpecModel(text).spec).toEqual(parseSpec(text).spec);
  });

  it('leaves out the diagnostics of expressions, which only a check reads', () => {
    const codes = (r: ParseResult) => r.diagnostics.map((d) => d.code);
    expect(codes(parseSpec(badGuard))).toContain('bad-expression');
    expect(codes(parseSpecModel(badGuard))).not.toContain('bad-expression');
  });

  it('without screens leaves the screens table unread and reads the rest of the model alike', () => {
    const full = parseSpec(vet).spec;
    const light = parseSpecModel(vet, { screens: false }).spec;
    expect(full.screens.length).toBeGreaterThan(0);
    expect(light.screens).toEqual([]);
    expect({ ...light, screens: full.screens }).toEqual(full);
    // A full reading afterwards reads screens again (the mode ends with the reading).
    expect(parseSpec(vet).spec).toEqual(full);
  });
});
