import type { PositionedDiagnostic } from '../../core/index';

const UNKNOWN = /^unknown-/;
const firstName = (message: string): string | null => /`([^`]+)`/.exec(message)?.[1] ?? null;

/**
 * Follow-on findings of an unknown name: other findings that name the same unknown name (`Bok`), shown folded
 * under the first finding of it, not as findings of their own on correct lines.
 */
export function foldFollowOns(diagnostics: readonly PositionedDiagnostic[]): {
  shown: PositionedDiagnostic[];
  followOns: Map<PositionedDiagnostic, PositionedDiagnostic[]>;
} {
  const primary = new Map<string, PositionedDiagnostic>();
  for (const d of diagnostics) {
    const name = UNKNOWN.test(d.code) ? firstName(d.message) : null;
    if (name !== null && !primary.has(name)) primary.set(name, d);
  }
  const followOns = new Map<PositionedDiagnostic, PositionedDiagnostic[]>();
  const shown: PositionedDiagnostic[] = [];
  for (const d of diagnostics) {
    let folded = false;
    for (const [name, p] of primary) {
      if (p !== d && d.severity !== 'error' && d.message.includes(`\`${name}\``)) {
        followOns.set(p, [...(followOns.get(p) ?? []), d]);
        folded = true;
        break;
      }
    }
    if (!folded) shown.push(d);
  }
  return { shown, followOns };
}
