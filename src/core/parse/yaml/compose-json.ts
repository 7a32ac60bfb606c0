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
 * the methods of the package's class (`instanceof` holds too); a node owns only its data, as the
 * package's do.
 */
const SCALAR_BASE = new Scalar(null);
const MAP_BASE = new YAMLMap();
MAP_BASE.flow = true;
const SEQ_BASE = new YAMLSeq();
SEQ_BASE.flow = true;
const PAIR_BASE = new Pair(null);

class JsonScalar {
  declare value: string | number | boolean | null;
  declare type: 'QUOTE_DOUBLE' | 'PLAIN';
  declare range: Range;
  constructor(value: string | number | boolean | null, type: 'QUOTE_DOUBLE' | 'PLAIN', from: number, to: number) {
    this.value = value;
    this.type = type;
    this.range = [from, to, to];
  }
}

class JsonMap {
  declare items: JsonPair[];
  declare range: Range | null;
  constructor() {
    this.items = [];
    this.range = null;
  }
}

class JsonSeq {
  declare items: JsonNode[];
  declare range: Range | null;
  constructor() {
    this.items = [];
    this.range = null;
  }
}

class JsonPair {
  declare key: JsonScalar;
  declare value: JsonNode;
  constructor(key: JsonScalar, value: JsonNode) {
    this.key = key;
    this.value = value;
  }
}

Object.setPrototypeOf(JsonScalar.prototype, SCALAR_BASE);
Object.setPrototypeOf(JsonMap.prototype, MAP_BASE);
Object.setPrototypeOf(JsonSeq.prototype, SEQ_BASE);
Object.setPrototypeOf(JsonPair.prototype, PAIR_BASE);

type JsonNode = JsonScalar | JsonMap | JsonSeq;

/** An object or array being read; `keys` indexes an object's keys once it has many (a few are scanned). */
type Frame = { readonly node: JsonMap | JsonSeq; readonly start: number; key: JsonScalar | null; keys: Set<string> | null };

/** Up to this many keys, an object's keys are scanned for a repeat rather than indexed in a Set. */
const SCAN_KEYS = 8;

/** Whether the object being read already has the key `name` (indexing its keys once it has many). */
function hasKey(frame: Frame, node: JsonMap, name: string): boolean {
  const items = node.items;
  if (frame.keys === null) {
    if (items.length < SCAN_KEYS) {
      for (let k = 0; k < items.length; k++) if ((items[k] as JsonPair).key.value === name) return true;
      return false;
    }
    frame.keys = new Set();
    for (const p of items) frame.keys.add(String(p.key.value));
  }
  const found = frame.keys.has(name);
  frame.keys.add(name);
  return found;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

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
  let root: JsonNode | null = null;
  const place = (value: JsonNode): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = value;
      return;
    }
    const node = top.node;
    if (node instanceof JsonSeq) {
      node.items.push(value);
      return;
    }
    if (top.key === null) {
      // A key (always a string in JSON).
      const key = value as JsonScalar;
      const name = String(key.value);
      if (hasKey(top, node, name)) {
        const r = key.range;
        duplicates.push({ from: r[0], to: r[1] });
        const at = node.items.findIndex((p) => p.key.value === name);
        if (at >= 0) node.items.splice(at, 1);
      }
      top.key = key;
      return;
    }
    node.items.push(new JsonPair(top.key, value));
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
      stack.push({ node: c === 123 ? new JsonMap() : new JsonSeq(), start: i, key: null, keys: null });
      i++;
      continue;
    }
    if (c === 125 /* } */ || c === 93 /* ] */) {
      const frame = stack.pop();
      if (!frame) break;
      i++;
      frame.node.range = [frame.start, i, i];
      place(frame.node);
      continue;
    }
    if (c === 34 /* " */) {
      let j = i + 1;
      let escaped = false;
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
      const value = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
      place(new JsonScalar(value, 'QUOTE_DOUBLE', i, j + 1));
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
    place(new JsonScalar(word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number(word), 'PLAIN', i, j));
    i = j;
  }
  const doc = new Document() as Document.Parsed;
  doc.contents = root as unknown as Document.Parsed['contents'];
  return { doc, duplicates };
}
