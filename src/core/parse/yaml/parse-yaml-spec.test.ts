import { describe, expect, it } from 'vitest';
import { parseYamlSpec } from './parse-yaml-spec';

const codes = (text: string, format: 'yaml' | 'json' = 'yaml'): string[] => parseYamlSpec(text, format).diagnostics.map((d) => d.code);
/** The text a diagnostic's span covers. */
const covered = (text: string, d: { from: number; to: number }): string => text.slice(d.from, d.to);

describe('parseYamlSpec', () => {
  it('reads every point and gives sections canonical headings at their keys', () => {
    const text = [
      'title: Clinic',
      'intro: A clinic.',
      'purpose: Patients book visits.',
      'screens:',
      '  - { route: /visits, screen: Visits, shows: list of Visit, roles: [patient] }',
      'entities:',
      '  - name: Visit',
      '    stateField: status',
      '    fields:',
      '      - { name: id, type: id, required: true }',
      '      - { name: status, type: "one of booked, done", required: yes, notes: starts as booked }',
      'states:',
      '  - { entity: Visit, from: booked, event: finish, to: done, guard: "record.id != \'\'" }',
      'rules:',
      '  - { entity: Visit, field: id, rule: required, message: Needed }',
      '  - { entity: Visit, field: id, expr: "size(value) > 0" }',
      '  - { entity: Visit, field: id, rule: "`size(value) < 9`" }',
      'roles: [{ name: patient, description: books }]',
      'permissions: [{ role: patient, can: "read, create", on: [Visit] }]',
      'calls: not shown',
      'errors: [{ code: NOT_FOUND, status: 404, message: Gone }]',
      'constants: [{ name: HOLD, value: 14 days }, { name: MAX, value: 3 }, { name: ON, value: true }]',
      'prose: { screens: Screens first. }',
      'notes: [{ heading: Open questions, text: Who pays? }]',
    ].join('\n');
    const { spec, diagnostics } = parseYamlSpec(text, 'yaml');
    expect(diagnostics).toEqual([]);
    expect(spec.format).toBe('yaml');
    expect(spec.title?.value).toBe('Clinic');
    expect(covered(text, spec.title!.span)).toBe('Clinic');
    expect(spec.sections.map((s) => [s.point, s.heading.value, s.structured])).toEqual([
      [1, '1. What the product does and for whom', false],
      [2, '2. Screens and routes', true],
      [3, '3. Entities and their fields', true],
      [4, '4. States and transitions', true],
      [5, '5. Validation rules', true],
      [6, '6. Roles and permissions', true],
      [7, '7. The calls it makes', false],
      [8, '8. The error catalogue', true],
      [9, '9. Business constants and limits', true],
      [null, 'Open questions', false],
    ]);
    expect(spec.sections[1]?.prose).toBe('Screens first.');
    expect(spec.sections[6]?.prose).toBe('not shown');
    expect(covered(text, spec.sections[1]!.heading.span)).toBe('screens');
    expect(spec.screens[0]?.roles.map((r) => r.value)).toEqual(['patient']);
    expect(spec.entities[0]?.stateField?.value).toBe('status');
    expect(spec.stateFields.map((d) => [d.entity.value, d.field.value])).toEqual([['Visit', 'status']]);
    expect(spec.entities[0]?.fields.map((f) => f.required)).toEqual([true, true]);
    expect(spec.transitions[0]?.guard?.source).toBe("record.id != ''");
    expect(covered(text, spec.transitions[0]!.guard!.span)).toBe("record.id != ''");
    expect(spec.rules.map((r) => r.body.kind)).toEqual(['phrase', 'expression', 'expression']);
    const third = spec.rules[2]!.body;
    expect(third.kind === 'expression' && covered(text, third.expression.span)).toBe('size(value) < 9');
    expect(spec.permissions[0]?.can.map((c) => [c.value, covered(text, c.span)])).toEqual([
      ['read', 'read'],
      ['create', 'create'],
    ]);
    expect(spec.errors[0]?.statusText.value).toBe('404');
    expect(spec.constants.map((c) => c.valueText.value)).toEqual(['14 days', '3', 'true']);
    expect(spec.constants[1]?.value).toEqual({ kind: 'number', value: 3 });
    expect(spec.constants[2]?.value).toEqual({ kind: 'boolean', value: true });
  });

  it('points spans at quoted, escaped and block scalars', () => {
    const text = "screens:\n  - route: \"/caf\\u00e9/x\"\n    screen: 'it''s'\n    shows: |\n      list of\n      Visit\n";
    const s = parseYamlSpec(text, 'yaml').spec.screens[0]!;
    expect(s.route.value).toBe('/café/x');
    expect(text.slice(s.route.span.from, s.route.span.from + 4)).toBe('/caf');
    expect(text.slice(s.route.span.to - 2, s.route.span.to)).toBe('/x');
    expect(s.name.value).toBe("it's");
    expect(covered(text, s.name.span)).toBe("it''s");
    expect(s.shows?.value).toBe('list of\nVisit');
    expect(covered(text, s.shows!.span)).toBe('list of\n      Visit');
  });

  it('reports YAML syntax errors at their place and still reads what it can', () => {
    const text = 'title: T\nscreens: [ { route: /a, screen: A }\nconstants: []\n';
    const r = parseYamlSpec(text, 'yaml');
    expect(r.diagnostics.some((d) => d.code === 'bad-yaml' && d.severity === 'error')).toBe(true);
    expect(r.spec.title?.value).toBe('T');
  });

  it('reports a duplicate key as bad-yaml at the second key', () => {
    const text = 'title: A\ntitle: B\n';
    const d = parseYamlSpec(text, 'yaml').diagnostics.find((x) => x.code === 'bad-yaml');
    expect(d?.message).toContain('`title` is given twice');
    expect(d?.from).toBe(9);
  });

  it('reports JSON syntax errors exactly, and non-JSON YAML as bad-json', () => {
    const text = '{\n  "title": "A",\n  "screens": [1, 2,]\n}';
    const d = parseYamlSpec(text, 'json').diagnostics.find((x) => x.code === 'bad-json');
    expect(d?.from).toBe(text.indexOf(']'));
    expect(d?.message).toContain('expected a value');
    expect(codes('title: A', 'json')).toContain('bad-json');
    expect(codes('{"title": "A"}', 'json')).toEqual([]);
  });

  it('names the key path of a value of the wrong kind', () => {
    const text = 'calls:\n  - { method: GET, path: /a }\n  - { method: GET, path: /b }\n  - { method: [GET], path: /c }\n';
    const d = parseYamlSpec(text, 'yaml').diagnostics.find((x) => x.code === 'bad-value');
    expect(d?.message).toBe('`calls[2].method` should be text, not a list.');
    expect(covered(text, d!)).toBe('[GET]');
    expect(codes('screens: { route: / }')).toContain('bad-value');
    expect(codes('- a\n- b')).toEqual(['bad-value']);
  });

  it('reports a missing required key with the row path', () => {
    const d = parseYamlSpec('errors: [{ code: X }]', 'yaml').diagnostics;
    expect(d.map((x) => [x.code, x.point])).toEqual([['missing-cell', 8]]);
    expect(d[0]?.message).toContain('`errors[0]` has no `status`');
  });

  it('warns about unknown top-level keys with a suggestion, and keeps unknown row keys as extra cells', () => {
    const r = parseYamlSpec('scrrens: []\nroles: [{ name: a, Owner: me }, { name: b, Owner: you }]', 'yaml');
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['unknown-key', 'warning'],
      ['unknown-column', 'info'],
    ]);
    expect(r.diagnostics[0]?.message).toContain('Did you mean `screens`?');
    expect(r.spec.roles.map((x) => x.extra)).toEqual([[{ column: 'Owner', value: 'me' }], [{ column: 'Owner', value: 'you' }]]);
  });

  it('reports nesting deeper than 64 levels without overflowing the stack', () => {
    const deep = `notes: ${'['.repeat(100)}${']'.repeat(100)}`;
    expect(codes(deep)).toContain('too-deep');
    const absurd = `title: x\nnotes: ${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const r = parseYamlSpec(absurd, 'yaml');
    expect(r.diagnostics.map((d) => d.code)).toContain('too-deep');
    const json = `{"notes": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(codes(json, 'json')).toContain('too-deep');
  });

  it('refuses a million levels of JSON before the YAML parser sees them, pointing at level 65', () => {
    const levels = 1_000_000;
    const text = `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const r = parseYamlSpec(text, 'json');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['too-deep']);
    expect(r.diagnostics[0]?.from).toBe('{"a":'.length * 64);
    expect(r.diagnostics[0]?.message).toContain('deeper than 64 levels');
    // Brackets inside strings and comments are not nesting.
    const quoted = `title: "${'['.repeat(1000)}"\n# ${'{'.repeat(1000)}\nnotes: ['${'['.repeat(1000)}']\n`;
    expect(codes(quoted)).not.toContain('too-deep');
  });

  it('keeps __proto__ and constructor as ordinary names', () => {
    const text =
      'entities:\n  - name: __proto__\n    fields: [{ name: constructor, type: string, __proto__: x }]\nroles: [{ name: constructor }]\n';
    const r = parseYamlSpec(text, 'yaml');
    expect(r.spec.entities[0]?.name.value).toBe('__proto__');
    expect(r.spec.entities[0]?.fields[0]?.extra).toEqual([{ column: '__proto__', value: 'x' }]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses alias bombs and custom tags', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 12 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
      'screens: *m',
    ].join('\n');
    const r = parseYamlSpec(bomb, 'yaml');
    expect(r.spec.screens.length).toBeLessThanOrEqual(10);
    expect(codes('title: !!binary aGVsbG8=')).not.toContain('too-deep');
    expect(parseYamlSpec('title: !!js/function "x"', 'yaml').spec.title?.value ?? 'x').toBe('x');
  });

  it('accepts an empty document as an empty spec', () => {
    const r = parseYamlSpec('', 'yaml');
    expect(r.diagnostics).toEqual([]);
    expect(r.spec.sections).toEqual([]);
  });
});
