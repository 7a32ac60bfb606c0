import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import type { PointNumber } from '../../spec/point';

/** A path cell read: the path without its query list, its parameters and its query names. */
export interface ParsedPath {
  readonly path: Located<string>;
  readonly params: readonly Located<string>[];
  readonly query: readonly Located<string>[];
}

/** STUB (helper B replaces): reads a method; reports `bad-method`; returns it upper-cased when valid. */
export function parseMethod(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): string {
  return src.text.trim().toUpperCase();
}

/** STUB (helper B replaces): reads a route or call path with `:id`/`{id}` params and `?a&b` query; reports `bad-path`. */
export function parsePath(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): ParsedPath {
  return { path: { value: src.text, span: src.span }, params: [], query: [] };
}

/** STUB (helper B replaces): reads an HTTP status 100–599; reports `bad-status` and returns null otherwise. */
export function parseStatus(src: SourceText, _sink: DiagnosticSink, _point: PointNumber): number | null {
  const n = Number(src.text.trim());
  return Number.isInteger(n) ? n : null;
}
