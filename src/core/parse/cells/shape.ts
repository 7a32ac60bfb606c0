import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import type { Shape } from '../../spec/type-ref';

/** STUB (helper B replaces): parses a point-7 Request/Response cell. `—`, `-` or empty is none. Reports `bad-shape`. */
export function parseShape(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): Shape {
  return { kind: 'none', span: src.span };
}
