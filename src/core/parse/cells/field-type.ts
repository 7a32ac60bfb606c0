import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import type { TypeRef } from '../../spec/type-ref';

/** STUB (helper B replaces): parses a point-3 field type cell. Reports `bad-type`. */
export function parseFieldType(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): TypeRef {
  return { kind: 'invalid', text: src.text, span: src.span };
}
