import { useSyncExternalStore } from 'react';
import { parseHash, type HashLocation } from './hash-router';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

function snapshot(): string {
  return window.location.hash;
}

/** The current hash address, re-rendering on every change. */
export function useHashLocation(): HashLocation & { readonly hash: string } {
  const hash = useSyncExternalStore(subscribe, snapshot, () => '');
  return { ...parseHash(hash), hash };
}

/** Goes to a `#/…` address. */
export function navigate(href: string): void {
  if (window.location.hash !== href) window.location.hash = href;
}
