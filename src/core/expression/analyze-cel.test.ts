import { describe, expect, it } from 'vitest';
import { analyzeCel, celReferences, celRegexProblems } from './analyze-cel';

describe('analyzeCel', () => {
  it('keeps names and regex problems, cached by source text', () => {
    const a = analyzeCel('record.title.matches("(?=x)") && size(value) <= MAX');
    expect(analyzeCel('record.title.matches("(?=x)") && size(value) <= MAX')).toBe(a);
    expect(a.ok && a.references.map((r) => r.root)).toEqual(['record', 'value', 'MAX']);
    expect(a.ok && a.regexProblems).toHaveLength(1);
  });

  it('gives the parse failure with its place', () => {
    expect(analyzeCel('a +')).toMatchObject({ ok: false, offset: 2, length: 1 });
    expect(celReferences('a +')).toBeNull();
    expect(celRegexProblems('a +')).toEqual([]);
  });

  it('returns copies, so callers cannot change the cache', () => {
    const first = celReferences('a && b');
    first?.pop();
    expect(celReferences('a && b')).toHaveLength(2);
  });
});
