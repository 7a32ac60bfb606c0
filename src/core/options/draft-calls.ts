import type { Span } from '../source/span';

/**
 * A call a draft names wherever it stands (issue 19): a bullet, a line of prose, a code span, a comment in a
 * Gherkin file, a table row with the method and the path in cells of any names (`Method | Endpoint | Purpose`,
 * `| /reservas | POST | … |`). Points are found by what their lines say, not only by their headings.
 */
export interface DraftCall {
  readonly method: string;
  /** The path as the spec writes it: parameters kept as written (`{id}`, `:id`), no query. */
  readonly path: string;
  /** Query parameter names (`?status=open&near={postcode}` → status, near). */
  readonly query: readonly string[];
  /** The method and path as written (evidence). */
  readonly span: Span;
  /** The whole line it stands on. */
  readonly line: Span;
  /** The words on its line after the path, without the markup (its purpose, its notes). */
  readonly note: string;
  /** Words in parentheses or after "only"/"by" on its line that may name people (`(captain)`, `host only`). */
  readonly who: readonly string[];
  /** Field names its line gives a body (`body: boatId, date` or a JSON object on the line or below). */
  readonly body: readonly string[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const PATH_CHAR = /[A-Za-z0-9_\-./{}:?=&%$*~+[\]]/;

function isPathChar(c: string | undefined): boolean {
  return c !== undefined && PATH_CHAR.test(c);
}

/** Reads a path starting at `at` (a `/`): its end, and the path without trailing punctuation. */
function readPath(text: string, at: number, end: number): { raw: string; to: number } {
  let i = at;
  while (i < end && isPathChar(text[i])) i++;
  let raw = text.slice(at, i);
  while (raw.length > 1 && /[.,:;)\]]$/.test(raw) && !/\{[^}]*$/.test(raw)) raw = raw.slice(0, -1);
  return { raw, to: at + raw.length };
}

function splitQuery(raw: string): { path: string; query: string[] } {
  const q = raw.indexOf('?');
  if (q === -1) return { path: raw.replace(/\/+$/, '') || '/', query: [] };
  const query: string[] = [];
  for (const part of raw.slice(q + 1).split('&')) {
    const name = part.split('=')[0] ?? '';
    if (/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name) && !query.includes(name)) query.push(name);
  }
  return { path: raw.slice(0, q).replace(/\/+$/, '') || '/', query };
}

