import { badMethodMessage, badPathMessage, badStatusMessage } from '../../diagnostics/messages-cells';
import { createSink, type DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import { EMPTY_LIST, exactList } from '../../spec/empty-list';
import type { PointNumber } from '../../spec/point';
import { isDigit, isIdentPart, isSpace, readIdent, trimEnd, trimStart } from './scan';

/** A path cell read: the path without its query list, its parameters and its query names. */
export interface ParsedPath {
  readonly path: Located<string>;
  readonly params: readonly Located<string>[];
  readonly query: readonly Located<string>[];
}

/** Options of `parsePath`. */
export interface PathOptions {
  /** Whether a `?a&b` query list is allowed (calls: yes; routes of point 2: no). Default true. */
  readonly query?: boolean;
}

/** The methods the format knows. */
export const HTTP_METHODS: readonly string[] = Object.freeze(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** A method that differs from a known one by a missing, extra or swapped letter, for "did you mean". */
function nearMethod(word: string): string | null {
  for (const m of HTTP_METHODS) {
    if (Math.abs(m.length - word.length) > 1) continue;
    let i = 0;
    while (i < m.length && m[i] === word[i]) i++;
    const a = m.slice(i + 1);
    const b = word.slice(i + 1);
    if (
      a === b ||
      m.slice(i) === b ||
      a === word.slice(i) ||
      (m[i] === word[i + 1] && m[i + 1] === word[i] && m.slice(i + 2) === word.slice(i + 2))
    )
      return m;
  }
  return null;
}

/**
 * Reads a method (GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, any case) and returns it upper-cased.
 * Anything else reports `bad-method` (with a "did you mean" for a near miss) and is returned as written.
 */
export function parseMethod(src: SourceText, sink: DiagnosticSink, point: PointNumber): string {
  const a = trimStart(src.text);
  const b = trimEnd(src.text, a);
  const written = src.text.slice(a, b);
  const upper = written.toUpperCase();
  if (HTTP_METHODS.includes(upper)) return upper;
  sink.report('bad-method', a === b ? src.span : src.spanOf(a, b), badMethodMessage(written, nearMethod(upper)), point);
  return written;
}

/** Whether `text[i]` may not appear in a path as the format writes it: white space, a backslash, a backtick or one of # " < > |. */
function forbiddenAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c > 0x7f) return isSpace(text[i]);
  // space, tab, line feed, carriage return, \ # " < > | `
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 92 || c === 35 || c === 34 || c === 60 || c === 62 || c === 124 || c === 96;
}

/** A path being read: the cell, where to report, what was found (the steps are functions of the module). */
interface PathReading {
  readonly src: SourceText;
  readonly sink: DiagnosticSink;
  readonly point: PointNumber;
  /** The end of the path's text (trimmed). */
  readonly end: number;
  /** Whether a mistake was reported (only the first is). */
  reported: boolean;
  /** Made on the first parameter: most paths have at most one. */
  params: Located<string>[] | null;
  /** The parameters' names once there are many (a few are searched in place). */
  names: Set<string> | null;
}

/** Reports the first mistake of the path only. */
function badPath(r: PathReading, from: number, to: number, detail: string): void {
  if (r.reported) return;
  r.reported = true;
  r.sink.report('bad-path', r.src.spanOf(from, Math.max(to, from + 1 <= r.end ? from + 1 : from)), badPathMessage(detail), r.point);
}

function addParam(r: PathReading, from: number, to: number): void {
  const param = r.src.slice(from, to);
  const name = param.text;
  const params = r.params;
  if (params === null) {
    r.params = [param];
    return;
  }
  // A path has a few parameters, searched in place; a Set takes over for a long list (reading stays linear).
  if (r.names === null && params.length >= 8) r.names = new Set(params.map((p) => p.value));
  if (r.names ? r.names.has(name) : params.some((p) => p.value === name))
    badPath(r, from, to, `The parameter \`${name}\` appears twice in this path; give each its own name`);
  r.names?.add(name);
  params.push(param);
}

/**
 * Reads a route or call path: it starts with one `/`, has no `..` segment, no empty segment, no
 * spaces; parameters are `:id` (at a segment's start) or `{id}` (anywhere in a segment), one style
 * per segment, named like identifiers, each once; an optional query list `?status&limit` gives names
 * only (`?a=1` is refused). Reports the first mistake as `bad-path` at its place; the path and the
 * parameters read so far are returned in every case. Never throws; linear time.
 */
export function parsePath(src: SourceText, sink: DiagnosticSink, point: PointNumber, options: PathOptions = {}): ParsedPath {
  const text = src.text;
  const start = trimStart(text);
  const end = trimEnd(text, start);
  const q = text.indexOf('?', start);
  const pathEnd = q === -1 || q >= end ? end : q;
  const path = src.slice(start, pathEnd);
  const r: PathReading = { src, sink, point, end, reported: false, params: null, names: null };

  if (start === end) badPath(r, start, end, 'The path is empty. Write it from `/`, e.g. `/api/talks/:id`');
  else if (text.startsWith('http://', start) || text.startsWith('https://', start)) {
    badPath(r, start, pathEnd, 'Write the path without the server, from its first `/` (the base URL is a setting)');
  } else if (text[start] !== '/') badPath(r, start, start + 1, 'A path starts with `/`');
  else if (text[start + 1] === '/') badPath(r, start, start + 2, 'A path starts with a single `/`; `//` would name another server');

  // Segments: between slashes up to the query.
  for (let s = start + 1; !r.reported && s <= pathEnd;) {
    let e = text.indexOf('/', s);
    if (e === -1 || e > pathEnd) e = pathEnd;
    const last = e === pathEnd;
    if (e === s && !(last && s === pathEnd)) badPath(r, s - 1, s + 1, 'This path has an empty segment (`//`); remove one `/`');
    else if (e - s === 2 && text[s] === '.' && text[s + 1] === '.') badPath(r, s, e, 'A path may not contain a `..` segment');
    readSegment(r, text, s, e);
    s = e + 1;
  }
  const query = q !== -1 && q < end && !r.reported ? readQuery(r, text, q, options) : null;
  return { path, params: keptList(r.params), query: keptList(query) };
}

