import { Document, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';

/** A key written twice in one object: the second one's place. */
export interface DuplicateKey {
  readonly from: number;
  readonly to: number;
}

type Range = [number, number, number];

/*
 * The nodes are made without the `yaml` package's constructors, which define each node's type tag with
 * `Object.defineProperty` (the costliest step of reading a large JSON spec, and a slow object shape). Each
 * class below inherits from one real node of its kind, which carries the tag `isMap`/`isScalar`/… read and
 * the methods of the package's class (`instanceof` holds too). A node owns only its data: its value or
 * items and its place (`from`, `to`); `range` is computed when read, and a scalar's style and a
 * collection's `flow` come from the prototype. A 10 MB spec makes millions of nodes, and every object
 * less per node is time the garbage collector does not spend copying it (bench/README.md).
 */
const SCALAR_BASE = new Scalar(null);
const MAP_BASE = new YAMLMap();
MAP_BASE.flow = true;
const SEQ_BASE = new YAMLSeq();
SEQ_BASE.flow = true;
const PAIR_BASE = new Pair(null);

type ScalarValue = string | number | boolean | null;

/** A node's place, read as the `yaml` package's `[start, valueEnd, nodeEnd]`. */
abstract class Ranged {
  declare from: number;
  declare to: number;
  constructor(from: number, to: number) {
    this.from = from;
    this.to = to;
  }
  get range(): Range {
    return [this.from, this.to, this.to];
  }
  /** Kept for the package's own methods (`clone` sets it); the node's place becomes the range's value part. */
  set range(range: Range) {
    this.from = range[0];
    this.to = range[1];
  }
}

/** A string: a double-quoted scalar. */
class JsonString extends Ranged {
  declare readonly value: string;
  constructor(value: string, from: number, to: number) {
    super(from, to);
    this.value = value;
  }
}

/** A number, true, false or null: a plain scalar. */
class JsonWord extends Ranged {
  declare readonly value: ScalarValue;
  constructor(value: ScalarValue, from: number, to: number) {
    super(from, to);
    this.value = value;
  }
}

class JsonMap extends Ranged {
  declare readonly items: JsonPair[];
  constructor(items: JsonPair[], from: number, to: number) {
    super(from, to);
    this.items = items;
  }
}

class JsonSeq extends Ranged {
  declare readonly items: JsonNode[];
  constructor(items: JsonNode[], from: number, to: number) {
    super(from, to);
    this.items = items;
  }
}

/**
 * A key and its value. The key is kept as its text and place, and its node made when read (readers read
 * each key once or twice): most scalars of a spec are keys, and this keeps them out of the document.
 */
class JsonPair {
  declare readonly name: string;
  declare readonly keyFrom: number;
  declare readonly keyTo: number;
  declare readonly value: JsonNode;
  constructor(key: JsonString, value: JsonNode) {
    this.name = key.value;
    this.keyFrom = key.from;
    this.keyTo = key.to;
    this.value = value;
  }
  get key(): JsonString {
    return new JsonString(this.name, this.keyFrom, this.keyTo);
  }
}

/**
 * The key of a pair `composeJson` read, as text (what reading its key node gives, without making that
 * node); null for any other pair.
 */
export function jsonKeyName(pair: unknown): string | null {
  return pair instanceof JsonPair ? pair.name : null;
}

/**
 * Puts `cls`'s prototype under `base`, with Ranged's `range` getter in between (Ranged's constructor still
 * runs through `super`) and `shared` as properties of the prototype.
 */
function rangedOn(cls: { prototype: object }, base: object, shared: Record<string, unknown>): void {
  const middle = Object.create(base) as object;
  Object.defineProperty(middle, 'range', Object.getOwnPropertyDescriptor(Ranged.prototype, 'range') as PropertyDescriptor);
  Object.setPrototypeOf(cls.prototype, middle);
  for (const [k, v] of Object.entries(shared)) Object.defineProperty(cls.prototype, k, { value: v, writable: true, configurable: true });
}

rangedOn(JsonString, SCALAR_BASE, { type: 'QUOTE_DOUBLE' });
rangedOn(JsonWord, SCALAR_BASE, { type: 'PLAIN' });
rangedOn(JsonMap, MAP_BASE, {});
rangedOn(JsonSeq, SEQ_BASE, {});
Object.setPrototypeOf(JsonPair.prototype, PAIR_BASE);

type JsonNode = JsonString | JsonWord | JsonMap | JsonSeq;

/**
 * Whether a node is a string `composeJson` read whose value it already shares with the other values of
 * the same text (short and unescaped; see SHORT): a reader need not look it up in a pool again.
 */
export function isSharedJsonString(node: unknown): boolean {
  return node instanceof JsonString && node.value.length <= SHORT;
}

/**
 * An object or array being read. Its items wait on one shared stack from `base` until it closes (each
 * list is then copied once, at its exact length); `keys` indexes an object's keys once it has many.
 */
type Frame = { readonly isMap: boolean; readonly start: number; readonly base: number; key: JsonString | null; keys: Set<string> | null };

/** Up to this many keys, an object's keys are scanned for a repeat rather than indexed in a Set. */
const SCAN_KEYS = 8;

/** Where the open object's pair of key `name` is on the stack, or -1 (indexing its keys once it has many). */
function findKey(frame: Frame, pending: (JsonNode | JsonPair)[], name: string): number {
  const find = (): number => {
    for (let k = frame.base; k < pending.length; k++) if ((pending[k] as JsonPair).name === name) return k;
    return -1;
  };
  if (frame.keys === null) {
    if (pending.length - frame.base < SCAN_KEYS) return find();
    frame.keys = new Set();
    for (let k = frame.base; k < pending.length; k++) frame.keys.add((pending[k] as JsonPair).name);
  }
  const found = frame.keys.has(name);
  frame.keys.add(name);
  return found ? find() : -1;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Recent short strings by first character and length: keys (`name`, `type`) and common values are one string each. */
const SHORT = 16;

/**
 * The JSON form of a spec as the `yaml` package's Document (maps, sequences, scalars with their ranges, as its
 * composer makes them), in one pass without its CST: reading a 10 MB JSON spec through the CST took tens of
 * seconds (bench/README.md, "Hostile shapes"). Only for text `findJsonError` accepts (strict JSON, RFC 8259);
 * strings are decoded by JSON.parse. Strings are double-quoted scalars (QUOTE_DOUBLE), other values plain, so
 * every reader maps values to their places exactly as for YAML. Keys written twice are returned (the last
 * value is kept, as the composer's error path did).
 */
export function composeJson(text: string): { doc: Document.Parsed; duplicates: DuplicateKey[] } {
  const duplicates: DuplicateKey[] = [];
  const stack: Frame[] = [];
  // The items of every open collection, innermost last.
  const pending: (JsonNode | JsonPair)[] = [];
  const recent: (string | undefined)[] = new Array<string | undefined>(256);
  let root: JsonNode | null = null;
  // The next backslash at or after the current string (2^32 - 1 when there is none).
  let backslash = -1;
  const place = (value: JsonNode): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = value;
      return;
    }
    if (!top.isMap) {
      pending.push(value);
      return;
    }
    if (top.key === null) {
      // A key (always a string in JSON).
      const key = value as JsonString;
      const at = findKey(top, pending, key.value);
      if (at >= 0) {
        duplicates.push({ from: key.from, to: key.to });
        pending.splice(at, 1);
      }
      top.key = key;
      return;
    }
    pending.push(new JsonPair(top.key, value));
    top.key = null;
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 44 /* , */ || c === 58 /* : */) {
      i++;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      stack.push({ isMap: c === 123, start: i, base: pending.length, key: null, keys: null });
      i++;
      continue;
    }
    if (c === 125 /* } */ || c === 93 /* ] */) {
      const frame = stack.pop();
      if (!frame) break;
      i++;
      const items = pending.slice(frame.base);
      pending.length = frame.base;
      place(frame.isMap ? new JsonMap(items as JsonPair[], frame.start, i) : new JsonSeq(items as JsonNode[], frame.start, i));
      continue;
    }
    if (c === 34 /* " */) {
      // The closing quote by the engine's search; a string with a backslash before it is walked instead.
      if (backslash <= i) backslash = text.indexOf('\\', i + 1) >>> 0;
      let j = text.indexOf('"', i + 1);
      if (j === -1) j = n;
      let escaped = false;
      if (backslash < j) {
        j = i + 1;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === 92) {
            escaped = true;
            j += 2;
            continue;
          }
          if (d === 34) break;
          j++;
        }
      }
      let value: string;
      const length = j - i - 1;
      if (escaped) value = JSON.parse(text.slice(i, j + 1)) as string;
      else if (length === 0 || length > SHORT) value = text.slice(i + 1, j);
      else {
        const slot = (text.charCodeAt(i + 1) * 17 + length) & 255;
        const seen = recent[slot];
        if (seen !== undefined && seen.length === length && text.startsWith(seen, i + 1)) value = seen;
        else value = recent[slot] = text.slice(i + 1, j);
      }
      place(new JsonString(value, i, j + 1));
      i = j + 1;
      continue;
    }
    // A number, true, false or null: up to the next delimiter.
    let j = i;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (isSpace(d) || d === 44 || d === 125 || d === 93 || d === 58) break;
      j++;
    }
    const word = text.slice(i, j);
    place(new JsonWord(word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number(word), i, j));
    i = j;
  }
  const doc = new Document() as Document.Parsed;
  doc.contents = root as unknown as Document.Parsed['contents'];
  return { doc, duplicates };
}
