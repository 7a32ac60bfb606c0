import { describe, expect, it } from 'vitest';
import type { Span } from '../../source/span';
import { parseSpec } from '../parse-spec';

/** The text a span covers. */
const at = (text: string, span: Span): string => text.slice(span.from, span.to);
const codes = (text: string): string[] => parseSpec(text).diagnostics.map((d) => d.code);
const doc = (...lines: string[]): string => ['# App', '', ...lines].join('\n');

describe('title, intro and sections', () => {
  it('reads the title without a Specification: label and the intro without the title line', () => {
    const text = 'Before.\n# Specification: Shop\n\nIntro line.\n\n## Notes\nx';
    const { spec } = parseSpec(text);
    expect(spec.title?.value).toBe('Shop');
    expect(at(text, spec.title?.span ?? { from: 0, to: 0 })).toBe('Shop');
    expect(spec.intro).toBe('Before.\n\nIntro line.');
    expect(spec.sections.map((s) => [s.point, s.heading.value, s.prose])).toEqual([[null, 'Notes', 'x']]);
  });

  it('reports a missing title as info', () => {
    const r = parseSpec('## 1. Purpose\n\nText.');
    expect(r.spec.title).toBeNull();
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['no-title', 'info']]);
  });

  it('gives each section its heading span and a span from the heading to its last text', () => {
    const text = doc('## 2. Screens', '', 'Some words.', '', '', '## Notes', 'n');
    const s = parseSpec(text).spec.sections[0];
    expect(s && at(text, s.heading.span)).toBe('2. Screens');
    expect(s && at(text, s.span)).toBe('## 2. Screens\n\nSome words.');
  });

  it('ignores headings and tables inside fenced code', () => {
    const text = doc('## Notes', '```', '## 2. Screens', '| Route | Screen |', '|---|---|', '| /a | A |', '```', '~~~', '## 3. X', '~~~');
    const { spec } = parseSpec(text);
    expect(spec.sections).toHaveLength(1);
    expect(spec.screens).toHaveLength(0);
    expect(spec.sections[0]?.prose).toContain('## 2. Screens');
  });

  it('reports a point given twice at the second heading, naming the first line, and still reads it', () => {
    const text = doc('## 9. Constants', '- A = 1 — a', '', '## Limits', '- B = 2 — b');
    const r = parseSpec(text);
    const dup = r.diagnostics.find((d) => d.code === 'duplicate-point');
    expect(dup?.severity).toBe('error');
    expect(dup && at(text, dup)).toBe('## Limits');
    expect(dup?.message).toContain('line 3');
    expect(dup?.point).toBe(9);
    expect(r.spec.constants.map((c) => c.name.value)).toEqual(['A', 'B']);
  });

  it('warns about a heading whose words fit two points and names the choice', () => {
    const text = doc('## Error states', 'x');
    const r = parseSpec(text);
    expect(r.spec.sections[0]?.point).toBe(8);
    const w = r.diagnostics.find((d) => d.code === 'ambiguous-heading');
    expect(w?.severity).toBe('warning');
    expect(w?.message).toContain('read as point 8');
    expect(w?.message).toContain('point 4');
    expect(w && at(text, w)).toBe('## Error states');
  });

  it('keeps prose blocks trimmed and joined by one blank line; CRLF does not leak in', () => {
    const text = '# A\r\n\r\n## 1. Purpose\r\n\r\n  First line\r\nsecond line  \r\n\r\n\r\n> quoted\r\n';
    const s = parseSpec(text).spec.sections[0];
    expect(s?.prose).toBe('First line\nsecond line\n\n> quoted');
    expect(s?.structured).toBe(false);
  });
});

