/**
 * Whether the diagnostics a new check gives are the ones the editor already shows, mapped through the
 * edits since (most keystrokes change no finding): then the editor keeps them and skips a dispatch that
 * would rebuild its lint state, underlines and gutters — about a tenth of a keystroke's work on the example.
 */

/** What the editor shows of a diagnostic: where, how severe, what it says, which fixes it offers. */
export interface ShownDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: string;
  readonly message: string;
  readonly source?: string | undefined;
  readonly actions?: readonly { readonly name: string }[] | undefined;
}

const order = (a: ShownDiagnostic, b: ShownDiagnostic) =>
  a.from - b.from || a.to - b.to || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** True when both lists hold the same diagnostics (in any order): same range, severity, message, source and fix names. */
export function sameDiagnostics(shown: readonly ShownDiagnostic[], next: readonly ShownDiagnostic[]): boolean {
  if (shown.length !== next.length) return false;
  const a = [...shown].sort(order);
  const b = [...next].sort(order);
  return a.every((x, i) => {
    const y = b[i]!;
    if (x.from !== y.from || x.to !== y.to || x.severity !== y.severity || x.message !== y.message || x.source !== y.source) return false;
    const xa = x.actions ?? [];
    const ya = y.actions ?? [];
    return xa.length === ya.length && xa.every((action, j) => action.name === ya[j]!.name);
  });
}

/** Whether a change inserted or removed a line break (then gutter markers at line starts may sit on another line). */
export function movesLines(
  changes: { iterChanges(f: (fromA: number, toA: number, fromB: number, toB: number, inserted: { readonly lines: number }) => void): void },
  before: { sliceString(from: number, to: number): string },
): boolean {
  let moved = false;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    if (moved) return;
    if (inserted.lines > 1 || before.sliceString(fromA, toA).includes('\n')) moved = true;
  });
  return moved;
}
