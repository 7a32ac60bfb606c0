/**
 * Plain data (what JSON.parse could return) as YAML 1.2, in one linear pass: block mappings and
 * sequences, keys and strings plain when YAML reads them back as the same string, multi-line strings as
 * `|-` blocks, everything else as JSON's double-quoted form (valid YAML). The `yaml` package's stringify
 * took seconds on a 5 MB document (bench/README.md).
 */

/** Words YAML 1.1 or 1.2 reads as a boolean or null (compared in lower case). */
const SPECIAL = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n', '~']);

/**
 * What a plain scalar may hold, by character code below 128: FIRST may start it (`A-Za-z_/$`), REST may
 * follow (`A-Za-z0-9 _./@$(),'+-`). Nothing else is written plain, so no indicator, `: `, ` #` or
 * non-ASCII character has to be thought about.
 */
const FIRST = 1;
const REST = 2;
const PLAIN_CHARS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_/$]/.test(ch)) PLAIN_CHARS[c] = FIRST | REST;
  else if (/[0-9 _./@$(),'+-]/.test(ch)) PLAIN_CHARS[c] = REST;
}

/** A version such as 3.1.0: digits in groups split by dots, two dots or more, so no YAML schema reads it as a number (1.0 would be one). */
function isVersion(s: string): boolean {
  let dots = 0;
  let digits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && digits > 0) {
      dots++;
      digits = 0;
    } else return false;
  }
  return dots >= 2 && digits > 0;
}

/** Whether YAML reads `s` written plain (unquoted) back as the same string. */
export function isPlain(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  const first = s.charCodeAt(0);
  if (first >= 128 || ((PLAIN_CHARS[first] ?? 0) & FIRST) === 0) return false;
  for (let i = 1; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || ((PLAIN_CHARS[c] ?? 0) & REST) === 0) return false;
  }
  // A trailing space would be lost; a word such as `yes` or `null` would read as a boolean or null.
  return s.charCodeAt(n - 1) !== 32 && !(n <= 5 && SPECIAL.has(s.toLowerCase())) && !isBareExponent(s);
}

/** `e0`, `E+5`, `e-12`: an exponent with no digits before it, which the `yaml` package's YAML 1.1 schema reads as a float (NaN). */
function isBareExponent(s: string): boolean {
  const n = s.length;
  const first = s.charCodeAt(0);
  if ((first !== 101 && first !== 69) || n < 2) return false;
  let i = 1;
  const sign = s.charCodeAt(1);
  if (sign === 43 || sign === 45) i = 2;
  if (i >= n) return false;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** A string as a YAML scalar on one line: plain when it reads back the same, else JSON's quoted form. */
function scalar(s: string): string {
  return isVersion(s) || isPlain(s) ? s : JSON.stringify(s);
}

/**
 * Whether a string can be written as a literal block (`|-`), which keeps every character but a final line
 * break: it has a line break and does not end with one, its first line that is not empty does not start
 * with a space or a tab, its last line is not only spaces and tabs, and it holds no control character but tabs and line
 * feeds (nor `\r`, U+2028, U+2029).
 */
export function isBlockable(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  // The first line that is not empty sets the block's indentation, so it may not start with a space or a
  // tab (`"\n a"` would read back as `"\na"`).
  let lead = 0;
  while (lead < n && s.charCodeAt(lead) === 10) lead++;
  const first = lead < n ? s.charCodeAt(lead) : 10;
  if (first === 32 || first === 9) return false;
  let breaks = 0;
  // Whether every character since the last line break is a space or a tab.
  let blankTail = false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 10) {
      breaks++;
      blankTail = true;
    } else if (c === 32 || c === 9) continue;
    else {
      blankTail = false;
      if (c < 32 || c === 0x7f || c === 0x2028 || c === 0x2029) return false;
    }
  }
  return breaks > 0 && !blankTail;
}

/** The state of one printing: the text so far, and what repeats across a document, written once. */
interface Writer {
  /** The pieces since the last chunk (each line's head, its line break first, then its value): the first `n` are written. */
  readonly pieces: string[];
  n: number;
  /** The text before, in flat chunks of PIECES pieces. */
  readonly chunks: string[];
  /** Short values that are not plain repeat ($refs, formats): how each is written, judged once ('' for a `|-` block). */
  readonly values: Map<string, string>;
  /** Keys repeat (type, description, $ref…): `key: ` of each, written once. */
  readonly keys: Map<string, string>;
  /** Per depth, each key's head `\nindent key: `, written once. */
  readonly heads: Map<string, string>[];
  /** A head without its final space (`\nindent key:`), for a value on the lines below: made once per head. */
  readonly opens: Map<string, string>;
  /** Per dash head, the head of each key written first on the dash's line (`\n  - key: `), made once. */
  readonly itemHeads: Map<string, Map<string, string>>;
  /** Integers below SMALL_INTS as text, by value. */
  readonly ints: (string | undefined)[];
  /** Per dash head, the head of a sequence written first on the dash's line (`\n  - - `), made once. */
  readonly itemDashes: Map<string, string>;
  /** Two spaces per depth. */
  readonly indents: string[];
  /** Per depth, a sequence item's head `\nindent- `. */
  readonly dashes: string[];
  /** Per depth, a block line's head `\nindent`. */
  readonly breaks: string[];
}

