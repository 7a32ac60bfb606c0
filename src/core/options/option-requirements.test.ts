import { describe, expect, it } from 'vitest';
import { analyzeSpec } from '../check/check-spec';
import { compileText } from '../compile/compile-app';
import { applyOptions } from './apply-options';
import type { Option } from './option';
import { withRequirements } from './option-requirements';
import { proposeOptions } from './propose-options';
import DRAFT from '../../../examples/tool-library.draft.md?raw';

/** What a spec still lacks: the app's gaps plus the points not complete, and its errors and warnings by code. */
function measure(text: string): { gaps: number; problems: string[] } {
  const app = compileText(text).app;
  const report = analyzeSpec(text).report;
  const open = report.points.filter((p) => p.status !== 'complete').length;
  const problems = report.diagnostics
    .filter((d) => d.severity !== 'info')
    .map((d) => d.code)
    .sort();
  return { gaps: (app?.gaps.length ?? 0) + open, problems };
}

describe('option requirements on the rough draft', () => {
  const { options } = proposeOptions(DRAFT);
  const byTitle = (start: string): Option => {
    const o = options.find((x) => x.title.startsWith(start));
    if (!o) throw new Error(`no option ${start}`);
    return o;
  };

  it('links each option to what it needs, by subject', () => {
    const titlesOf = (o: Option): string[] => o.requires.map((id) => options.find((x) => x.id === id)?.title ?? id);
    const tool = byTitle('Add entity `Tool`');
    const loan = byTitle('Add entity `Loan`');
    const nameTool = byTitle('Name `Tool`');
    const nameLoan = byTitle('Name `Loan`');
    const returns = byTitle('Add transition of `Loan`');
    expect(titlesOf(byTitle('Make `/tools/new`'))).toEqual([tool.title, nameTool.title]);
    expect(titlesOf(byTitle('Add screen `/loans/new`'))).toEqual([loan.title, nameLoan.title]);
    // Point 3 is missing: the first entities arrive together, each with the responses named after it, and with
    // the form that creates it and the screen that shows one (else the check names a job the app cannot do).
    const toolForm = byTitle('Make `/tools/new`');
    const loanDetail = byTitle('Add screen `/loans/:id`');
    const loanForm = byTitle('Add screen `/loans/new`');
    expect(titlesOf(tool)).toEqual([toolForm.title, loan.title, nameTool.title]);
    expect(titlesOf(loan)).toEqual([loanDetail.title, loanForm.title, tool.title, nameLoan.title]);
    expect(titlesOf(returns)).toEqual([loan.title]);
    expect(titlesOf(byTitle('Add roles'))).toEqual([tool.title, loan.title, returns.title]);
    expect(titlesOf(byTitle('Make `toolId` a reference'))).toContain(tool.title);
    expect(byTitle('Add error `NOT_FOUND`').requires).toEqual([]);
  });

  it('gives the closure in the engine’s order, ignoring unknown ids', () => {
    const roles = byTitle('Add roles');
    const closure = withRequirements(options, ['nope', roles.id]);
    expect(closure.map((o) => o.title)).toEqual(options.filter((o) => closure.includes(o)).map((o) => o.title));
    expect(closure.map((o) => o.title.split(' with ')[0])).toEqual([
      'Make `/tools/new` show "form to create tool"',
      'Add screen `/loans/:id` and call `GET /api/loans/:id`',
      'Add screen `/loans/new` showing "form to create loan"',
      'Add entity `Tool`',
      'Add entity `Loan`',
      'Add transition of `Loan`: open → returned by `return`',
      'Add roles `members`, `volunteers`',
      'Name `Tool` in 3 responses of point 7',
      'Name `Loan` in 3 responses of point 7',
    ]);
    expect(withRequirements(options, [])).toEqual([]);
  });

  it('would make things worse without them: roles alone grant an event no transition declares', () => {
    const alone = measure(applyOptions(DRAFT, [byTitle('Add roles')]));
    expect(alone.problems).toContain('unknown-action');
  });

  it('accepting any one option with what it requires leaves the spec strictly better, never with a new problem', () => {
    const before = measure(DRAFT);
    for (const option of options) {
      const closure = withRequirements(options, [option.id]);
      const after = measure(applyOptions(DRAFT, closure));
      expect({ title: option.title, problems: after.problems.filter((c) => !before.problems.includes(c)) }).toEqual({
        title: option.title,
        problems: [],
      });
      expect(after.problems.length, option.title).toBeLessThanOrEqual(before.problems.length);
      expect(after.gaps, option.title).toBeLessThan(before.gaps);
    }
  });
});

describe('a first point 3 arrives whole, in short lists', () => {
  // A draft of points 1, 2 and 7 only: every entity comes from an option, and accepting one accepts all.
  const draft = [
    '# Specification: Orchard',
    '',
    '## 1. Purpose',
    '',
    'Growers log the trees, the rows they stand in, the harvests they pick and the buyers who take them.',
    '',
    '## 2. Screens',
    '',
    '| Route | Screen | Shows |',
    '|---|---|---|',
    ...['trees', 'rows', 'harvests', 'buyers', 'crates', 'sprays'].map(
      (r) => `| /${r} | ${r[0]?.toUpperCase()}${r.slice(1)} | list of ${r} |`,
    ),
    '',
    '## 7. API',
    '',
    '| Method | Path | Request | Response |',
    '|---|---|---|---|',
    ...['Tree', 'Row', 'Harvest', 'Buyer', 'Crate', 'Spray'].map((e) => `| GET | /api/${e.toLowerCase()}s | — | ${e}[] |`),
    '',
  ].join('\n');
  const { options } = proposeOptions(draft);
  const entities = options.filter((o) => o.point === 3 && /^Add entity/.test(o.title));

  it('each entity option requires one other entity option directly, and any one brings them all', () => {
    expect(entities.length).toBe(6);
    const ids = new Set(entities.map((o) => o.id));
    for (const o of entities) {
      expect(o.requires.filter((id) => ids.has(id))).toHaveLength(1);
      const closure = new Set(withRequirements(options, [o.id]).map((x) => x.id));
      expect([...ids].every((id) => closure.has(id))).toBe(true);
    }
  });
});
