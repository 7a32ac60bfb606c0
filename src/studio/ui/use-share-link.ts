import { useState } from 'react';
import { encodeShare } from '../state/share-link';
import type { OpenDoc } from '../state/studio-session';

/** The share link of the open spec: made (and copied) on demand, shown until closed. */
export function useShareLink(doc: OpenDoc | null): { link: string | null; share: () => Promise<void>; close: () => void } {
  const [link, setLink] = useState<string | null>(null);
  const share = async () => {
    if (!doc) return;
    const made = location.origin + location.pathname + (await encodeShare({ name: doc.name, text: doc.text }));
    setLink(made);
    try {
      await navigator.clipboard.writeText(made);
    } catch {
      /* the link is shown for copying by hand */
    }
  };
  return { link, share, close: () => setLink(null) };
}