describe('tables', () => {
  it('reads a screens table with synonyms in any order and exact cell spans', () => {
    const text = doc(
      '## 2. Screens',
      '',
      '| Page | URL | Content | Who |',
      '|:--|--|--:|:-:|',
      '| Talks | `/talks` | list of Talk | a, b |',
    );
    const { spec, diagnostics } = parseSpec(text);
    expect(diagnostics).toEqual([]);
    const s = spec.screens[0];
    if (!s) throw new Error('no screen');
    expect(at(text, s.span)).toBe('| Talks | `/talks` | list of Talk | a, b |');
    expect([at(text, s.name.span), s.route.value, at(text, s.route.span)]).toEqual(['Talks', '/talks', '/talks']);
    expect(s.shows && at(text, s.shows.span)).toBe('list of Talk');
    expect(s.roles.map((r) => at(text, r.span))).toEqual(['a', 'b']);
    expect(spec.sections[0]?.structured).toBe(true);
  });

  it('reports a missing required column and reads no rows', () => {
    const text = doc('## 7. Calls', '| Method | Response |', '|---|---|', '| GET | X |');
    const r = parseSpec(text);
    const d = r.diagnostics.find((x) => x.code === 'missing-column');
    expect(d?.severity).toBe('error');
    expect(d?.message).toContain('`Path`');
    expect(d && at(text, d)).toBe('| Method | Response |');
    expect(r.spec.calls).toHaveLength(0);
    expect(r.spec.sections[0]?.structured).toBe(true);
  });

  it('keeps unknown columns as extra cells with an info note', () => {
    const text = doc('## 9. Constants', '| Name | Value | Owner |', '|---|---|---|', '| A | 1 | ops |');
    const r = parseSpec(text);
    expect(r.spec.constants[0]?.extra).toEqual([{ column: 'Owner', value: 'ops' }]);
    const d = r.diagnostics.find((x) => x.code === 'unknown-column');
    expect(d?.severity).toBe('info');
    expect(d && at(text, d)).toBe('Owner');
  });

  it('reads the first 64 columns of a wider table and says so once (too-wide), naming the limit', () => {
    const extra = Array.from({ length: 10_000 }, (_, i) => `C${i}`);
    const row = (name: string) => `| ${name} | 1 | ${extra.map((c) => `${c}v`).join(' | ')} |`;
    const text = doc(
      '## 9. Constants',
      `| Name | Value | ${extra.join(' | ')} |`,
      `|${'---|'.repeat(extra.length + 2)}`,
      row('A'),
      row('B'),
    );
    const r = parseSpec(text);
    expect(r.spec.constants.map((c) => c.name.value)).toEqual(['A', 'B']);
    const wide = r.diagnostics.filter((d) => d.code === 'too-wide');
    expect(wide).toHaveLength(1);
    expect(wide[0]?.severity).toBe('error');
    expect(wide[0]?.message).toBe(
      'This table has 10,002 columns, more than the 64 a table may have; the columns after the 64th are not read.',
    );
    expect(wide[0] && at(text, wide[0]).startsWith('C62 | C63')).toBe(true);
    // One note per column read, none for the rest, and no row has "extra" cells.
    expect(r.diagnostics.filter((d) => d.code === 'unknown-column')).toHaveLength(62);
    expect(r.diagnostics.filter((d) => d.code === 'extra-cells')).toEqual([]);
    expect(r.spec.constants[0]?.extra).toHaveLength(62);
  });

  it('names at most ten extra cells of a row and counts the rest', () => {
    const text = doc(
      '## 9. Constants',
      '| Name | Value |',
      '|---|---|',
      `| A | 1 | ${Array.from({ length: 30 }, (_, i) => `x${i}`).join(' | ')} |`,
    );
    const d = parseSpec(text).diagnostics.find((x) => x.code === 'extra-cells');
    expect(d?.message).toContain("This row has 30 cells more than the header's 2: `x0`, `x1`");
    expect(d?.message).toContain('`x9` and 20 more.');
  });

  it('reports extra cells by name, suggests the escape, and reads the row', () => {
    const text = doc('## 5. Validation', '| Entity | Field | Rule |', '|---|---|---|', '| Talk | title | `a || b` |');
    const r = parseSpec(text);
    const d = r.diagnostics.find((x) => x.code === 'extra-cells');
    expect(d?.severity).toBe('error');
    expect(d?.message).toContain('\\|');
    expect(d?.message).toContain('(empty), `` b` ``');
    expect(d && at(text, d)).toBe('| b` ');
    expect(r.spec.rules).toHaveLength(1);
  });

  it('treats missing trailing cells as empty and reports empty required cells', () => {
    const text = doc('## 8. Errors', '| Code | Status | Message |', '|---|---|---|', '| NOPE |  |', '| GONE |');
    const r = parseSpec(text);
    expect(r.spec.errors.map((e) => [e.code.value, e.statusText.value, e.message])).toEqual([
      ['NOPE', '', null],
      ['GONE', '', null],
    ]);
    const missing = r.diagnostics.filter((x) => x.code === 'missing-cell');
    expect(missing).toHaveLength(2);
    expect(missing[0]?.message).toContain('`Status`');
  });

  it('unescapes \\| in cells and keeps spans in the spec', () => {
    const text = doc('## 3. Entities', '### Talk', '| Field | Type |', '|---|---|', '| kind | "a" \\| "b" |');
    const f = parseSpec(text).spec.entities[0]?.fields[0];
    expect(f?.typeText.value).toBe('"a" | "b"');
    expect(f && at(text, f.typeText.span)).toBe('"a" \\| "b"');
  });

  it('reads a point-3 one-table layout grouped by entity', () => {
    const text = doc(
      '## 3. Data model',
      '| Entity | Field | Type |',
      '|---|---|---|',
      '| A | x | string |',
      '| B | y | string |',
      '| A | z | integer |',
    );
    const { spec } = parseSpec(text);
    expect(spec.entities.map((e) => [e.name.value, e.fields.map((f) => f.name.value)])).toEqual([
      ['A', ['x', 'z']],
      ['B', ['y']],
    ]);
    expect(spec.entities[0] && at(text, spec.entities[0].span)).toBe('| A | x | string |');
  });

  it('needs an Entity column in point 3 and 4 unless a ### heading names it', () => {
    const text = doc('## 4. States', '| From | Event | To |', '|---|---|---|', '| a | go | b |');
    const r = parseSpec(text);
    expect(r.diagnostics.find((d) => d.code === 'missing-column')?.message).toContain('### Entity');
    expect(r.spec.transitions).toHaveLength(0);
    const named = parseSpec(
      doc('## 4. States', '### `Talk`', 'State field: `phase`', '', '| From | Event | To |', '|---|---|---|', '| a | go | b |'),
    );
    expect(named.diagnostics).toEqual([]);
    expect(named.spec.transitions.map((t) => [t.entity?.value, t.from.value, t.event.value, t.to.value])).toEqual([
      ['Talk', 'a', 'go', 'b'],
    ]);
    expect(named.spec.stateFields.map((s) => [s.entity.value, s.field.value])).toEqual([['Talk', 'phase']]);
    expect(named.spec.sections[0]?.prose).toBe('');
  });

  it('reads State field lines under a point-3 entity heading', () => {
    const text = doc(
      '## 3. Entities',
      '### Ticket',
      'State field: `phase`.',
      '',
      '| Field | Type |',
      '|---|---|',
      '| phase | one of a, b |',
    );
    const { spec } = parseSpec(text);
    expect(spec.entities[0]?.stateField?.value).toBe('phase');
    expect(spec.entities[0]?.stateField && at(text, spec.entities[0].stateField.span)).toBe('phase');
    expect(spec.stateFields.map((s) => s.field.value)).toEqual(['phase']);
  });

  it("fills an entity's state field from point 4", () => {
    const text = doc(
      '## 3. Entities',
      '### T',
      '| Field | Type |',
      '|---|---|',
      '| s | one of a, b |',
      '',
      '## 4. States',
      '### T',
      'State field: s',
      '| From | Event | To |',
      '|---|---|---|',
      '| a | go | b |',
    );
    expect(parseSpec(text).spec.entities[0]?.stateField?.value).toBe('s');
  });

  it('reads point 6 roles and permissions tables apart, and tables of another kind by their columns', () => {
    const text = doc(
      '## 6. Roles',
      '| Role | Description |',
      '|---|---|',
      '| admin | runs it |',
      '',
      '| Role | Can | On | When |',
      '|---|---|---|---|',
      '| admin | read, update | A, B | `user.id \\|\\| true` |',
      '',
      '| Method | Path |',
      '|---|---|',
      '| GET | /x |',
    );
    const { spec } = parseSpec(text);
    expect(spec.roles.map((r) => [r.name.value, r.description])).toEqual([['admin', 'runs it']]);
    const p = spec.permissions[0];
    expect(p && [p.can.map((c) => c.value), p.on.map((o) => o.value), p.when?.source]).toEqual([
      ['read', 'update'],
      ['A', 'B'],
      'user.id || true',
    ]);
    expect(p?.when && at(text, p.when.span)).toBe('user.id \\|\\| true');
    expect(spec.calls).toHaveLength(1);
  });

  it('reads rules as expressions when the cell is one code span, else as phrases', () => {
    const text = doc(
      '## 5. Validation rules',
      '| Entity | Field | Rule | Message |',
      '|---|---|---|---|',
      '| T | a | `value > 1` | m |',
      '| T | b | matches `^x$` | |',
    );
    const [first, second] = parseSpec(text).spec.rules;
    expect(first?.body.kind).toBe('expression');
    if (first?.body.kind === 'expression') expect(at(text, first.body.expression.span)).toBe('value > 1');
    expect(first?.message?.value).toBe('m');
    expect(second?.body.kind).toBe('phrase');
    if (second?.body.kind === 'phrase') expect(second.body.text.value).toBe('matches `^x$`');
    expect(second?.message).toBeNull();
  });

  it('reads calls, errors and constants with their cells', () => {
    const text = doc(
      '## 7. API',
      '| Method | Path | Request | Response | Errors | Roles | Notes |',
      '|---|---|---|---|---|---|---|',
      '| get | /a/:id | — | A | NOPE, `BAD` | admin | n |',
      '',
      '## 8. Errors',
      '| Code | Status | Message | When |',
      '|---|---|---|---|',
      '| NOPE | 404 | Gone. | never |',
      '',
      '## 9. Limits',
      '| Name | Value | Meaning |',
      '|---|---|---|',
      '| MAX | 14 days | how long |',
    );
    const { spec } = parseSpec(text);
    const c = spec.calls[0];
    expect(c && [c.requestText?.value, c.responseText?.value, c.errors.map((e) => e.value), c.roles.map((r) => r.value), c.notes]).toEqual([
      '—',
      'A',
      ['NOPE', 'BAD'],
      ['admin'],
      'n',
    ]);
    expect(c && at(text, c.method.span)).toBe('get');
    expect(
      spec.errors[0] && [spec.errors[0].code.value, spec.errors[0].statusText.value, spec.errors[0].message?.value, spec.errors[0].when],
    ).toEqual(['NOPE', '404', 'Gone.', 'never']);
    expect(spec.constants[0] && [spec.constants[0].valueText.value, spec.constants[0].meaning]).toEqual(['14 days', 'how long']);
  });

  it('reads tables in point 1 only when they are data, and never in notes', () => {
    expect(parseSpec(doc('## 1. Purpose', '| A | B |', '|---|---|', '| 1 | 2 |')).spec.sections[0]).toMatchObject({
      structured: false,
      prose: '| A | B |\n|---|---|\n| 1 | 2 |',
    });
    expect(parseSpec(doc('## Notes', '| Name | Value |', '|---|---|', '| A | 1 |')).spec.constants).toHaveLength(0);
  });

  it('ends a table at a blank line or a line without a bar', () => {
    const text = doc('## 9. Constants', '| Name | Value |', '|---|---|', '| A | 1 |', 'After the table.');
    const { spec } = parseSpec(text);
    expect(spec.constants).toHaveLength(1);
    expect(spec.sections[0]?.prose).toBe('After the table.');
  });
});

