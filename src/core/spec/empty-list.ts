/**
 * The one empty list the model uses for every list without items (route params, roles, extra cells…),
 * so an empty list costs nothing per row. Never add to it: its type is readonly everywhere. It is
 * not frozen on purpose: a frozen array among the model's plain ones makes every `for…of` over model
 * lists take the engine's slow, allocating path (about ten times slower).
 */
export const EMPTY_LIST: readonly never[] = [];

/** `items`, or the shared empty list when there are none. */
export function listOrEmpty<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? EMPTY_LIST : items;
}

/**
 * `items` as the model keeps them: the shared empty list, or a copy of exactly their length. A list
 * grown by `push` holds room for 17 items or more, which a few long-lived items would waste.
 */
export function exactList<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? EMPTY_LIST : items.slice();
}
