import { describe, expect, it } from 'vitest';
import { analyzeSpec, checkSpec, createChecker } from './check-spec';
import { CFP_SPEC as cfp, SEED_SPEC as seed } from './test-fixture-specs';

describe('checkSpec on cfp.spec.md (cfp.expected.md)', () => {
  const report = checkSpec(cfp);

  it('reads the title', () => {
    expect(report.title).toBe('Call for papers');
  });

  it('gives all nine points complete, each at its heading line', () => {
    const lines = cfp.split('\n');
    expect(report.points.map((p) => p.status)).toEqual(Array(9).fill('complete'));
    for (const p of report.points) expect(lines[(p.line ?? 0) - 1]).toMatch(new RegExp(`^## ${p.n}\\. `));
    expect(report.points[1]?.title).toBe('Screens and routes');
  });

  it('counts the declared rows', () => {
    expect(report.counts).toEqual({
      screens: 6,
      entities: 2,
      fields: 11,
      transitions: 4,
      rules: 5,
      roles: 3,
      permissions: 5,
      calls: 9,
      errors: 4,
      constants: 3,
    });
  });

  it('has no errors and no warnings, and notes TOO_MANY but not the executable codes', () => {
    expect(report.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const limits = report.diagnostics.filter((d) => d.code === 'limit-not-executable').map((d) => d.message);
    expect(limits).toEqual([expect.stringContaining('`TOO_MANY`')]);
  });

  it('places each diagnostic with lines and columns that match its offsets', () => {
    const lines = cfp.split('\n');
    for (const d of report.diagnostics) {
      const before = lines.slice(0, d.line - 1).join('\n').length + (d.line > 1 ? 1 : 0);
      expect(before + d.column - 1).toBe(d.from);
    }
    const froms = report.diagnostics.map((d) => d.from);
    expect([...froms].sort((a, b) => a - b)).toEqual(froms);
  });
});

describe('checkSpec on the seed document', () => {
  it('gives nine points not shown and no errors', () => {
    const report = checkSpec(seed);
    expect(report.points.map((p) => p.status)).toEqual(Array(9).fill('not-shown'));
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.title).toBe('client-side web application of undetermined purpose');
  });
});

describe('checkSpec on edits of cfp', () => {
  it('reports an unknown entity with a hint and demotes the point', () => {
    const report = checkSpec(cfp.replace('| talk | Talk | yes | |', '| talk | Tlk | yes | |'));
    const d = report.diagnostics.find((x) => x.code === 'unknown-entity');
    expect(d).toMatchObject({ severity: 'error', point: 3 });
    expect(d?.message).toContain('Did you mean `Talk`?');
    expect(report.points[2]?.status).toBe('partial');
  });

  it('names the gap when a screen loses its call', () => {
    const report = checkSpec(cfp.replace('| GET | /api/talks?status | — | Talk[] | |\n', ''));
    const d = report.diagnostics.find((x) => x.code === 'screen-without-call');
    expect(d?.message).toBe('This screen needs a call that lists Talk — point 7');
    expect(d?.line).toBe(cfp.split('\n').findIndex((l) => l.startsWith('| / |')) + 1);
    expect(report.points[6]?.status).toBe('partial');
  });

  it('reports a duplicate constant naming the first line', () => {
    const report = checkSpec(cfp.replace('| MAX_ABSTRACT | 1200 |', '| MAX_TALKS | 1200 |'));
    const d = report.diagnostics.find((x) => x.code === 'duplicate-constant');
    const firstLine = cfp.split('\n').findIndex((l) => l.startsWith('| MAX_TALKS')) + 1;
    expect(d?.message).toContain(`line ${firstLine}`);
  });
});

describe('analyzeSpec and createChecker', () => {
  it('return the model with the report', () => {
    const analysis = analyzeSpec(cfp);
    expect(analysis.spec.entities.map((e) => e.name.value)).toEqual(['Talk', 'Review']);
    expect(analysis.model.binding.entities.get('Talk')?.transitions.size).toBe(4);
    expect(analysis.report).toEqual(checkSpec(cfp));
  });

  it('a checker gives the same report as checkSpec across edits', () => {
    const checker = createChecker();
    expect(checker.check(cfp)).toEqual(checkSpec(cfp));
    const edited = cfp.replace('| reviewer | read | Talk |', '| reviewer | read | Tallk |');
    expect(checker.check(edited)).toEqual(checkSpec(edited));
    expect(checker.check(cfp)).toEqual(checkSpec(cfp));
  });
});
