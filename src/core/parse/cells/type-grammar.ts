import type { DiagnosticCode } from '../../diagnostics/codes';
import {
  duplicateMessage,
  emptyEnumMessage,
  objectInFieldTypeMessage,
  tooDeepMessage,
  typeAliasMessage,
  unclosedMessage,
  unexpectedMessage,
  unionMessage,
} from '../../diagnostics/messages-cells';
import { createSink, type DiagnosticSink } from '../../diagnostics/report';
import { keepShape } from '../../source/keep-shape';
import { createSourceText, internText, type SourceText } from '../../source/source-text';
import { exactList } from '../../spec/empty-list';
import type { PointNumber } from '../../spec/point';
import { SCALAR_NAMES, type ScalarName, type ShapeField, type TypeRef } from '../../spec/type-ref';
import { describeChar, isSpace, readIdent, skipSpaces } from './scan';

/** How deep objects, lists and parentheses may nest before `too-deep` (the stack stays small). */
export const MAX_TYPE_DEPTH = 32;

/** Names other languages use for the format's scalars; written alone they get a "did you mean". */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['int', 'integer'],
  ['int32', 'integer'],
  ['int64', 'integer'],
  ['long', 'integer'],
  ['bigint', 'integer'],
  ['float', 'number'],
  ['double', 'number'],
  ['decimal', 'number'],
  ['real', 'number'],
  ['float64', 'number'],
  ['bool', 'boolean'],
  ['str', 'string'],
  ['varchar', 'string'],
  ['char', 'string'],
  ['timestamp', 'datetime'],
  ['uri', 'url'],
  ['guid', 'uuid'],
]);

const SCALARS: ReadonlyMap<string, ScalarName> = new Map(SCALAR_NAMES.map((n) => [n, n]));

/** What the grammar reads: a point-3 type (no objects) or a point-7 shape. */
export interface TypeGrammarOptions {
  readonly objects: boolean;
  readonly code: Extract<DiagnosticCode, 'bad-type' | 'bad-shape'>;
  readonly help: string;
  readonly point: PointNumber;
}

/** Raised inside the parser to unwind after the first (already reported) error; never escapes. */
class Stop extends Error {}

/** Up to this many values or properties, duplicates are found by scanning rather than with a Set. */
const SCAN_LIMIT = 8;

function hasName(fields: readonly ShapeField[], name: string): boolean {
  for (const f of fields) if (f.name === name) return true;
  return false;
}

/**
 * The recursive-descent reader of one type text. Its steps are methods rather than closures, so
 * reading a cell allocates one parser and the nodes it returns, not a closure per step.
 */
class TypeParser {
  // Fields are `declare`d and set in the constructor: class field definitions cost more per parser.
  declare private readonly src: SourceText;
  declare private readonly start: number;
  declare private readonly end: number;
  declare private readonly sink: DiagnosticSink;
  declare private readonly opts: TypeGrammarOptions;
  declare private readonly text: string;
  declare private pos: number;
  /** Where the last `readString` started (its opening quote); `pos` is then after the closing one. */
  declare private stringFrom: number;

  constructor(src: SourceText, start: number, end: number, sink: DiagnosticSink, opts: TypeGrammarOptions) {
    this.src = src;
    this.start = start;
    this.end = end;
    this.sink = sink;
    this.opts = opts;
    this.text = src.text;
    this.pos = start;
    this.stringFrom = start;
  }

  read(): TypeRef {
    const { src, start, end } = this;
    try {
      const type = this.readUnion(0, null);
      this.skip();
      if (this.pos < end) this.unexpected('the end of the type');
      return type;
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      return { kind: 'invalid', text: this.text.slice(start, end), span: src.spanOf(start, end) };
    }
  }

  private fail(from: number, to: number, message: string, code: DiagnosticCode = this.opts.code): never {
    const { start, end } = this;
    const a = Math.max(start, Math.min(from, end));
    this.sink.report(code, this.src.spanOf(a, Math.max(a, Math.min(to, end))), message, this.opts.point);
    throw new Stop();
  }

  private peek(): string | undefined {
    return this.pos < this.end ? this.text[this.pos] : undefined;
  }

  private skip(): void {
    this.pos = Math.min(skipSpaces(this.text, this.pos), this.end);
  }

  private unexpected(expected: string): never {
    const c = this.peek();
    return this.fail(this.pos, c === undefined ? this.pos : this.pos + 1, unexpectedMessage(describeChar(c), expected, this.opts.help));
  }

  /** `"..."` or `'...'`: the value; `stringFrom` and `pos` are then its bounds, quotes included. */
  private readString(): string {
    const text = this.text;
    const q = text[this.pos] as string;
    const from = this.pos;
    const close = text.indexOf(q, this.pos + 1);
    if (close === -1 || close >= this.end) this.fail(from, from + 1, unclosedMessage(`quote ${q}`, q));
    this.stringFrom = from;
    this.pos = close + 1;
    return internText(text.slice(from + 1, close));
  }

