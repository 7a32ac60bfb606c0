import type { DiagnosticCode } from '../../diagnostics/codes';
import {
  duplicateMessage, emptyEnumMessage, objectInFieldTypeMessage, tooDeepMessage, typeAliasMessage,
  unclosedMessage, unexpectedMessage, unionMessage,
} from '../../diagnostics/messages-cells';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import type { PointNumber } from '../../spec/point';
import { SCALAR_NAMES, type ScalarName, type ShapeField, type TypeRef } from '../../spec/type-ref';
import { describeChar, isSpace, readIdent, skipSpaces } from './scan';

/** How deep objects, lists and parentheses may nest before `too-deep` (the stack stays small). */
export const MAX_TYPE_DEPTH = 32;

/** Names other languages use for the format's scalars; written alone they get a "did you mean". */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['int', 'integer'], ['int32', 'integer'], ['int64', 'integer'], ['long', 'integer'], ['bigint', 'integer'],
  ['float', 'number'], ['double', 'number'], ['decimal', 'number'], ['real', 'number'], ['float64', 'number'],
  ['bool', 'boolean'], ['str', 'string'], ['varchar', 'string'], ['char', 'string'],
  ['timestamp', 'datetime'], ['uri', 'url'], ['guid', 'uuid'],
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

/**
 * Reads a whole type or shape from `src.text[start, end)`. Reports the first mistake at its exact
 * place and returns `invalid` for the whole text. Recursive descent, depth-limited, single pass.
 */
