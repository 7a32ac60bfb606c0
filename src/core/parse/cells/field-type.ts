import { emptyTypeMessage, TYPE_HELP } from '../../diagnostics/messages-cells';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import type { TypeRef } from '../../spec/type-ref';
import { trimEnd, trimStart } from './scan';
import { parseTypeText } from './type-grammar';

/**
 * Parses a point-3 Type cell (already unescaped): a scalar keyword (any case), `one of a, b, c`,
 * `"a" | "b"`, an entity's name as written, `X[]` or `list of X`. Anything else, and an empty cell,
 * reports `bad-type` at the exact place and returns `invalid`. Never throws; linear time.
 */
export function parseFieldType(src: SourceText, sink: DiagnosticSink, point: PointNumber): TypeRef {
  const start = trimStart(src.text);
  const end = trimEnd(src.text, start);
  if (start === end) {
    sink.report('bad-type', src.span, emptyTypeMessage(), point);
    return { kind: 'invalid', text: src.text, span: src.span };
  }
  return parseTypeText(src, start, end, sink, { objects: false, code: 'bad-type', help: TYPE_HELP, point });
}
