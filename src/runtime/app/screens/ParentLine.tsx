import type { ScopedList } from '../related-records';
import { RefValue } from './RefLabel';

/** "Pet: Rex", linking to the parent's page, above a list scoped to it. */
export function ParentLine({ scoped }: { readonly scoped: ScopedList }) {
  const entity = scoped.parent.entity as string;
  return (
    <p className="rt-subtitle">
      {entity}: <RefValue type={{ kind: 'ref', entity }} value={scoped.parentId} />
    </p>
  );
}
