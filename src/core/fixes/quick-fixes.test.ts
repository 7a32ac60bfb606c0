import { describe, expect, it } from 'vitest';
import { analyzeSpec, checkSpec } from '../check/check-spec';
import { applyEdits } from '../edit/text-edit';
import { addPointHeading, quickFixes } from './quick-fixes';

/** A small library spec, written for these tests; each case below breaks it in one place, as an author might. */
const LIBRARY = `# Library loans

## 1. What the product does and for whom

Members borrow books; the librarian lends and takes them back.

## 2. Screens and routes

| Route | Screen | Shows | Roles |
|---|---|---|---|
| / | Books | list of Book | member, librarian |
| /books/:id | Book | Book detail | member, librarian |

## 3. Entities and their fields

### Book
| Field | Type | Required | Notes |
|---|---|---|---|
| id | id | yes | |
| title | string | yes | |
| status | one of shelved, lent | yes | starts as shelved |

## 4. States and transitions

| Entity | From | Event | To | Guard | Roles |
|---|---|---|---|---|---|
| Book | shelved | lend | lent | | librarian |
| Book | lent | return | shelved | | librarian |

## 5. Validation rules

Not shown.

## 6. Roles and permissions

| Role | Can | On |
|---|---|---|
| member | read | Book |
| librarian | read, lend, return | Book |

## 7. The calls it makes

| Method | Path | Request | Response |
|---|---|---|---|
| GET | /api/books | | Book[] |
| GET | /api/books/:id | | Book |
| POST | /api/books/:id/lend | | Book |
| POST | /api/books/:id/return | | Book |

## 8. The error catalogue

Not shown.

## 9. Business constants and limits

Not shown.
`;

/** Checks the broken text, fixes the first diagnostic of `code` with its first fix, and checks again. */
function fixFirst(text: string, code: string) {
  const before = checkSpec(text);
  const d = before.diagnostics.find((x) => x.code === code);
  if (!d) throw new Error(`no ${code} in: ${before.diagnostics.map((x) => `${x.code} ${x.message}`).join('\n')}`);
  const fixes = quickFixes(text, d);
  const fixed = fixes[0] ? applyEdits(text, fixes[0].changes) : text;
  return { d, fixes, fixed, after: checkSpec(fixed) };
}

const codes = (r: ReturnType<typeof checkSpec>, severity: string) =>
  r.diagnostics.filter((d) => d.severity === severity).map((d) => d.code);