/**
 * Pieces are stored in one array of PIECES slots, written over again after each chunk, and joined into
 * one flat string per chunk: nothing is allocated per piece (a string appended with `+=` makes a link
 * object per piece, 14 MB for a 5.6 MB document, and the links were made flat again every 32 K
 * characters), and no array of the whole document's lines lives through young-generation collections.
 */
const PIECES = 4096;

/** Integers below this are written once per document (a spec's line numbers). */
const SMALL_INTS = 1 << 20;

/**
 * Each line is written with the line break before it (one piece less to join per line): a line's head
 * is `\n`, its indentation and its key (`key: `) or dash (`- `); the top-level value's head is TOP.
 */
const TOP = '\n';

function add(w: Writer, text: string): void {
  w.pieces[w.n++] = text;
  if (w.n === PIECES) flush(w);
}

/** Appends a line's head (its line break first, then its indentation and key or dash) and its value, without joining them first. */
function add2(w: Writer, head: string, text: string): void {
  w.pieces[w.n++] = head;
  if (w.n === PIECES) flush(w);
  w.pieces[w.n++] = text;
  if (w.n === PIECES) flush(w);
}

function flush(w: Writer): void {
  w.chunks.push(w.pieces.join(''));
  w.n = 0;
}

function indentOf(w: Writer, depth: number): string {
  let s = w.indents[depth];
  if (s === undefined) {
    s = '  '.repeat(depth);
    w.indents[depth] = s;
  }
  return s;
}

/** A sequence item's head `\nindent- ` at a depth. */
function dashOf(w: Writer, depth: number): string {
  let s = w.dashes[depth];
  if (s === undefined) {
    s = `\n${indentOf(w, depth)}- `;
    w.dashes[depth] = s;
  }
  return s;
}

/** A line break and the indentation of a depth. */
function breakOf(w: Writer, depth: number): string {
  let s = w.breaks[depth];
  if (s === undefined) {
    s = `\n${indentOf(w, depth)}`;
    w.breaks[depth] = s;
  }
  return s;
}

/** `key: ` for a key. */
function keyOf(w: Writer, k: string): string {
  let written = w.keys.get(k);
  if (written === undefined) {
    written = `${scalar(k)}: `;
    w.keys.set(k, written);
  }
  return written;
}

/** The head `\nindent key: ` of a key at a depth. */
function headOf(w: Writer, k: string, depth: number): string {
  let atDepth = w.heads[depth];
  if (atDepth === undefined) {
    atDepth = new Map();
    w.heads[depth] = atDepth;
  }
  let head = atDepth.get(k);
  if (head === undefined) {
    head = `\n${indentOf(w, depth)}${keyOf(w, k)}`;
    atDepth.set(k, head);
  }
  return head;
}

/** The head of key `k` written first on a sequence item's line, after the item's head (its dash). */
function itemHeadOf(w: Writer, head: string, k: string): string {
  let byKey = w.itemHeads.get(head);
  if (byKey === undefined) {
    byKey = new Map();
    w.itemHeads.set(head, byKey);
  }
  let lead = byKey.get(k);
  if (lead === undefined) {
    lead = head + keyOf(w, k);
    byKey.set(k, lead);
  }
  return lead;
}

/** The head of a sequence's first item written on a sequence item's line, after the item's head (`- - `). */
function itemDashOf(w: Writer, head: string): string {
  let dash = w.itemDashes.get(head);
  if (dash === undefined) {
    dash = `${head}- `;
    w.itemDashes.set(head, dash);
  }
  return dash;
}

/** A number as JSON writes it; small counts (the lines and points of `x-specfront-source`) written once each. */
function numberText(w: Writer, v: number): string {
  if (!Number.isFinite(v)) return 'null';
  if (!(v >= 0 && v < SMALL_INTS && Number.isInteger(v))) return String(v);
  let text = w.ints[v];
  if (text === undefined) {
    text = String(v);
    w.ints[v] = text;
  }
  return text;
}

