import { describe, expect, it } from 'vitest';
import { classifyTable, mapHeader, tableSpecOf } from '../parse/markdown/table-columns';
import { parseSpec } from '../parse/parse-spec';
import type { PointNumber } from '../spec/point';
import { EVERY_CONSTRUCT } from './every-construct.fixture';
import { printMarkdown } from './print-markdown';

describe('printMarkdown', () => {
  it("heads each table with the canonical column names of the nine points' table, never a synonym", () => {
    const lines = printMarkdown(parseSpec(EVERY_CONSTRUCT).spec).split('\n');
    let point: PointNumber | null = null;
    let known = 0;
    lines.forEach((line, i) => {
      const heading = /^## (\d)\. /.exec(line);
      if (heading) point = Number(heading[1]) as PointNumber;
      if (point === null || !line.startsWith('|') || !/^\|[\s:|-]+\|?$/.test(lines[i + 1] ?? '')) return;
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const kind = classifyTable(point, cells);
      expect(kind).not.toBeNull();
      mapHeader(tableSpecOf(kind ?? 'screens'), cells).forEach((canonical, k) => {
        if (canonical === undefined) return; // an extra column, printed back as written
        known++;
        expect(cells[k]).toBe(canonical);
      });
    });
    expect(known).toBeGreaterThan(20);
  });
});