describe('quick fixes', () => {
  it('the unbroken spec has no errors (the cases below each add one)', () => {
    expect(codes(checkSpec(LIBRARY), 'error')).toEqual([]);
  });

  it('did you mean: a misspelled state in a transition becomes the state meant', () => {
    const r = fixFirst(LIBRARY.replace('| Book | shelved | lend | lent |', '| Book | shelved | lend | lnet |'), 'unknown-state');
    expect(r.fixes[0]?.title).toBe('Change to `lent`');
    expect(r.fixed).toBe(LIBRARY);
    expect(codes(r.after, 'error')).toEqual([]);
  });

  it('did you mean: a misspelled entity in a screen row', () => {
    const r = fixFirst(LIBRARY.replace('| / | Books | list of Book |', '| / | Books | list of Bok |'), 'unknown-entity');
    expect(r.fixed).toBe(LIBRARY);
    expect(codes(r.after, 'error')).toEqual([]);
  });

  it('did you mean: a misspelled role in a transition', () => {
    const r = fixFirst(
      LIBRARY.replace('| Book | lent | return | shelved | | librarian |', '| Book | lent | return | shelved | | librarain |'),
      'unknown-role',
    );
    expect(r.fixed).toBe(LIBRARY);
  });

  it('a missing column is added to the header, the separator and every row', () => {
    const broken = LIBRARY.replace(
      '| Field | Type | Required | Notes |\n|---|---|---|---|\n| id | id | yes | |\n| title | string | yes | |\n| status | one of shelved, lent | yes | starts as shelved |',
      '| Field | Required | Notes |\n|---|---|---|\n| id | yes | |\n| title | yes | |\n| status | yes | starts as shelved |',
    );
    const r = fixFirst(broken, 'missing-column');
    expect(r.fixes[0]?.title).toBe('Add the `Type` column');
    expect(r.fixed).toContain('| Field | Required | Notes | Type |\n|---|---|---|---|\n| id | yes | |  |');
    expect(r.after.diagnostics.filter((d) => d.code === 'missing-column')).toEqual([]);
  });

  it("a fix writes in the text's own line breaks (a spec with \\r\\n keeps them)", () => {
    const broken = LIBRARY.replace(
      '| Field | Type | Required | Notes |\n|---|---|---|---|\n| id | id | yes | |\n| title | string | yes | |\n| status | one of shelved, lent | yes | starts as shelved |',
      '| Field | Required | Notes |\n|---|---|---|\n| id | yes | |\n| title | yes | |\n| status | yes | starts as shelved |',
    ).replace(/\n/g, '\r\n');
    const r = fixFirst(broken, 'missing-column');
    expect(r.fixed).toContain('| Field | Required | Notes | Type |\r\n|---|---|---|---|\r\n| id | yes | |  |\r\n');
    expect(r.fixed.replace(/\r\n/g, '')).not.toContain('\n');
    const without9 = LIBRARY.replace(/## 9\. Business constants and limits\n\nNot shown\.\n$/, '').replace(/\n/g, '\r\n');
    const fixed9 = applyEdits(without9, addPointHeading(without9, { n: 9, title: 'Business constants and limits' }, []).changes);
    expect(fixed9.endsWith('\r\n\r\n## 9. Business constants and limits\r\n\r\nNot shown.\r\n')).toBe(true);
    expect(fixed9.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('a guard whose `||` split the row gets its bars escaped', () => {
    const broken = LIBRARY.replace(
      '| Book | shelved | lend | lent | | librarian |',
      '| Book | shelved | lend | lent | `record.title != "" || true` | librarian |',
    );
    const r = fixFirst(broken, 'extra-cells');
    expect(r.fixed).toContain('`record.title != "" \\|\\| true`');
    expect(r.after.diagnostics.filter((d) => d.code === 'extra-cells')).toEqual([]);
  });

  describe('a rule in words that is not a phrase is rewritten as the expression that says the same', () => {
    // Written before the code, in different authors' styles; each: the rules, the expression expected (null: no fix).
    const withRules = (rules: string) => LIBRARY.replace('## 5. Validation rules\n\nNot shown.', `## 5. Validation rules\n\n${rules}`);
    const cases: [string, string, string | null][] = [
      [
        'a table row',
        '| Entity | Field | Rule | Message |\n|---|---|---|---|\n| Book | title | shorter than 90 characters | Keep it short |',
        'size(value) < 90',
      ],
      ['a bullet with a colon', "- Book's title: must begin with 'The'", 'value.startsWith("The")'],
      ['a sentence', '- The title of a book has to be no longer than 120 chars.', 'size(value) <= 120'],
      ['a dash and a message', '- Book title — must have no spaces — One word only', '!value.contains(" ")'],
      ['another field of the record', '- Book.title: different from status', 'value != record.status'],
      ['a field that does not exist is no rewrite', '- Book.title: different from author', null],
      ['words that need judgement', '- Book title: must be a sensible length', null],
    ];
    for (const [style, rules, expected] of cases) {
      it(style, () => {
        const text = withRules(rules);
        const report = analyzeSpec(text);
        const d = report.report.diagnostics.find((x) => x.code === 'rule-not-executable');
        expect(d, report.diagnostics.map((x) => `${x.code} ${x.message}`).join('\n')).toBeDefined();
        if (!d) return;
        const fixes = quickFixes(text, d, report.spec);
        if (expected === null) {
          expect(fixes).toEqual([]);
          return;
        }
        expect(fixes[0]?.title).toBe(`Rewrite as \`${expected}\``);
        const fixed = applyEdits(text, fixes[0]?.changes ?? []);
        expect(fixed).toContain(`\`${expected}\``);
        const after = checkSpec(fixed);
        expect(after.diagnostics.filter((x) => x.code === 'rule-not-executable')).toEqual([]);
        expect(after.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
        expect(analyzeSpec(fixed).spec.rules.some((r) => r.body.kind === 'expression')).toBe(true);
      });
    }
  });

  it('offers no rewrite in a YAML spec (a backtick cannot start a YAML value)', () => {
    const yaml =
      'title: Tool shelf\nentities:\n  Tool:\n    fields:\n      name: string\nrules:\n  - entity: Tool\n    field: name\n    rule: shorter than 40 characters\n';
    const a = analyzeSpec(yaml);
    const d = a.report.diagnostics.find((x) => x.code === 'rule-not-executable');
    expect(d).toBeDefined();
    if (d) expect(quickFixes(yaml, d, a.spec)).toEqual([]);
    expect(a.spec.format).not.toBe('markdown');
  });

  it('offers nothing where a fix needs judgement', () => {
    const text = LIBRARY.replace('| GET | /api/books | | Book[] |', '| GET | /api/books | | Bookk[] |');
    const d = checkSpec(text).diagnostics.find((x) => x.code === 'unknown-entity' && !/Did you mean/.test(x.message));
    if (d) expect(quickFixes(text, d)).toEqual([]);
    const far = checkSpec(LIBRARY.replace('list of Book |', 'list of Zebra |')).diagnostics.find((x) => x.code === 'unknown-entity');
    expect(far && quickFixes(LIBRARY, far)).toEqual([]);
  });

  it("adds a missing point's heading before the next point the spec has, or at the end", () => {
    const without5 = LIBRARY.replace('## 5. Validation rules\n\nNot shown.\n\n', '');
    const report = checkSpec(without5);
    const p5 = report.points[4];
    expect(p5?.status).toBe('missing');
    const fix = addPointHeading(without5, { n: 5, title: p5?.title ?? '' }, report.points.slice(5));
    const fixed = applyEdits(without5, fix.changes);
    expect(checkSpec(fixed).points[4]?.status).toBe('not-shown');
    expect(fixed.indexOf('## 5.')).toBeLessThan(fixed.indexOf('## 6.'));
    const without9 = LIBRARY.replace(/## 9\. Business constants and limits\n\nNot shown\.\n$/, '');
    const r9 = checkSpec(without9);
    const fixed9 = applyEdits(without9, addPointHeading(without9, { n: 9, title: r9.points[8]?.title ?? '' }, []).changes);
    expect(checkSpec(fixed9).points[8]?.status).toBe('not-shown');
  });
});
