import { describe, expect, it } from 'vitest';
import { POINTS, pointInfo } from './point';
import { emptySpec } from './spec';

describe('the nine points table', () => {
  it('numbers the points 1 to 9 in order', () => {
    expect(POINTS.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pointInfo(7).title).toBe('The calls it makes');
  });

  it('gives each heading word, phrase, table kind and YAML key to one point', () => {
    for (const list of [
      POINTS.flatMap((p) => p.headingWords),
      POINTS.flatMap((p) => p.headingPhrases),
      POINTS.flatMap((p) => p.tables.map((t) => t.kind)),
      POINTS.flatMap((p) => p.yamlKeys),
    ])
      expect(new Set(list).size).toBe(list.length);
  });

  it('lists heading words in lower case, singular beside plural', () => {
    for (const p of POINTS) for (const w of p.headingWords) expect(w).toBe(w.toLowerCase());
    expect(POINTS[2]?.headingWords).toEqual(expect.arrayContaining(['entities', 'entity']));
  });

  it("requires and prints only a table's own columns; synonyms are lower case and name one column", () => {
    for (const p of POINTS) {
      for (const t of p.tables) {
        const columns = Object.keys(t.columns);
        for (const r of t.required) expect(columns).toContain(r);
        const names = [...columns.map((c) => c.toLowerCase()), ...Object.values(t.columns).flat()];
        expect(new Set(names).size).toBe(names.length);
        for (const s of Object.values(t.columns).flat()) expect(s).toBe(s.toLowerCase());
      }
      const first = p.tables[0];
      for (const c of p.emptyTable) expect(Object.keys(first?.columns ?? {})).toContain(c);
    }
  });

  it("names the model's lists for the items of points 2 to 9", () => {
    const spec = emptySpec('markdown');
    expect(POINTS[0]?.items).toEqual([]);
    for (const p of POINTS.slice(1)) {
      expect(p.items.length).toBeGreaterThan(0);
      for (const k of p.items) expect(Array.isArray(spec[k])).toBe(true);
    }
  });
});
