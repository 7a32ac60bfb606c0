import { beforeEach, describe, expect, it } from 'vitest';
import { createDiagnostic } from '../diagnostics/diagnostic';
import { computePointStatus, saysNotGiven, sentencesOf } from './point-status';
import { call, makeSpec, resetLines, section } from '../check/test-spec';

describe('saysNotGiven', () => {
  it('accepts text where every sentence says the point is not given', () => {
    expect(saysNotGiven('The method, path shape and payload shape of every call are not shown.')).toBe(true);
    expect(saysNotGiven('Screens and routes: not shown.')).toBe(true);
    expect(saysNotGiven('TBD. Roles are to be decided!\nNone yet')).toBe(true);
    expect(saysNotGiven('')).toBe(true);
  });
  it('refuses text with one sentence that says something', () => {
    expect(saysNotGiven('Not shown yet. Members book rooms.')).toBe(false);
    expect(saysNotGiven('Members book rooms.')).toBe(false);
  });
  it('splits at sentence ends and lines, not inside numbers', () => {
    expect(sentencesOf('Version 1.5 is out. Next?\nDone')).toEqual(['Version 1.5 is out', 'Next', 'Done']);
  });
});

describe('computePointStatus', () => {
  beforeEach(resetLines);

  it('gives missing, not-shown, partial (with prose-only) and complete', () => {
    const sections = [
      section(1, { structured: false, prose: 'Members book rooms.' }),
      section(2, { structured: false, prose: 'Screens: not shown.' }),
      section(3, { structured: false, prose: 'Each room has a name and a size.' }),
      section(7),
      section(8),
    ];
    const spec = makeSpec({ sections });
    const warning = createDiagnostic('bad-status', { from: 1, to: 2 }, 'x', 8, 'warning');
    const info = createDiagnostic('generated-id', { from: 1, to: 2 }, 'x', 7, 'info');
    const { points, diagnostics } = computePointStatus(spec, [warning, info]);
    expect(points.map((p) => p.status)).toEqual([
      'complete',
      'not-shown',
      'partial',
      'missing',
      'missing',
      'missing',
      'complete',
      'partial',
      'missing',
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'prose-only', severity: 'warning', point: 3, from: sections[2]?.heading.span.from }),
    ]);
  });

  it('does not repeat a prose-only warning the parser gave', () => {
    const three = section(3, { structured: false, prose: 'Rooms have names.' });
    const given = createDiagnostic('prose-only', three.heading.span, 'x', 3, 'warning');
    expect(computePointStatus(makeSpec({ sections: [three] }), [given]).diagnostics).toEqual([]);
  });

  it('counts items inside a section as structure', () => {
    const seven = section(7, { structured: false, prose: 'Calls below.' });
    const c = call('GET', '/x');
    const inside = { ...c, span: { from: seven.span.from + 1, to: seven.span.from + 2 } };
    expect(computePointStatus(makeSpec({ sections: [seven], calls: [inside] }), []).points[6]?.status).toBe('complete');
  });

  it('reads the YAML form without sections by its items', () => {
    const spec = makeSpec({ format: 'yaml', calls: [call('GET', '/x')] });
    expect(computePointStatus(spec, []).points.map((p) => p.status)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
      'complete',
      'missing',
      'missing',
    ]);
  });
});

describe('an error on a point that says it is not shown', () => {
  it('makes the point partial (regression: a repeated "not shown" point stayed not-shown beside its error)', async () => {
    const { checkSpec } = await import('../check/check-spec');
    const text = '# T\n\n## 2. Screens and routes\n\nNot shown.\n\n## 2. Screens again\n';
    const report = checkSpec(text);
    expect(report.diagnostics.map((d) => d.code)).toContain('duplicate-point');
    expect(report.points[1]?.status).toBe('partial');
  });
});
