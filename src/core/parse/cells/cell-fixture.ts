import { createSink, type DiagnosticSink } from '../../diagnostics/report';
import { createSourceText, type SourceText } from '../../source/source-text';
import type { Span } from '../../source/span';

/** A table cell for tests: the spec text around it, the unescaped SourceText, and a fresh sink. */
export interface CellFixture {
  /** The whole spec text: a prefix, then the cell with every `|` escaped as `\|`, then a suffix. */
  readonly spec: string;
  readonly src: SourceText;
  readonly sink: DiagnosticSink;
  /** The spec's text under a span. */
  at(span: Span | { from: number; to: number }): string;
}

/**
 * Builds a cell as the Markdown reader would hand it over: placed at a nonzero offset, with `\|`
 * escapes removed (so spans must map back over the backslashes). For tests of the cell parsers.
 */
export function cellFixture(text: string, prefix = '| Talk | '): CellFixture {
  const removed: number[] = [];
  let escaped = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '|') {
      removed.push(i);
      escaped += '\\';
    }
    escaped += text[i];
  }
  const spec = `${prefix}${escaped} |`;
  const src = createSourceText(text, prefix.length, removed);
  return { spec, src, sink: createSink(), at: (span) => spec.slice(span.from, span.to) };
}