  /** `one of a, b, c` after `of`; stops at the closer of the enclosing bracket. */
  private readOneOf(from: number, closer: string | null): TypeRef {
    const text = this.text;
    const end = this.end;
    const values: string[] = [];
    // Short lists are searched in place; a Set takes over once one grows long (reading stays linear).
    let seen: Set<string> | null = null;
    const add = (value: string, a: number, b: number): void => {
      if (seen === null && values.length >= SCAN_LIMIT) seen = new Set(values);
      if (seen ? seen.has(value) : values.includes(value)) this.fail(a, b, duplicateMessage('value', value));
      seen?.add(value);
      values.push(value);
    };
    let stop = false;
    let last = this.pos;
    while (!stop) {
      this.skip();
      const itemStart = this.pos;
      const c = this.peek();
      if (c === '"' || c === "'") {
        const value = this.readString();
        add(value, this.stringFrom, this.pos);
        last = this.pos;
        this.skip();
      } else {
        while (this.pos < end && text[this.pos] !== ',' && text[this.pos] !== closer && !(closer === '}' && text[this.pos] === ';'))
          this.pos++;
        let b = this.pos;
        while (b > itemStart && isSpace(text[b - 1])) b--;
        let a = itemStart;
        if (values.length > 0 && text.slice(a, a + 3).toLowerCase() === 'or ') a = skipSpaces(text, a + 3);
        const item = text.slice(a, b);
        const or = item.toLowerCase().lastIndexOf(' or ');
        if (item === '') this.fail(itemStart, Math.max(this.pos, itemStart + 1), emptyEnumMessage());
        if (or > 0) {
          add(internText(text.slice(a, a + or).trimEnd()), a, a + or);
          const rest = skipSpaces(text, a + or + 4);
          add(internText(text.slice(rest, b)), rest, b);
        } else add(internText(item), a, b);
        last = b;
      }
      if (this.peek() !== ',') break;
      // Inside an object, a comma followed by `name:` or `name?:` starts the next property.
      if (closer === '}') {
        const n = skipSpaces(text, this.pos + 1);
        const e = readIdent(text, n);
        const after = skipSpaces(text, e);
        if (e > n && (text[after] === ':' || (text[after] === '?' && text[skipSpaces(text, after + 1)] === ':'))) stop = true;
      }
      if (!stop) this.pos++;
    }
    return { kind: 'enum', values: exactList(values), span: this.src.spanOf(from, last) };
  }

  private readObject(depth: number): TypeRef {
    const text = this.text;
    const from = this.pos;
    if (!this.opts.objects) this.fail(this.pos, this.pos + 1, objectInFieldTypeMessage(), 'bad-type');
    this.pos++;
    const fields: ShapeField[] = [];
    let names: Set<string> | null = null;
    for (;;) {
      this.skip();
      const c = this.peek();
      if (c === '}') break;
      if (c === undefined) this.fail(from, from + 1, unclosedMessage('`{`', '}'));
      let name: string;
      let nameFrom = this.pos;
      let nameTo: number;
      if (c === '"' || c === "'") {
        name = this.readString();
        nameFrom = this.stringFrom;
        nameTo = this.pos;
      } else {
        nameTo = readIdent(text, this.pos);
        if (nameTo === this.pos || nameTo > this.end) this.unexpected('a property name');
        name = internText(text.slice(this.pos, nameTo));
        this.pos = nameTo;
      }
      if (names === null && fields.length >= SCAN_LIMIT) names = new Set(fields.map((f) => f.name));
      if (names ? names.has(name) : hasName(fields, name)) this.fail(nameFrom, nameTo, duplicateMessage('property', name));
      names?.add(name);
      this.skip();
      const optional = this.peek() === '?';
      if (optional) {
        this.pos++;
        this.skip();
      }
      if (this.peek() !== ':') this.unexpected(`\`:\` and a type after \`${name}\``);
      this.pos++;
      const type = this.readUnion(depth + 1, '}');
      fields.push({ name, nameSpan: this.src.spanOf(nameFrom, nameTo), optional, type });
      this.skip();
      const sep = this.peek();
      if (sep === ',' || sep === ';') this.pos++;
      else if (sep === undefined) this.fail(from, from + 1, unclosedMessage('`{`', '}'));
      else if (sep !== '}') this.unexpected(`\`,\` or \`}\` after the type of \`${name}\``);
    }
    this.pos++;
    return { kind: 'object', fields: exactList(fields), span: this.src.spanOf(from, this.pos) };
  }

