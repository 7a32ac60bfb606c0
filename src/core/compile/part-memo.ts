import { sameJson } from './same-json';

/**
 * The compiled parts of one list of the app model (its entities, its screens…) kept from one compile
 * to the next, by position, each with what it was compiled from (`deps`, compared one by one with
 * ===). Used by createAppCompiler so that an edit recompiles only the parts whose inputs changed.
 */
export interface PartMemo<T> {
  /** Starts a list, dropping the parts of one that was not committed (a compile that threw). */
  begin(): void;
  /**
   * The next part of the list (its position is the number of parts given since the last `commit`):
   * the part at that position in the last list when `deps` are the same as it was compiled from, else
   * `build()`'s — or that last part when it equals `build()`'s, so unchanged parts stay the same objects.
   * `deps` must name everything `build` reads that can change.
   *
   * With `moved`, `deps[1]` must be the part's line and `moved(last)` give what `build()` would for a
   * part whose other deps are the same but that moved to that line (a line typed above it): the last
   * part with its new place, which saves compiling it again.
   */
  next(deps: readonly unknown[], build: () => T, moved?: (last: T) => T): T;
  /** Ends the list: the last list itself when every part is the one it held (same length), else the new list. */
  commit(): readonly T[];
  /** The last list, unchanged, when the caller knows every part's inputs are (instead of `next` for each and `commit`). */
  keep(): readonly T[];
}

interface Entry<T> {
  readonly deps: readonly unknown[];
  readonly value: T;
}

/** Deep equality that looks at `source` first: a part that moved (a line typed above it) differs there. */
function samePart(a: unknown, b: unknown): boolean {
  const sa = (a as { source?: unknown } | null)?.source;
  const sb = (b as { source?: unknown } | null)?.source;
  return (sa === undefined || sameJson(sa, sb)) && sameJson(a, b);
}

/** Whether two lists hold the same elements (===) in order, but for the one at `skip` (-1: none). */
export function sameElements(a: readonly unknown[], b: readonly unknown[], skip = -1): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (i !== skip && a[i] !== b[i]) return false;
  return true;
}

/** Creates an empty PartMemo (the first list is built whole). */
export function createPartMemo<T>(): PartMemo<T> {
  let last: Entry<T>[] = [];
  let lastList: readonly T[] = [];
  let entries: Entry<T>[] = [];
  let list: T[] = [];
  let same = true;
  return {
    begin() {
      entries = [];
      list = [];
      same = true;
    },
    next(deps, build, moved) {
      const i = list.length;
      const old = last[i];
      let value: T;
      if (old && sameElements(old.deps, deps)) value = old.value;
      else if (old && moved && sameElements(old.deps, deps, 1)) value = moved(old.value);
      else {
        value = build();
        if (old && samePart(old.value, value)) value = old.value;
      }
      if (value !== lastList[i]) same = false;
      entries.push({ deps, value });
      list.push(value);
      return value;
    },
    keep() {
      return lastList;
    },
    commit() {
      const result = same && list.length === lastList.length ? lastList : list;
      last = entries;
      lastList = result;
      entries = [];
      list = [];
      same = true;
      return result;
    },
  };
}
