/**
 * Items by name, the first of each name kept, in the order they were added: a `ReadonlyMap` whose table
 * is two typed arrays (each slot's hash and position) beside the names and items in order. The check's
 * one index of entity names: a spec of a hundred thousand entities looks up each field's type in it,
 * mostly names it does not hold. A miss compares hashes in the table and reads no key string, where a
 * `Map` walked its chain of entries and read each key; the garbage collector never scans the table.
 */
export class NameIndex<T> implements ReadonlyMap<string, T> {
  private readonly names: string[] = [];
  private readonly items: T[] = [];
  private slots: Int32Array;
  private hashes: Int32Array;
  private mask: number;

  /** An empty index sized for about `expected` names (it grows past that). */
  constructor(expected = 0) {
    let size = 8;
    while (size < expected * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(size);
    this.mask = size - 1;
  }

  /** Adds `item` under `name` unless the name is there already (the first stays); false then. */
  add(name: string, item: T): boolean {
    const hash = nameHash(name);
    let at = hash & this.mask;
    for (let slot = this.slots[at] as number; slot !== 0; slot = this.slots[at] as number) {
      if (this.hashes[at] === hash && this.names[slot - 1] === name) return false;
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
    const hash = nameHash(name);
    let at = hash & this.mask;
    for (let slot = this.slots[at] as number; slot !== 0; slot = this.slots[at] as number) {
      if (this.hashes[at] === hash && this.names[slot - 1] === name) return slot - 1;
      at = (at + 1) & this.mask;
    }
    return -1;
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