describe('list items', () => {
  it('reads point 2 items with every dash, with and without backticks', () => {
    const text = doc('## Screens', '- `/talks` — Talks: list of Talk', '- /talks/:id – Talk: Talk detail', '* `/about` - About');
    const { spec } = parseSpec(text);
    expect(spec.screens.map((s) => [s.route.value, s.name.value, s.shows?.value ?? null])).toEqual([
      ['/talks', 'Talks', 'list of Talk'],
      ['/talks/:id', 'Talk', 'Talk detail'],
      ['/about', 'About', null],
    ]);
    expect(spec.screens[0] && at(text, spec.screens[0].span)).toBe('- `/talks` — Talks: list of Talk');
    expect(spec.screens[0] && at(text, spec.screens[0].route.span)).toBe('/talks');
    expect(spec.sections[0]?.structured).toBe(true);
  });

  it('warns about a point 2 item that tries the pattern without the dash, and keeps it as prose', () => {
    const text = doc('## Screens', '- `/talks` Talks list', '- Any other bullet');
    const r = parseSpec(text);
    expect(r.spec.screens).toHaveLength(0);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['bad-list-item']);
    expect(r.diagnostics[0] && at(text, r.diagnostics[0])).toBe('- `/talks` Talks list');
    expect(r.spec.sections[0]?.prose).toBe('- `/talks` Talks list\n- Any other bullet');
    expect(r.spec.sections[0]?.structured).toBe(false);
  });

  it('reads point 6 role items and leaves sentences alone', () => {
    const text = doc(
      '## Roles',
      '- speaker — proposes talks',
      '- `program chair` - decides',
      '- Anyone can read - no login',
      '- admin: runs it',
    );
    const r = parseSpec(text);
    expect(r.spec.roles.map((x) => [x.name.value, x.description])).toEqual([
      ['speaker', 'proposes talks'],
      ['program chair', 'decides'],
    ]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['bad-list-item']);
  });

  it('reads point 9 constant items, a dash inside a quoted value included', () => {
    const text = doc(
      '## Constants',
      '- MAX_TALKS = 3 — talks per speaker',
      '- `GREETING` = "hi — there" — said first',
      '- LIMIT = -5',
      '- MAX_X: 4',
    );
    const r = parseSpec(text);
    expect(r.spec.constants.map((c) => [c.name.value, c.valueText.value, c.meaning])).toEqual([
      ['MAX_TALKS', '3', 'talks per speaker'],
      ['GREETING', '"hi — there"', 'said first'],
      ['LIMIT', '-5', ''],
    ]);
    expect(r.spec.constants[0] && at(text, r.spec.constants[0].valueText.span)).toBe('3');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['bad-list-item']);
  });

  it('keeps bullets of other points as prose', () => {
    const r = parseSpec(doc('## 7. Calls', '- `/api` — Talks: list of Talk'));
    expect(r.spec.screens).toHaveLength(0);
    expect(r.spec.sections[0]?.prose).toBe('- `/api` — Talks: list of Talk');
  });
});

