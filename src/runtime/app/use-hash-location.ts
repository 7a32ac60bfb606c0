import { useSyncExternalStore } from 'react';
import { parseHash, type HashLocation } from './hash-router';

/** Fired on the window when replaceHash changes the address (history.replaceState fires nothing itself). */
const REPLACED = 'specfront:hashreplace';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener(REPLACED, listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener(REPLACED, listener);
  };
}

function snapshot(): string {
  return window.location.hash;
}

/** The current hash address, re-rendering on every change. */
export function useHashLocation(): HashLocation & { readonly hash: string } {
  const hash = useSyncExternalStore(subscribe, snapshot, () => '');
  return { ...parseHash(hash), hash };
}

/** Goes to a `#/…` address (a new entry in the history). */
export function navigate(href: string): void {
  if (window.location.hash !== href) window.location.hash = href;
}

/** Changes the `#/…` address in place (no new history entry), e.g. while a filter is being typed. */
export function replaceHash(href: string): void {
  if (window.location.hash === href) return;
  history.replaceState(history.state, '', href);
  window.dispatchEvent(new Event(REPLACED));
}
