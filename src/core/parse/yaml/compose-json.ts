import { Document, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';

/** A key written twice in one object: the second one's place. */
export interface DuplicateKey {
  readonly from: number;
  readonly to: number;
}

type Range = [number, number, number];
type Frame = { readonly node: YAMLMap | YAMLSeq; readonly start: number; key: Scalar | null; readonly keys: Set<string> | null };

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
  let root: YAMLMap | YAMLSeq | Scalar | null = null;
  const place = (value: YAMLMap | YAMLSeq | Scalar): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = value;
      return;
    }
    if (top.node instanceof YAMLSeq) {
      top.node.items.push(value);
      return;
    }
    if (top.key === null) {
      // A key (always a string in JSON).
      const key = value as Scalar;
      const name = String(key.value);
      if (top.keys?.has(name)) {
        const r = key.range as Range;
        duplicates.push({ from: r[0], to: r[1] });
        const at = top.node.items.findIndex((p) => (p.key as Scalar).value === name);
        if (at >= 0) top.node.items.splice(at, 1);
      }
      top.keys?.add(name);
      top.key = key;
      return;
    }
    top.node.items.push(new Pair(top.key, value));
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
      const node = c === 123 ? new YAMLMap() : new YAMLSeq();
      node.flow = true;
      stack.push({ node, start: i, key: null, keys: c === 123 ? new Set() : null });
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
      const raw = text.slice(i, j + 1);
      const scalar = new Scalar(escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1));
      scalar.type = 'QUOTE_DOUBLE';
      scalar.range = [i, j + 1, j + 1];
      place(scalar);
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
    const scalar = new Scalar(word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number(word));
    scalar.type = 'PLAIN';
    scalar.range = [i, j, j];
    place(scalar);
    i = j;
  }
  const doc = new Document() as Document.Parsed;
  doc.contents = root as Document.Parsed['contents'];
  return { doc, duplicates };
}
