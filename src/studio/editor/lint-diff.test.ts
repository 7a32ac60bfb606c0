import { ChangeSet, Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { movesLines, sameDiagnostics, type ShownDiagnostic } from './lint-diff';

const d = (from: number, to: number, message: string, actions: string[] = []): ShownDiagnostic => ({
  from,
  to,
  severity: 'error',
  message,
  source: 'unknown-entity',
  actions: actions.map((name) => ({ name })),
});

describe('sameDiagnostics', () => {
  it('is true for the same findings in another order', () => {
    expect(sameDiagnostics([d(1, 4, 'a'), d(9, 12, 'b', ['Change to Book'])], [d(9, 12, 'b', ['Change to Book']), d(1, 4, 'a')])).toBe(
      true,
    );
    expect(sameDiagnostics([], [])).toBe(true);
  });

  it('is false when a finding moved, changed its words or severity, or offers other fixes', () => {
    const shown = [d(1, 4, 'a', ['Change to Book'])];
    expect(sameDiagnostics(shown, [d(2, 4, 'a', ['Change to Book'])])).toBe(false);
    expect(sameDiagnostics(shown, [d(1, 5, 'a', ['Change to Book'])])).toBe(false);
    expect(sameDiagnostics(shown, [d(1, 4, 'b', ['Change to Book'])])).toBe(false);
    expect(sameDiagnostics(shown, [{ ...d(1, 4, 'a', ['Change to Book']), severity: 'warning' }])).toBe(false);
    expect(sameDiagnostics(shown, [{ ...d(1, 4, 'a', ['Change to Book']), source: 'other' }])).toBe(false);
    expect(sameDiagnostics(shown, [d(1, 4, 'a', ['Change to Books'])])).toBe(false);
    expect(sameDiagnostics(shown, [d(1, 4, 'a')])).toBe(false);
    expect(sameDiagnostics(shown, [...shown, d(7, 8, 'c')])).toBe(false);
  });
});

describe('movesLines', () => {
  const doc = Text.of(['# Book club', '', '## 3. Entities']);
  it('is false for typing and deleting within a line', () => {
    expect(movesLines(ChangeSet.of({ from: 11, insert: 's' }, doc.length), doc)).toBe(false);
    expect(movesLines(ChangeSet.of({ from: 2, to: 6 }, doc.length), doc)).toBe(false);
  });
  it('is true when a line break is typed, pasted or deleted', () => {
    expect(movesLines(ChangeSet.of({ from: 11, insert: '\n' }, doc.length), doc)).toBe(true);
    expect(movesLines(ChangeSet.of({ from: 0, insert: 'a\nb' }, doc.length), doc)).toBe(true);
    expect(movesLines(ChangeSet.of({ from: 11, to: 12 }, doc.length), doc)).toBe(true);
  });
});