describe('fenced yaml/json blocks', () => {
  it("hands a point's fenced yaml block to the YAML reader and marks the section structured", () => {
    const text = doc('## 9. Constants', '', '```yaml', '- name: MAX', '  value: 3', '```', '', 'After.');
    const { spec } = parseSpec(text);
    expect(spec.sections[0]?.structured).toBe(true);
    expect(spec.sections[0]?.prose).toBe('After.');
    expect(codes(text).filter((c) => c === 'missing-column')).toEqual([]);
  });

  it('keeps other code blocks, and yaml blocks in notes, as prose', () => {
    const r = parseSpec(doc('## Notes', '```yaml', 'a: 1', '```', '', '## 2. Screens', '```js', 'x()', '```'));
    expect(r.spec.sections.map((s) => [s.structured, s.prose])).toEqual([
      [false, '```yaml\na: 1\n```'],
      [false, '```js\nx()\n```'],
    ]);
  });
});

describe('list-pattern screens', () => {
  it('drops the word "shows" after the colon, so the kind is read (regression: clinic screens read as content)', () => {
    const text =
      '# T\n\n## 2. Screens\n\n- `/` — Appointments: shows list of appointments\n- `/a/:id` — One: Shows one appointment\n- `/about` — About: how it works\n';
    const { spec } = parseSpec(text);
    expect(spec.screens.map((s) => s.kind)).toEqual(['list', 'detail', 'content']);
    const first = spec.screens[0];
    expect(first?.shows && text.slice(first.shows.span.from, first.shows.span.to)).toBe('list of appointments');
    expect(first?.target?.value).toBe('appointments');
  });
});
