import type { DiagnosticSink } from '../../diagnostics/report';
import { analyzeCel } from '../../expression/analyze-cel';
import type { SourceText } from '../../source/source-text';
import type { Expression } from '../../spec/expression';
import type { PointNumber } from '../../spec/point';
import { readingMode } from '../reading-mode';

/**
 * Reads a CEL expression (the text inside the backticks, `\|` already unescaped). A syntax error
 * reports `bad-expression` at its place in the spec (`too-deep` for brackets or conditions nested past
 * the limit, `too-long` past 10,000 characters); constant patterns given to `matches` are checked with RE2 (`bad-regex`). The expression is
 * returned in every case. Parses are cached by text. Never throws.
 */
export function readExpression(src: SourceText, sink: DiagnosticSink, point: PointNumber): Expression {
  // The model is the same either way: the parse only finds diagnostics, which a model-only reading drops.
  if (readingMode().modelOnly) return { source: src.text, span: src.span };
  const parsed = analyzeCel(src.text);
  const at = (from: number, to: number) => {
    const a = Math.max(0, Math.min(from, src.text.length));
    let b = Math.max(a, Math.min(to, src.text.length));
    // An empty span at the very end is widened to the last character so editors can show it.
    if (a === b && a === src.text.length && a > 0) return src.spanOf(a - 1, a);
    if (a === b) b = Math.min(src.text.length, a + 1);
    return src.spanOf(a, b);
  };
  if (!parsed.ok) {
    sink.report(
      parsed.tooDeep ? 'too-deep' : parsed.tooLong === true ? 'too-long' : 'bad-expression',
      at(parsed.offset, parsed.offset + parsed.length),
      parsed.message,
      point,
    );
  } else {
    for (const p of parsed.regexProblems) sink.report('bad-regex', at(p.from, p.to), p.message, point);
  }
  return { source: src.text, span: src.span };
}
