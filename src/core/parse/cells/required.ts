import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';

/** STUB (helper B replaces): yes/no/true/false/✓/required/optional → boolean, empty → null; reports `bad-required`. */
export function parseRequired(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): boolean | null {
  const t = src.text.trim().toLowerCase();
  return t === '' ? null : t === 'yes' || t === 'true' || t === '✓' || t === 'required';
}
