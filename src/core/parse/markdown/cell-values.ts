import type { DiagnosticSink } from '../../diagnostics/report';
import { createSourceText, type SourceText } from '../../source/source-text';
import type { Located, Span } from '../../source/span';
import { EMPTY_LIST, listOrEmpty } from '../../spec/empty-list';
import type { Expression } from '../../spec/expression';
import type { PointNumber } from '../../spec/point';
import { unwrapCodeSpan } from '../cells/code-span';
import { readExpression } from '../cells/expression';
import { splitList } from '../cells/list';

/** The cell's text with its span: the SourceText is that located string itself, so nothing is copied. */
export function loc(src: SourceText): Located<string> {
  return src;
}

/** A name cell: the inside of a code span when the whole cell is one (`` `status` ``), else the text. */
export function nameOf(src: SourceText): Located<string> {
  return loc(unwrapCodeSpan(src) ?? src);
}

/** Whether a cell says "nothing": empty, `—`, `–` or `-`. */
export function isNone(src: SourceText): boolean {
  const t = src.text;
  return t === '' || t === '—' || t === '–' || t === '-';
}

/** A comma list of names (`speaker, reviewer`); a "nothing" cell gives none. */
export function namesOf(src: SourceText | undefined): readonly Located<string>[] {
  if (src === undefined || isNone(src)) return EMPTY_LIST;
  // `map` makes an array of exactly the list's length (one grown by push would keep spare room).
  return listOrEmpty(splitList(src).map(nameOf));
}

/** An optional text cell as a located value: null when absent or empty. */
export function optionalLoc(src: SourceText | undefined): Located<string> | null {
  return src === undefined || src.text === '' ? null : loc(src);
}

/** An expression cell (Guard, When): backticks stripped when present; null when absent or "nothing". */
export function expressionOf(src: SourceText | undefined, sink: DiagnosticSink, point: PointNumber): Expression | null {
  if (src === undefined || isNone(src)) return null;
  return readExpression(unwrapCodeSpan(src) ?? src, sink, point);
}

/** The cell, or an empty cell at the end of `span` when the column is absent. */
export function cellOr(src: SourceText | undefined, span: Span): SourceText {
  return src ?? createSourceText('', span.to);
}