export function parseTypeText(src: SourceText, start: number, end: number, sink: DiagnosticSink, opts: TypeGrammarOptions): TypeRef {
  const text = src.text;
  let pos = start;

  const fail = (from: number, to: number, message: string, code: DiagnosticCode = opts.code): never => {
    const a = Math.max(start, Math.min(from, end));
    sink.report(code, src.spanOf(a, Math.max(a, Math.min(to, end))), message, opts.point);
    throw new Stop();
  };
  const peek = (): string | undefined => (pos < end ? text[pos] : undefined);
  const skip = (): void => {
    pos = Math.min(skipSpaces(text, pos), end);
  };
  const unexpected = (expected: string): never => {
    const c = peek();
    return fail(pos, c === undefined ? pos : pos + 1, unexpectedMessage(describeChar(c), expected, opts.help));
  };

  /** `"..."` or `'...'`: the value and the index after the closing quote. */
  const readString = (): [string, number, number] => {
    const q = text[pos] as string;
    const from = pos;
    const close = text.indexOf(q, pos + 1);
    if (close === -1 || close >= end) fail(from, from + 1, unclosedMessage(`quote ${q}`, q));
    pos = close + 1;
    return [text.slice(from + 1, close), from, pos];
  };

  /** `one of a, b, c` after `of`; stops at the closer of the enclosing bracket. */
  const readOneOf = (from: number, closer: string | null): TypeRef => {
    const values: string[] = [];
    const seen = new Set<string>();
    const add = (value: string, a: number, b: number): void => {
      if (seen.has(value)) fail(a, b, duplicateMessage('value', value));
      seen.add(value);
      values.push(value);
    };
    let stop = false;
    let last = pos;
    while (!stop) {
      skip();
      const itemStart = pos;
      const c = peek();
      if (c === '"' || c === "'") {
        const [value, a, b] = readString();
        add(value, a, b);
        last = pos;
        skip();
      } else {
        while (pos < end && text[pos] !== ',' && text[pos] !== closer && !(closer === '}' && text[pos] === ';')) pos++;
        let b = pos;
        while (b > itemStart && isSpace(text[b - 1])) b--;
        let a = itemStart;
        if (values.length > 0 && text.slice(a, a + 3).toLowerCase() === 'or ') a = skipSpaces(text, a + 3);
        const item = text.slice(a, b);
        const or = item.toLowerCase().lastIndexOf(' or ');
        if (item === '') fail(itemStart, Math.max(pos, itemStart + 1), emptyEnumMessage());
        if (or > 0) {
          add(text.slice(a, a + or).trimEnd(), a, a + or);
          const rest = skipSpaces(text, a + or + 4);
          add(text.slice(rest, b), rest, b);
        } else add(item, a, b);
        last = b;
      }
      if (peek() !== ',') break;
      // Inside an object, a comma followed by `name:` or `name?:` starts the next property.
      if (closer === '}') {
        const n = skipSpaces(text, pos + 1);
        const e = readIdent(text, n);
        const after = skipSpaces(text, e);
        if (e > n && (text[after] === ':' || (text[after] === '?' && text[skipSpaces(text, after + 1)] === ':'))) stop = true;
      }
      if (!stop) pos++;
    }
    return { kind: 'enum', values, span: src.spanOf(from, last) };
  };

  const readObject = (depth: number): TypeRef => {
    const from = pos;
    if (!opts.objects) fail(pos, pos + 1, objectInFieldTypeMessage(), 'bad-type');
    pos++;
    const fields: ShapeField[] = [];
    const names = new Set<string>();
    for (;;) {
      skip();
      const c = peek();
      if (c === '}') break;
      if (c === undefined) fail(from, from + 1, unclosedMessage('`{`', '}'));
      let name: string;
      let nameFrom = pos;
      let nameTo: number;
      if (c === '"' || c === "'") {
        const [value, a, b] = readString();
        [name, nameFrom, nameTo] = [value, a, b];
      } else {
        nameTo = readIdent(text, pos);
        if (nameTo === pos || nameTo > end) unexpected('a property name');
        name = text.slice(pos, nameTo);
        pos = nameTo;
      }
      if (names.has(name)) fail(nameFrom, nameTo, duplicateMessage('property', name));
      names.add(name);
      skip();
      const optional = peek() === '?';
      if (optional) {
        pos++;
        skip();
      }
      if (peek() !== ':') unexpected(`\`:\` and a type after \`${name}\``);
      pos++;
      const type = readUnion(depth + 1, '}');
      fields.push({ name, nameSpan: src.spanOf(nameFrom, nameTo), optional, type });
      skip();
      const sep = peek();
      if (sep === ',' || sep === ';') pos++;
      else if (sep === undefined) fail(from, from + 1, unclosedMessage('`{`', '}'));
      else if (sep !== '}') unexpected(`\`,\` or \`}\` after the type of \`${name}\``);
    }
    pos++;
    return { kind: 'object', fields, span: src.spanOf(from, pos) };
  };

  const readPrimary = (depth: number, closer: string | null): TypeRef => {
    if (depth > MAX_TYPE_DEPTH) fail(pos, pos + 1, tooDeepMessage(MAX_TYPE_DEPTH), 'too-deep');
    skip();
    const c = peek();
    const from = pos;
    if (c === '"' || c === "'") {
      const [value] = readString();
      return { kind: 'enum', values: [value], span: src.spanOf(from, pos) };
    }
    if (c === '{') return readObject(depth);
    if (c === '(') {
      pos++;
      const inner = readUnion(depth + 1, ')');
      skip();
      if (peek() !== ')') {
        if (peek() === undefined) fail(from, from + 1, unclosedMessage('`(`', ')'));
        unexpected('`)`');
      }
      pos++;
      return inner;
    }
    const wordEnd = Math.min(readIdent(text, pos), end);
    if (wordEnd === pos) return unexpected(opts.objects ? 'a type, an entity name or `{`' : 'a type or an entity name');
    const word = text.slice(pos, wordEnd);
    const lower = word.toLowerCase();
    pos = wordEnd;
    if (lower === 'list' || lower === 'one') {
      const ofStart = skipSpaces(text, pos);
      const ofEnd = readIdent(text, ofStart);
      if (ofStart > pos && ofEnd <= end && text.slice(ofStart, ofEnd).toLowerCase() === 'of') {
        pos = ofEnd;
        if (lower === 'one') return readOneOf(from, closer);
        const of = readPostfix(depth + 1, closer);
        return { kind: 'list', of, span: src.spanOf(from, pos) };
      }
    }
    const scalar = SCALARS.get(lower);
    if (scalar !== undefined) return { kind: 'scalar', name: scalar, span: src.spanOf(from, pos) };
    const alias = ALIASES.get(lower);
    if (alias !== undefined) fail(from, pos, typeAliasMessage(word, alias));
    return { kind: 'ref', entity: word, span: src.spanOf(from, pos) };
  };

  const readPostfix = (depth: number, closer: string | null): TypeRef => {
    const from = skipSpaces(text, pos);
    let type = readPrimary(depth, closer);
    for (;;) {
      const save = pos;
      skip();
      if (peek() !== '[') {
        pos = save;
        return type;
      }
      const open = pos;
      pos++;
      skip();
      if (peek() !== ']') {
        if (peek() === undefined) fail(open, open + 1, unclosedMessage('`[`', ']'));
        unexpected('`]` (a list is written `X[]`)');
      }
      pos++;
      type = { kind: 'list', of: type, span: src.spanOf(from, pos) };
    }
  };

  const readUnion = (depth: number, closer: string | null): TypeRef => {
    const from = skipSpaces(text, pos);
    const first = readPostfix(depth, closer);
    const firstEnd = pos;
    skip();
    if (peek() !== '|') return first;
    const values: string[] = [];
    const seen = new Set<string>();
    const add = (t: TypeRef, a: number, b: number): void => {
      if (t.kind !== 'enum' || t.values.length !== 1) return fail(a, b, unionMessage());
      const v = t.values[0] as string;
      if (seen.has(v)) fail(a, b, duplicateMessage('value', v));
      seen.add(v);
      values.push(v);
    };
    add(first, from, firstEnd);
    let last = firstEnd;
    while (peek() === '|') {
      pos++;
      skip();
      const at = pos;
      add(readPostfix(depth, closer), at, pos);
      last = pos;
      skip();
    }
    pos = last;
    return { kind: 'enum', values, span: src.spanOf(from, last) };
  };

  try {
    const type = readUnion(0, null);
    skip();
    if (pos < end) unexpected('the end of the type');
    return type;
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    return { kind: 'invalid', text: text.slice(start, end), span: src.spanOf(start, end) };
  }
}
