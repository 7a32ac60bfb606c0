import { useEffect, useState } from 'react';
import { loadDismissed, saveDismissed } from '../state/dismissed-options';

/** The options dismissed for a spec (kept in this browser), and how to change them. */
export function useDismissedOptions(specKey: string): [ReadonlySet<string>, (ids: ReadonlySet<string>) => void] {
  const [dismissed, setDismissed] = useState(() => loadDismissed(specKey));
  useEffect(() => setDismissed(loadDismissed(specKey)), [specKey]);
  const dismiss = (ids: ReadonlySet<string>) => {
    setDismissed(ids);
    saveDismissed(specKey, ids);
  };
  return [dismissed, dismiss];
}