  private readPrimary(depth: number, closer: string | null): TypeRef {
    const text = this.text;
    if (depth > MAX_TYPE_DEPTH) this.fail(this.pos, this.pos + 1, tooDeepMessage(MAX_TYPE_DEPTH), 'too-deep');
    this.skip();
    const c = this.peek();
    const from = this.pos;
    if (c === '"' || c === "'") {
      const value = this.readString();
      return { kind: 'enum', values: [value], span: this.src.spanOf(from, this.pos) };
    }
    if (c === '{') return this.readObject(depth);
    if (c === '(') {
      this.pos++;
      const inner = this.readUnion(depth + 1, ')');
      this.skip();
      if (this.peek() !== ')') {
        if (this.peek() === undefined) this.fail(from, from + 1, unclosedMessage('`(`', ')'));
        this.unexpected('`)`');
      }
      this.pos++;
      return inner;
    }
    const wordEnd = Math.min(readIdent(text, this.pos), this.end);
    if (wordEnd === this.pos) return this.unexpected(this.opts.objects ? 'a type, an entity name or `{`' : 'a type or an entity name');
    const word = text.slice(this.pos, wordEnd);
    const lower = word.toLowerCase();
    this.pos = wordEnd;
    if (lower === 'list' || lower === 'one') {
      const ofStart = skipSpaces(text, this.pos);
      const ofEnd = readIdent(text, ofStart);
      if (ofStart > this.pos && ofEnd <= this.end && text.slice(ofStart, ofEnd).toLowerCase() === 'of') {
        this.pos = ofEnd;
        if (lower === 'one') return this.readOneOf(from, closer);
        const of = this.readPostfix(depth + 1, closer);
        return { kind: 'list', of, span: this.src.spanOf(from, this.pos) };
      }
    }
    const scalar = SCALARS.get(lower);
    if (scalar !== undefined) return { kind: 'scalar', name: scalar, span: this.src.spanOf(from, this.pos) };
    const alias = ALIASES.get(lower);
    if (alias !== undefined) this.fail(from, this.pos, typeAliasMessage(word, alias));
    return { kind: 'ref', entity: internText(word), span: this.src.spanOf(from, this.pos) };
  }

  private readPostfix(depth: number, closer: string | null): TypeRef {
    const from = skipSpaces(this.text, this.pos);
    let type = this.readPrimary(depth, closer);
    for (;;) {
      const save = this.pos;
      this.skip();
      if (this.peek() !== '[') {
        this.pos = save;
        return type;
      }
      const open = this.pos;
      this.pos++;
      this.skip();
      if (this.peek() !== ']') {
        if (this.peek() === undefined) this.fail(open, open + 1, unclosedMessage('`[`', ']'));
        this.unexpected('`]` (a list is written `X[]`)');
      }
      this.pos++;
      type = { kind: 'list', of: type, span: this.src.spanOf(from, this.pos) };
    }
  }

  private readUnion(depth: number, closer: string | null): TypeRef {
    const from = skipSpaces(this.text, this.pos);
    const first = this.readPostfix(depth, closer);
    const firstEnd = this.pos;
    this.skip();
    if (this.peek() !== '|') return first;
    const values: string[] = [];
    const seen = new Set<string>();
    const add = (t: TypeRef, a: number, b: number): void => {
      if (t.kind !== 'enum' || t.values.length !== 1) return this.fail(a, b, unionMessage());
      const v = t.values[0] as string;
      if (seen.has(v)) this.fail(a, b, duplicateMessage('value', v));
      seen.add(v);
      values.push(v);
    };
    add(first, from, firstEnd);
    let last = firstEnd;
    while (this.peek() === '|') {
      this.pos++;
      this.skip();
      const at = this.pos;
      add(this.readPostfix(depth, closer), at, this.pos);
      last = this.pos;
      this.skip();
    }
    this.pos = last;
    return { kind: 'enum', values: exactList(values), span: this.src.spanOf(from, last) };
  }
}

keepShape(new TypeParser(createSourceText('', 0), 0, 0, createSink(), { objects: false, code: 'bad-type', help: '', point: 3 }));

/**
 * Reads a whole type or shape from `src.text[start, end)`. Reports the first mistake at its exact
 * place and returns `invalid` for the whole text. Recursive descent, depth-limited, single pass.
 */
export function parseTypeText(src: SourceText, start: number, end: number, sink: DiagnosticSink, opts: TypeGrammarOptions): TypeRef {
  // One word and nothing else (most cells: `string`, `Talk`): what the parser's descent would give, a
  // scalar or an entity name, without a parser. An alias (`int`) takes the parser's path to its message.
  // A word that is the whole text is the text's own string, which the model keeps anyway: it is not
  // looked up in the interning pool (a spec of a hundred thousand distinct names filled it for nothing).
  const text = src.text;
  if (start < end && readIdent(text, start) >= end) {
    const whole = start === 0 && end === text.length;
    const word = whole ? text : text.slice(start, end);
    const lower = word.toLowerCase();
    const scalar = SCALARS.get(lower);
    if (scalar !== undefined) return { kind: 'scalar', name: scalar, span: src.spanOf(start, end) };
    if (!ALIASES.has(lower)) return { kind: 'ref', entity: whole ? word : internText(word), span: src.spanOf(start, end) };
  }
  return new TypeParser(src, start, end, sink, opts).read();
}
