import { badRequiredMessage } from '../../diagnostics/messages-cells';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import { trimEnd, trimStart } from './scan';

const YES = new Set(['yes', 'y', 'true', 'required', '✓', '✔', '✔️', '☑', '☑️']);
const NO = new Set(['no', 'n', 'false', 'optional', '×', '✗', '✘', '-', '—', '–']);

/**
 * Reads a Required cell: yes/y/true/required/✓/✔/☑ → true; no/n/false/optional/×/✗/✘/dash → false
 * (any case); empty → null (not required). Anything else reports `bad-required` (a warning) and
 * gives null. A trailing period is allowed.
 */
export function parseRequired(src: SourceText, sink: DiagnosticSink, point: PointNumber): boolean | null {
  const a = trimStart(src.text);
  const end = trimEnd(src.text, a);
  const b = end > a + 1 && src.text[end - 1] === '.' ? end - 1 : end;
  const t = src.text.slice(a, b).toLowerCase();
  if (t === '') return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  sink.report('bad-required', src.spanOf(a, b), badRequiredMessage(src.text.slice(a, b)), point);
  return null;
}