/** Writes `head` without its final space: the line of a key or dash whose value starts on the next line. */
function addOpen(w: Writer, head: string): void {
  let open = w.opens.get(head);
  if (open === undefined) {
    open = head.slice(0, -1);
    w.opens.set(head, open);
  }
  add(w, open);
}

/**
 * Writes `v` after `head` (what precedes it on its line, from the line break before it: `key: `, `- `,
 * or nothing at the top). A non-empty mapping or sequence starts on the next line at `depth`, unless
 * `head` is a sequence item's dash (`inItem`):
 * then its first entry goes on the dash's line (`- a: 1`), as YAML writers do, and the rest at `depth`
 * (the dash's column plus two). Every line is appended once to the writer's text.
 */
function value(w: Writer, v: unknown, depth: number, head: string, inItem: boolean): void {
  if (typeof v === 'string') {
    const written = oneLine(w, v);
    if (written !== '') add2(w, head, written);
    else block(w, v, depth, head);
  } else if (v === null) add2(w, head, 'null');
  else if (typeof v === 'number') add2(w, head, numberText(w, v));
  else if (typeof v === 'boolean') add2(w, head, v ? 'true' : 'false');
  else if (Array.isArray(v)) {
    if (v.length === 0) {
      add2(w, head, '[]');
      return;
    }
    if (!inItem && head !== TOP) addOpen(w, head);
    const dash = dashOf(w, depth);
    for (let i = 0; i < v.length; i++) value(w, v[i], depth + 1, i === 0 && inItem ? itemDashOf(w, head) : dash, true);
  } else if (typeof v === 'object') {
    const record = v as Record<string, unknown>;
    let first = true;
    // for…in over plain data visits the own keys in Object.keys' order (nothing enumerable is inherited),
    // without an array of keys per object, and the engine reads each value through its cache of keys.
    for (const k in record) {
      const child = record[k];
      if (child === undefined) continue;
      let lead: string;
      if (first && inItem) lead = itemHeadOf(w, head, k);
      else {
        if (first && head !== TOP) addOpen(w, head);
        lead = headOf(w, k, depth);
      }
      first = false;
      // A string on the key's line, the commonest value, is written here without a call for it.
      if (typeof child === 'string') {
        const written = oneLine(w, child);
        if (written !== '') {
          add2(w, lead, written);
          continue;
        }
      }
      value(w, child, depth + 1, lead, false);
    }
    if (first) add2(w, head, '{}');
  }
}

/**
 * How a string is written on its line: itself when plain, else JSON's quoted form (judged once per
 * document for short strings, which repeat: $refs, formats), or '' when it goes in a `|-` block.
 */
function oneLine(w: Writer, v: string): string {
  if (isPlain(v)) return v;
  if (v.length > 64) return notPlain(v);
  let written = w.values.get(v);
  if (written === undefined) {
    written = notPlain(v);
    w.values.set(v, written);
  }
  return written;
}

/** `oneLine` of a string known not to be plain: a version as it is, else '' for a `|-` block or JSON's quoted form (no second plain scan). */
function notPlain(v: string): string {
  return isBlockable(v) ? '' : isVersion(v) ? v : JSON.stringify(v);
}

/** A multi-line string as a `|-` block after `head`, its lines indented under the key or the item's content (two spaces at the top). */
function block(w: Writer, v: string, depth: number, head: string): void {
  add2(w, head, '|-');
  const under = breakOf(w, depth === 0 ? 1 : depth);
  let from = 0;
  for (;;) {
    const to = v.indexOf('\n', from);
    const line = to < 0 ? v.slice(from) : v.slice(from, to);
    if (line === '') add(w, '\n');
    else add2(w, under, line);
    if (to < 0) break;
    from = to + 1;
  }
}

/** Plain data as YAML text ending with a line break. */
export function printYamlData(data: unknown): string {
  const w: Writer = {
    pieces: new Array<string>(PIECES).fill(''),
    n: 0,
    chunks: [],
    values: new Map(),
    keys: new Map(),
    heads: [],
    opens: new Map(),
    itemHeads: new Map(),
    itemDashes: new Map(),
    ints: [],
    indents: [],
    dashes: [],
    breaks: [],
  };
  value(w, data, 0, TOP, false);
  // Every line came after a line break: not the first one, but a break after the last (an empty document
  // when nothing was written, undefined at the top).
  w.pieces.length = w.n;
  w.chunks.push(w.pieces.join(''), '\n');
  w.chunks[0] = (w.chunks[0] as string).slice(1);
  return w.chunks.join('');
}