/** The characters of one segment, `text[s, e)`: its parameters and what a path may not hold. */
function readSegment(r: PathReading, text: string, s: number, e: number): void {
  let style = '';
  for (let i = s; i < e && !r.reported;) {
    const c = text.charCodeAt(i);
    if (forbiddenAt(text, i)) {
      const ch = text[i] as string;
      badPath(r, i, i + 1, isSpace(ch) ? 'A path may not contain spaces; use `-` or a parameter' : `A path may not contain \`${ch}\``);
    } else if (c === 58 && i === s) {
      const to = readIdent(text, i + 1);
      if (to === i + 1 || to > e) badPath(r, i, Math.min(e, i + 2), 'A `:` parameter needs a name, e.g. `:id`');
      else {
        style = ':';
        addParam(r, i + 1, to);
      }
      i = Math.max(to, i + 1);
    } else if (c === 123) {
      const close = text.indexOf('}', i);
      const to = readIdent(text, i + 1);
      if (style === ':') badPath(r, i, i + 1, 'Use one parameter style per segment: `:id` or `{id}`');
      else if (close === -1 || close > e) badPath(r, i, i + 1, 'This `{` is not closed: add `}`');
      else if (to !== close || to === i + 1) badPath(r, i, close + 1, 'A `{}` parameter holds one name, e.g. `{id}`');
      else {
        style = '{';
        addParam(r, i + 1, to);
      }
      i = close === -1 ? e : close + 1;
    } else if (c === 125) {
      badPath(r, i, i + 1, 'This `}` has no opening `{`');
      i++;
    } else if (c === 58 && style === '{') {
      badPath(r, i, i + 1, 'Use one parameter style per segment: `:id` or `{id}`');
      i++;
    } else i++;
  }
}

/** The query list after `?` at `q`: its names, each checked. */
function readQuery(r: PathReading, text: string, q: number, options: PathOptions): Located<string>[] | null {
  const { src, end } = r;
  let query: Located<string>[] | null = null;
  if (options.query === false) badPath(r, q, end, 'A route has no query list; remove it from here (calls of point 7 may list one)');
  for (let s = q + 1; s <= end && !r.reported;) {
    let e = text.indexOf('&', s);
    if (e === -1 || e > end) e = end;
    const to = readQueryName(text, s, e);
    if (s === e) {
      if (e < end || query === null)
        badPath(r, Math.max(q, s - 1), s, 'The query list has an empty name; write names separated by `&`, e.g. `?status&limit`');
    } else if (text[to] === '=' && to > s) {
      // `?status=pending&day=`: the names are the parameters; a value written in the draft is an example, and the
      // screen gives the value.
      if (query === null) query = [src.slice(s, to)];
      else query.push(src.slice(s, to));
    } else if (to !== e) badPath(r, to, to + 1, `Unexpected \`${text[to]}\` in a query parameter's name`);
    else if (query === null) query = [src.slice(s, e)];
    else query.push(src.slice(s, e));
    s = e + 1;
  }
  return query;
}

/** A list as the model keeps it: a one-item list was made as `[x]` (exact already), a longer one is copied exact. */
function keptList(items: Located<string>[] | null): readonly Located<string>[] {
  return items === null ? EMPTY_LIST : items.length === 1 ? items : exactList(items);
}

/** The end of a query name from `s` (letters, digits, `_`, `-`, `.`, `[`, `]`), stopping at `e`. */
function readQueryName(text: string, s: number, e: number): number {
  let i = s;
  while (i < e) {
    const c = text[i];
    if (!(isIdentPart(c) || c === '-' || c === '.' || c === '[' || c === ']')) break;
    i++;
  }
  return i;
}

/** The parameters of a route (`:id`, `{id}`) without reporting anything; for point 2 and tools. */
export function routeParams(src: SourceText): Located<string>[] {
  return [...parsePath(src, createSink(), 2, { query: false }).params];
}

/** Reads an HTTP status, an integer from 100 to 599; anything else reports `bad-status` and gives null. */
export function parseStatus(src: SourceText, sink: DiagnosticSink, point: PointNumber): number | null {
  const a = trimStart(src.text);
  const b = trimEnd(src.text, a);
  const written = src.text.slice(a, b);
  let digits = written.length === 3;
  for (let i = 0; i < written.length && digits; i++) digits = isDigit(written[i]);
  const n = digits ? Number(written) : NaN;
  if (n >= 100 && n <= 599) return n;
  sink.report('bad-status', a === b ? src.span : src.spanOf(a, b), badStatusMessage(written), point);
  return null;
}
