import { describe, expect, it } from 'vitest';
import { checkSpec } from '../check/check-spec';
import { createLineIndex } from '../source/line-index';
import { applyOptions } from './apply-options';
import { proposeOptions } from './propose-options';
import blank from '../../../examples/blank.spec.md?raw';
import clinic from '../../../examples/clinic.spec.md?raw';
import clinicYaml from '../../../examples/clinic.yaml?raw';
import DRAFT from '../../../examples/tool-library.draft.md?raw';

/** Each option as (point, title, evidence lines), the way a reader checks it against the draft. */
function summary(text: string): { point: number; title: string; lines: number[] }[] {
  const index = createLineIndex(text);
  return proposeOptions(text).options.map((o) => ({
    point: o.point,
    title: o.title,
    lines: [...new Set(o.evidence.map((s) => index.positionAt(s.from).line))],
  }));
}

describe('proposeOptions on the rough draft (golden)', () => {
  it('proposes the options the draft supports, with their evidence lines', () => {
    // Written from reading examples/tool-library.draft.md: line 19's "form to add a tool" is the create
    // form POST /api/tools (line 30) needs; POST /api/loans (32) has no form; the loan's `return` (33)
    // needs a detail screen to be offered on, and that screen the call that reads one loan; the shapes of lines 28–30
    // describe Tool and 31–33 Loan; `return` (33) is an event; point 2's Roles column (17–21) and
    // point 1's people (7, 9, 10) give the roles; "up to 3 tools" and "for a week" (8) with "due a week
    // later" (32) give the constants; the loan request's `toolId: id` (32) is the `Tool` reference of
    // point 3, so the form gets a picker.
    expect(summary(DRAFT)).toEqual([
      { point: 2, title: 'Make `/tools/new` show "form to create tool"', lines: [19, 30] },
      { point: 2, title: 'Add screen `/loans/:id` and call `GET /api/loans/:id`', lines: [20, 33] },
      { point: 2, title: 'Add screen `/loans/new` showing "form to create loan"', lines: [20, 32] },
      { point: 3, title: 'Add entity `Tool` with fields `id`, `name`, `category`, `status`, `notes`', lines: [17, 18, 28, 29, 30] },
      {
        point: 3,
        title: 'Add entity `Loan` with fields `id`, `toolId`, `memberId`, `due`, `returnedOn`, `status`',
        lines: [20, 31, 32, 33],
      },
      { point: 4, title: 'Add transition of `Loan`: open → returned by `return`', lines: [33] },
      { point: 6, title: 'Add roles `members`, `volunteers` with their permissions', lines: [7, 8, 9, 10, 17, 18, 19, 20, 21] },
      { point: 7, title: 'Name `Tool` in 3 responses of point 7', lines: [28, 29, 30] },
      { point: 7, title: 'Name `Loan` in 3 responses of point 7', lines: [31, 32, 33] },
      { point: 7, title: 'Make `toolId` a reference in the request of `POST /api/loans`', lines: [32] },
      { point: 8, title: 'Add error `NOT_FOUND` (404)', lines: [29, 33] },
      { point: 8, title: 'Add error `INVALID` (422)', lines: [30, 32] },
      { point: 8, title: 'Add error `FORBIDDEN` (403)', lines: [7, 17, 18, 19, 20, 21] },
      { point: 8, title: 'Add error `BAD_STATE` (409)', lines: [33] },
      { point: 9, title: 'Add constant `MAX_TOOLS_PER_MEMBER` = 3 (tools)', lines: [8] },
      { point: 9, title: 'Add constant `LOAN_PERIOD` = 7 days', lines: [8, 32] },
    ]);
  });

  it('is deterministic, with ids that survive unrelated edits', () => {
    const first = proposeOptions(DRAFT).options;
    expect(proposeOptions(DRAFT).options).toEqual(first);
    expect(first.every((o) => /^[0-9a-f]{8}$/.test(o.id))).toBe(true);
    expect(new Set(first.map((o) => o.id)).size).toBe(first.length);
    const edited = DRAFT.replace('A first draft.', 'A first draft, written on a Sunday.').replace('/how-it-works', '/about');
    expect(proposeOptions(edited).options.map((o) => o.id)).toEqual(first.map((o) => o.id));
  });

  it('after accepting all: zero errors and points 3, 4, 6, 7, 8, 9 at least partial', () => {
    const accepted = applyOptions(DRAFT, proposeOptions(DRAFT).options);
    const report = checkSpec(accepted);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const n of [3, 4, 6, 7, 8, 9]) expect(['partial', 'complete']).toContain(report.points[n - 1]?.status);
    expect(report.counts).toMatchObject({
      screens: 8,
      entities: 2,
      fields: 11,
      transitions: 1,
      roles: 2,
      permissions: 3,
      calls: 7,
      errors: 4,
      constants: 2,
    });
    // Every list, detail and create screen is served by a call once the shapes name their entity.
    expect(report.diagnostics.filter((d) => d.code === 'screen-without-call')).toEqual([]);
  });

  it('writes the entities the shapes describe, with required-ness and references', () => {
    const accepted = applyOptions(DRAFT, proposeOptions(DRAFT).options);
    expect(accepted).toContain(
      [
        '## 3. Entities and their fields',
        '',
        '### Tool',
        '',
        '| Field | Type | Required | Notes |',
        '|---|---|---|---|',
        '| id | id | yes | |',
        '| name | string | yes | |',
        '| category | string | yes | |',
        '| status | one of available, on-loan, retired | yes | starts as available |',
        '| notes | text | no | |',
        '',
        '### Loan',
        '',
        '| Field | Type | Required | Notes |',
        '|---|---|---|---|',
        '| id | id | yes | |',
        '| toolId | Tool | yes | |',
        '| memberId | id | yes | |',
        '| due | date | no | not in the create request: the server fills it |',
        '| returnedOn | date | no | |',
        '| status | one of open, returned | yes | starts as open |',
        '',
        '## 4. States and transitions',
      ].join('\n'),
    );
    expect(accepted).toContain('| volunteers | read, create, return | Loan | |');
    expect(accepted).toContain('| members | read | Tool | |');
    expect(accepted).toContain('| /loans/new | New loan | form to create loan | volunteers |');
    expect(accepted).toContain('| LOAN_PERIOD | 7 days |');
  });

  it('never proposes an accepted option again', () => {
    const { options } = proposeOptions(DRAFT);
    for (const option of options) {
      const after = applyOptions(DRAFT, [option]);
      expect(proposeOptions(after).options.map((o) => o.id)).not.toContain(option.id);
    }
    expect(proposeOptions(applyOptions(DRAFT, options)).options).toEqual([]);
  });
});

