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
      makeDiagnostic('unreachable-state', 'warning', 'No transition reaches `archived`, 100% sure', {
        line: 20,
        column: 1,
        endLine: 21,
        endColumn: 4,
      }),
      makeDiagnostic('generated-id', 'info', 'Talk has no id field', { line: 30, column: 5 }),
    ]);
    expect(formatGithubAnnotations('specs/a, b.md', report).split('\n')).toEqual([
      '::error file=specs/a%2C b.md,line=12,col=3,endLine=12,endColumn=8,title=unknown-entity::Unknown entity `Doctr`.%0ADid you mean `Doctor`?',
      '::warning file=specs/a%2C b.md,line=20,col=1,endLine=21,endColumn=4,title=unreachable-state::No transition reaches `archived`, 100%25 sure',
      '::notice file=specs/a%2C b.md,line=30,col=5,endLine=30,endColumn=6,title=generated-id::Talk has no id field',
      '',
    ]);
  });

  it('makes control characters from a spec visible, so no escape sequence reaches the log', () => {
    const report = makeReport([
      makeDiagnostic('unknown-entity', 'error', 'Unknown `A\u001b]0;pwn\u0007` or `b\u001b[2J\u009b\u202e`', { line: 1, column: 1 }),
    ]);
    const out = formatGithubAnnotations('sp\u001bec.md', report);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(out).toBe(
      '::error file=sp\u241bec.md,line=1,col=1,endLine=1,endColumn=2,title=unknown-entity::Unknown `A\u241b]0;pwn\u2407` or `b\u241b[2J\ufffd\ufffd`\n',
    );
  });

  it('prints nothing for a clean report', () => {
    expect(formatGithubAnnotations('a.md', makeReport())).toBe('');
  });
});