/** Identifiers of a `body: a, b, c` phrase or of a JSON object's top-level keys. */
function bodyFields(rest: string): string[] {
  const out: string[] = [];
  const body = /\b(?:body|payload|request|cuerpo|corps|daten)\s*:?\s*([^;|()]*)/i.exec(rest);
  if (body?.[1] !== undefined) {
    for (const part of body[1].split(/,|\band\b|\by\b|\bet\b|\bund\b/)) {
      const name =
        part
          .trim()
          .replace(/[`"'*]/g, '')
          .split(/\s+/)[0] ?? '';
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && name.length <= 40 && !out.includes(name)) out.push(name);
    }
  }
  for (const m of rest.matchAll(/"([A-Za-z_][A-Za-z0-9_]*)"\s*:/g)) if (m[1] !== undefined && !out.includes(m[1])) out.push(m[1]);
  return out;
}

const SEPARATOR_ROW = /^[ \t]*\|?[ \t]*:?-{2,}/;
/** A table's header that says who makes a call, in the four languages read. */
const WHO_HEADER = /^(?:who|by whom|actor|roles?|rol(?:es)?|rôles?|rollen?|quién(?:es)?|quien(?:es)?|qui|wer|par qui)$/i;

/** The people a who-column's cell names (`campista, recepción`, `member / admin`). */
function whoCell(cell: string): string[] {
  return cell
    .replace(/`|\*/g, '')
    .split(/,|\/|\band\b|\bor\b|\by\b|\bo\b|\bet\b|\bou\b|\bund\b|\boder\b/)
    .map((w) => w.trim())
    .filter((w) => w !== '' && w.length <= 40 && !/^[-–—]+$/.test(w));
}

/**
 * Words that may name who makes the call: the text of parentheses (in a table row, those opening a cell), and
 * `X only` / `only X`.
 */
function whoOf(rest: string, cellStart = false): string[] {
  const out: string[] = [];
  // In a table row, only parentheses that open a cell (`| (coordinadora) pasa a … |`) say who.
  for (const m of rest.matchAll(cellStart ? /(?:^|\|)[ \t]*\(([^()]{1,60})\)/g : /\(([^()]{1,60})\)/g)) {
    for (const part of (m[1] ?? '').split(/,|\/|\bor\b|\bo\b|\bou\b|\boder\b/)) {
      const w = part
        .trim()
        .replace(/\bonly\b|\bsolo\b|\bseulement\b|\bnur\b/gi, '')
        .trim();
      if (w && w.length <= 40) out.push(w);
    }
  }
  for (const m of rest.matchAll(/\b([A-Za-z][A-Za-z -]{1,30}?)\s+only\b/gi)) if (m[1]) out.push(m[1].trim());
  return out;
}

/** The line's words after the path, without Markdown markup. */
function noteOf(rest: string): string {
  return rest
    .replace(/`/g, '')
    .replace(/^[\s|–—:>-]+/, '')
    .replace(/\s*\|\s*/g, '; ')
    .replace(/[;\s]+$/, '')
    .trim();
}

/** A JSON object in the lines after a call (a fenced block or an indented object), up to the next call. */
function followingJson(text: string, from: number): string {
  const window = text.slice(from, Math.min(text.length, from + 1200));
  const next = /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//.exec(window);
  const part = next ? window.slice(0, next.index) : window;
  const open = part.indexOf('{');
  if (open === -1 || part.slice(0, open).split('\n').length > 4) return '';
  const close = part.indexOf('}', open);
  return close === -1 ? part.slice(open) : part.slice(open, close + 1);
}

/**
 * Every call a draft names, once each (method and path), in text order. Linear in the text: one pass over its
 * lines; a line is read at most twice (as prose and as a table row).
 */
export function findDraftCalls(text: string): readonly DraftCall[] {
  // Several rules of one proposal ask for the same text's calls: the last answer is kept.
  if (text === lastText && lastCalls !== null) return lastCalls;
  lastCalls = readDraftCalls(text);
  lastText = text;
  return lastCalls;
}

let lastText = '';
let lastCalls: readonly DraftCall[] | null = null;

function readDraftCalls(text: string): DraftCall[] {
  const out: DraftCall[] = [];
  const seen = new Set<string>();
  let lineStart = 0;
  // The column of the table being read that says who makes a call (`Quién`, `Who`, `Rolle`), or -1.
  let whoColumn = -1;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const end = lineEnd > lineStart && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    const line = text.slice(lineStart, end);
    const found: { method: string; at: number; pathAt: number }[] = [];
    for (const m of line.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\b[`*]?[ \t]*[`*]?(?=\/)/g)) {
      found.push({ method: m[1]!, at: lineStart + m.index, pathAt: lineStart + m.index + m[0].length });
    }
    const row = line.trimStart().startsWith('|');
    if (!row) whoColumn = -1;
    else if (SEPARATOR_ROW.test(text.slice(lineEnd + 1, lineEnd + 200)))
      whoColumn = line.split('|').findIndex((c) => WHO_HEADER.test(c.trim()));
    let rowWho: string[] | null = null;
    let rowNote: string | null = null;
    if (found.length === 0 && row) {
      // A table row: a cell that is a method, a cell that is a path, and who makes it when a column says so (the
      // note then opens with them in parentheses, as a call's line says who makes it, and keeps the other cells).
      const cells = line.split('|');
      if (whoColumn > 0) {
        rowWho = whoCell(cells[whoColumn] ?? '');
        const others = cells
          .filter((c, i) => i !== whoColumn && !METHODS.has(c.trim().replace(/`/g, '')) && !c.trim().replace(/`/g, '').startsWith('/'))
          .map((c) => noteOf(c))
          .filter((c) => c !== '' && !/^[-–—]+$/.test(c));
        rowNote = [rowWho.length > 0 ? `(${rowWho.join(', ')})` : '', others.join('; ')].filter((x) => x !== '').join(' ');
      }
      let offset = 0;
      let method: { m: string; at: number } | null = null;
      let path: number | null = null;
      for (const cell of cells) {
        const trimmed = cell.trim().replace(/`/g, '');
        const at = lineStart + offset + cell.indexOf(cell.trimStart());
        if (method === null && METHODS.has(trimmed)) method = { m: trimmed, at };
        else if (path === null && trimmed.startsWith('/')) path = at + (cell.trimStart().startsWith('`') ? 1 : 0);
        offset += cell.length + 1;
      }
      if (method && path !== null) found.push({ method: method.m, at: Math.min(method.at, path), pathAt: path });
    }
    for (let k = 0; k < found.length; k++) {
      const f = found[k]!;
      // Its words run to the next call on the line (`POST /loans body: toolId and GET /tools`), not into it.
      const until = found[k + 1]?.at ?? end;
      const { raw, to } = readPath(text, f.pathAt, end);
      if (raw.length < 2 && raw !== '/') continue;
      const { path, query } = splitQuery(raw);
      const key = `${f.method} ${path.replace(/\{([^}]*)\}/g, ':$1')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const rest = text.slice(to, Math.max(to, until));
      const json = /\{\s*"/.test(rest) ? '' : followingJson(text, lineEnd + 1);
      out.push({
        method: f.method,
        path,
        query,
        span: { from: f.at, to },
        line: { from: lineStart, to: end },
        note: rowNote ?? noteOf(rest),
        who: rowWho ?? (row ? whoOf(rest, true) : whoOf(rest)),
        body: bodyFields(rest + (json ? `\n${json}` : '')),
      });
    }
    if (lineEnd === text.length) break;
    lineStart = lineEnd + 1;
  }
  return out;
}
