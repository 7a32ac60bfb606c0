import { keepShape } from '../source/keep-shape';

/**
 * Items by name, the first of each name kept, in the order they were added: a `ReadonlyMap` whose table
 * is two typed arrays (each slot's hash and position) beside the names and items in order. The check's
 * one index of entity names: a spec of a hundred thousand entities looks up each field's type in it,
 * mostly names it does not hold. A miss compares hashes in the table and reads no key string, where a
 * `Map` walked its chain of entries and read each key; the garbage collector never scans the table.
 *
 * Made with `fold`, names are told apart by their lower case (`toLowerCase`) without a lower-cased copy
 * of any: the suggester's exact case-insensitive match ("Did you mean `Book`?" for `book`).
 */
export class NameIndex<T> implements ReadonlyMap<string, T> {
  private readonly names: string[] = [];
  private readonly items: T[] = [];
  private slots: Int32Array;
  private hashes: Int32Array;
  private mask: number;
  private readonly hash: (name: string) => number;
  private readonly same: (a: string, b: string) => boolean;

  /** An empty index sized for about `expected` names (it grows past that); by lower case with `fold`. */
  constructor(expected = 0, fold = false) {
    let size = 8;
    while (size < expected * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(size);
    this.mask = size - 1;
    this.hash = fold ? foldedHash : nameHash;
    this.same = fold ? sameLowerCase : sameName;
  }

  /** Adds `item` under `name` unless the name is there already (the first stays); false then. */
  add(name: string, item: T): boolean {
    const hash = this.hash(name);
    let at = hash & this.mask;
    for (let slot = this.slots[at] as number; slot !== 0; slot = this.slots[at] as number) {
      if (this.hashes[at] === hash && this.same(this.names[slot - 1] as string, name)) return false;
      at = (at + 1) & this.mask;
    }
    this.names.push(name);
    this.items.push(item);
    this.slots[at] = this.names.length;
    this.hashes[at] = hash;
    if (this.names.length * 2 > this.slots.length) this.grow();
    return true;
  }

  private grow(): void {
    const size = this.slots.length * 2;
    const slots = new Int32Array(size);
    const hashes = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i] as number;
      if (slot === 0) continue;
      const hash = this.hashes[i] as number;
      let at = hash & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = slot;
      hashes[at] = hash;
    }
    this.slots = slots;
    this.hashes = hashes;
    this.mask = mask;
  }

  /** The position of `name` in the order added, or -1. */
  private indexOf(name: string): number {
    const hash = this.hash(name);
    let at = hash & this.mask;
    for (let slot = this.slots[at] as number; slot !== 0; slot = this.slots[at] as number) {
      if (this.hashes[at] === hash && this.same(this.names[slot - 1] as string, name)) return slot - 1;
      at = (at + 1) & this.mask;
    }
    return -1;
  }

  /** The name as it was added (its first spelling, with `fold`), or undefined. */
  nameOf(name: string): string | undefined {
    const i = this.indexOf(name);
    return i < 0 ? undefined : this.names[i];
  }

  get(name: string): T | undefined {
    const i = this.indexOf(name);
    return i < 0 ? undefined : this.items[i];
  }

  has(name: string): boolean {
    return this.indexOf(name) >= 0;
  }

  get size(): number {
    return this.names.length;
  }

  keys(): MapIterator<string> {
    return this.names.values();
  }

  values(): MapIterator<T> {
    return this.items.values();
  }

  entries(): MapIterator<[string, T]> {
    return pairs(this.names, this.items);
  }

  [Symbol.iterator](): MapIterator<[string, T]> {
    return this.entries();
  }

  forEach(visit: (value: T, key: string, map: ReadonlyMap<string, T>) => void, thisArg?: unknown): void {
    for (let i = 0; i < this.names.length; i++) visit.call(thisArg, this.items[i] as T, this.names[i] as string, this);
  }
}

keepShape(new NameIndex(0));

/** The pairs one at a time (a Map's `entries` makes one array per pair too, and no list of them). */
function* pairs<T>(names: readonly string[], items: readonly T[]): Generator<[string, T], undefined, unknown> {
  for (let i = 0; i < names.length; i++) yield [names[i] as string, items[i] as T];
  return undefined;
}

/** FNV-1a over the UTF-16 units of a name (the suggester hashes a name's lower case with it too). */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash;
}

function sameName(a: string, b: string): boolean {
  return a === b;
}

/** FNV-1a over the UTF-16 units of `name.toLowerCase()`, with no string made for an ASCII name. */
export function foldedHash(name: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < name.length; i++) {
    let c = name.charCodeAt(i);
    if (c >= 128) return nameHash(name.toLowerCase());
    if (c >= 65 && c <= 90) c += 32;
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  return hash;
}

/**
 * `a.toLowerCase() === b.toLowerCase()`: ASCII compared in place (an ASCII character's lower case is
 * its A–Z fold whatever surrounds it), the rest through `toLowerCase` (which may change lengths).
 */
export function sameLowerCase(a: string, b: string): boolean {
  if (a.length !== b.length) return !(isAscii(a) && isAscii(b)) && a.toLowerCase() === b.toLowerCase();
  for (let i = 0; i < a.length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x >= 128 || y >= 128) return a.toLowerCase() === b.toLowerCase();
    if (x === y) continue;
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 128) return false;
  return true;
}
