import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithubAnnotations } from './report-github';
import { makeDiagnostic, makeReport } from './test-support';

describe('GitHub annotations', () => {
  it('escapes %, CR and LF in messages, and also : and , in properties', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('specs/a:b,c%.md')).toBe('specs/a%3Ab%2Cc%25.md');
  });

  it('writes one workflow command per diagnostic, notice for info', () => {
    const report = makeReport([
      makeDiagnostic('unknown-entity', 'error', 'Unknown entity `Doctr`.\nDid you mean `Doctor`?', { line: 12, column: 3, endColumn: 8 }),
      makeDiagnostic('unreachable-state', 'warning', 'No transition reaches `archived`, 100% sure', { line: 20, column: 1, endLine: 21, endColumn: 4 }),
      makeDiagnostic('generated-id', 'info', 'Talk has no id field', { line: 30, column: 5 }),
    ]);
    expect(formatGithubAnnotations('specs/a, b.md', report).split('\n')).toEqual([
      '::error file=specs/a%2C b.md,line=12,col=3,endLine=12,endColumn=8,title=unknown-entity::Unknown entity `Doctr`.%0ADid you mean `Doctor`?',
      '::warning file=specs/a%2C b.md,line=20,col=1,endLine=21,endColumn=4,title=unreachable-state::No transition reaches `archived`, 100%25 sure',
      '::notice file=specs/a%2C b.md,line=30,col=5,endLine=30,endColumn=6,title=generated-id::Talk has no id field',
      '',
    ]);
  });

  it('prints nothing for a clean report', () => {
    expect(formatGithubAnnotations('a.md', makeReport())).toBe('');
  });
});
