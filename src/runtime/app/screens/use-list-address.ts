import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INITIAL_LIST_STATE, type ListQueryNames, type ListState } from '../../../core/index';
import { readListUrl, withQuery, writeListUrl } from '../list-url';
import { navigate, replaceHash, useHashLocation } from '../use-hash-location';

/** What the filter and search inputs hold: what is being typed, ahead of the address. */
export interface ListDraft {
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
}

/** A list's state as its address holds it, the inputs' draft of it, and what changes them. */
export interface ListAddress {
  readonly state: ListState;
  readonly draft: ListDraft;
  setDraft(update: (draft: ListDraft) => ListDraft): void;
  /** Writes a new state to the address (a history entry). */
  setState(update: (state: ListState) => ListState): void;
}

function sameFilters(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a).filter((k) => a[k] !== '');
  return ka.length === Object.keys(b).filter((k) => b[k] !== '').length && ka.every((k) => a[k] === b[k]);
}

/**
 * The list's state lives in the address (`#/owners?lastName=Sm&page=2`): reload, back and forward and a
 * shared link show the same list. The inputs keep what is being typed and reach the address 250 ms later;
 * one burst of typing is one history entry. `names` null: the list has no call, and the state is the initial one.
 */
export function useListAddress(names: ListQueryNames | null): ListAddress {
  const { path, query: hashQuery } = useHashLocation();
  const state = useMemo(() => (names ? readListUrl(names, hashQuery) : INITIAL_LIST_STATE), [names, hashQuery]);
  const [draft, setDraft] = useState<ListDraft>(() => ({ filters: state.filters, search: state.search }));
  const written = useRef<string | null>(null);
  const lastTyped = useRef(0);
  const go = useCallback(
    (next: ListState, replace = false) => {
      if (!names) return;
      const q = writeListUrl(names, next);
      written.current = q;
      (replace ? replaceHash : navigate)(withQuery(path, q));
    },
    [names, path],
  );
  useEffect(() => {
    // The address changed by other means (back, forward, a link): the inputs show it.
    if (names && writeListUrl(names, state) !== written.current) setDraft({ filters: state.filters, search: state.search });
    written.current = null;
  }, [names, state]);
  useEffect(() => {
    if (sameFilters(draft.filters, state.filters) && draft.search === state.search) return undefined;
    const timer = setTimeout(() => {
      // One history entry per burst of typing, not one per pause.
      const now = Date.now();
      go({ ...state, filters: draft.filters, search: draft.search, page: 0 }, now - lastTyped.current < 1500);
      lastTyped.current = now;
    }, 250);
    return () => clearTimeout(timer);
  }, [draft, state, go]);
  return { state, draft, setDraft, setState: (update) => go(update(state)) };
}
