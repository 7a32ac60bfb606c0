import { SHAPE_HELP } from '../../diagnostics/messages-cells';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import type { Shape } from '../../spec/type-ref';
import { trimEnd, trimStart } from './scan';
import { parseTypeText } from './type-grammar';

/** Cell texts that mean "no payload": an em or en dash, a hyphen, `none` (any case), or nothing. */
function isNone(text: string): boolean {
  return text === '' || text === '—' || text === '–' || text === '-' || text.toLowerCase() === 'none';
}

/**
 * Parses a point-7 Request or Response cell: none (`—`, `-`, empty), an entity's name, `X[]`, or an
 * object type `{ title: string, pages?: integer, author: { name: string } }` whose property types are
 * point 3's types, nested up to 32 levels (deeper reports `too-deep`). Commas or semicolons separate
 * properties, a trailing one is allowed. Mistakes report `bad-shape` at the exact place and give
 * `invalid`. Never throws; linear time.
 */
export function parseShape(src: SourceText, sink: DiagnosticSink, point: PointNumber): Shape {
  const start = trimStart(src.text);
  const end = trimEnd(src.text, start);
  if (isNone(src.text.slice(start, end))) return { kind: 'none', span: src.spanOf(start, end) };
  return parseTypeText(src, start, end, sink, { objects: true, code: 'bad-shape', help: SHAPE_HELP, point });
}
