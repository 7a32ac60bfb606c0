export { createLineIndex, type LineIndex, type Position } from './line-index';
export { createSourceText, type SourceText } from './source-text';
export { createSpan, located, NO_SPAN, type Located, type Span } from './span';
