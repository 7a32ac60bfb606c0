import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { Expression } from '../../spec/expression';
import type { PointNumber } from '../../spec/point';

/** STUB (helper B replaces): reads a CEL expression (text without backticks); reports `bad-expression`. */
export function readExpression(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): Expression {
  return { source: src.text, span: src.span };
}
