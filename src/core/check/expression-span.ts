import type { Span } from '../source/span';
import type { Expression } from '../spec/expression';

/**
 * The spec span of `source.slice(from, to)` of an expression. The source is the unescaped text, so
 * where a table cell wrote `\|` the spec has one more character; walking the original maps back.
 */
export function expressionSpan(text: string, expression: Expression, from: number, to: number): Span {
  const { source, span } = expression;
  if (span.to - span.from === source.length || text.length < span.to) {
    const base = span.from;
    return { from: Math.min(base + from, span.to), to: Math.min(base + Math.max(from, to), span.to) };
  }
  let j = span.from;
  let start = span.from;
  let end = span.to;
  for (let i = 0; i <= source.length && j <= span.to; i++) {
    if (i === to && i > from) {
      end = j;
      break;
    }
    if (text.charCodeAt(j) === 92 /* \ */ && source.charCodeAt(i) !== 92 && text[j + 1] === source[i]) j++;
    if (i === from) start = j;
    if (i === to) {
      end = j;
      break;
    }
    j++;
  }
  return { from: start, to: Math.max(start, end) };
}