describe('proposeOptions on other specs', () => {
  it('gives a blank spec guidance only: points 1, 2 and 7 with a question each', () => {
    const result = proposeOptions(blank);
    expect(result.options).toEqual([]);
    expect(result.guidance.map((g) => g.point)).toEqual([1, 2, 7]);
    for (const g of result.guidance) expect(g.question).toMatch(/\?/);
  });

  it('gives no guidance when points 1, 2 and 7 are given', () => {
    expect(proposeOptions(DRAFT).guidance).toEqual([]);
  });

  it("asks no question about a point its options already draft (screens from an imported API's calls)", () => {
    // An import leaves point 2 "Not shown." with the calls in point 7: the options propose its screens, so
    // "draft these first" does not ask for them too; a point no option drafts is still asked about.
    const imported = [
      '# Specification: Seed swap',
      '',
      '## 1. What the product does and for whom',
      '',
      'Not shown.',
      '',
      '## 2. Screens and routes',
      '',
      'Not shown.',
      '',
      '## 3. Entities and their fields',
      '',
      '### Packet',
      '',
      '| Field | Type | Required |',
      '|---|---|---|',
      '| id | id | yes |',
      '| variety | string | yes |',
      '',
      '## 7. The calls it makes',
      '',
      '| Method | Path | Request | Response |',
      '|---|---|---|---|',
      '| GET | /packets | — | Packet[] |',
      '| GET | /packets/:id | — | Packet |',
      '',
    ].join('\n');
    const result = proposeOptions(imported);
    expect(result.options.filter((o) => o.point === 2).map((o) => o.title)).toEqual([
      'Add screen `/packets` showing "list of packets"',
      'Add screen `/packets/:id` showing "one packet"',
    ]);
    expect(result.guidance.map((g) => g.point)).toEqual([1]);
  });

  it('offers no options for the YAML form', () => {
    expect(proposeOptions(clinicYaml).options).toEqual([]);
  });

  it('reads a wrapped response ({ appointment: Appointment }) as no record shape', () => {
    const titles = proposeOptions(clinic).options.map((o) => o.title);
    expect(titles.some((t) => t.includes('`appointment`'))).toBe(false);
  });

  it('never throws on an empty text', () => {
    expect(proposeOptions('').options).toEqual([]);
  });
});
