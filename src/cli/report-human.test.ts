import { describe, expect, it } from 'vitest';
import { createPalette } from './palette';
import { formatHumanReport } from './report-human';
import { makeDiagnostic, makeReport } from './test-support';

const text = ['# Demo', '', '## 3. Entities', '', '| Field | Type |', '|---|---|', '| author\t| Persn |', ''].join('\n');

describe('formatHumanReport', () => {
  const report = makeReport(
    [
      makeDiagnostic('unknown-entity', 'error', 'Unknown entity `Persn`. Did you mean `Person`?', { line: 7, column: 12, endColumn: 17 }),
      makeDiagnostic('prose-only', 'warning', 'Point 3 has only prose.', { line: 3, column: 1, endLine: 7, endColumn: 3 }),
      makeDiagnostic('generated-id', 'info', 'An id is generated.', { line: 3, column: 4, endColumn: 4 }),
    ],
    { 1: 'complete', 3: 'partial', 9: 'missing' },
  );

  it('prints the title, the nine aligned points, each diagnostic with its underline, and a summary', () => {
    const out = formatHumanReport({ name: 'specs/demo.md', text, report }, createPalette(false));
    expect(out).toBe(
      [
        'specs/demo.md — Demo',
        '',
        '  1  What the product does and for whom  complete   line 2',
        '  2  Screens and routes                  not-shown  line 4',
        '  3  Entities and their fields           partial    line 6',
        '  4  States and transitions              not-shown  line 8',
        '  5  Validation rules                    not-shown  line 10',
        '  6  Roles and permissions               not-shown  line 12',
        '  7  The calls it makes                  not-shown  line 14',
        '  8  The error catalogue                 not-shown  line 16',
        '  9  Business constants and limits       missing',
        '',
        'specs/demo.md:7:12 error unknown-entity Unknown entity `Persn`. Did you mean `Person`?',
        '  7 | | author    | Persn |',
        '    |               ^~~~~',
        '',
        'specs/demo.md:3:1 warning prose-only Point 3 has only prose.',
        '  3 | ## 3. Entities',
        '    | ^~~~~~~~~~~~~~',
        '',
        'specs/demo.md:3:4 info generated-id An id is generated.',
        '  3 | ## 3. Entities',
        '    |    ^',
        '',
        '1 error, 1 warning, 1 info',
        '',
      ].join('\n'),
    );
  });

  it('adds status symbols and colour only with a coloured palette', () => {
    const plain = formatHumanReport({ name: 'a.md', text, report }, createPalette(false));
    expect(plain).not.toContain('\u001b');
    expect(plain).not.toMatch(/[✔◐]/);
    const coloured = formatHumanReport({ name: 'a.md', text, report }, createPalette(true));
    expect(coloured).toContain('\u001b[32m✔\u001b[39m 1');
    expect(coloured).toContain('\u001b[33m◐\u001b[39m 3');
    expect(coloured).toContain('\u001b[31m\u001b[1merror\u001b[22m\u001b[39m');
  });

  it('says when a spec has no title', () => {
    const out = formatHumanReport({ name: 'a.md', text: '', report: makeReport([], {}, null) }, createPalette(false));
    expect(out.split('\n')[0]).toBe('a.md — (no title)');
    expect(out.trimEnd().split('\n').at(-1)).toBe('0 errors, 0 warnings, 0 infos');
  });

  it('shows one window of a huge one-line spec per diagnostic and cuts huge messages', () => {
    const line = `{"title":"x",${'"pad":"' + 'p'.repeat(2_000_000) + '",'}"a":1}`;
    const diagnostics = Array.from({ length: 50 }, (_, i) =>
      makeDiagnostic('bad-value', 'error', i === 0 ? `Bad \u001b ${'m'.repeat(5000)} end` : `bad ${i}`, {
        line: 1,
        column: 1 + i * 40_000,
        endColumn: 5 + i * 40_000,
      }),
    );
    const out = formatHumanReport({ name: 'one\u001b.json', text: line, report: makeReport(diagnostics) }, createPalette(false));
    expect(out.length).toBeLessThan(40_000);
    expect(out).not.toContain('\u001b');
    expect(out).toContain('one\u241b.json:1:1 error bad-value Bad \u241b mmm');
    expect(out).toContain('m … ');
    expect(out).toContain(' end\n');
  });
});
