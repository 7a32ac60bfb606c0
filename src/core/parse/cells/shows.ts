import type { SourceText } from '../../source/source-text';
import type { Located } from '../../source/span';
import type { ScreenKind } from '../../spec/screen';

/** STUB (helper B replaces): reads a Shows phrase into a screen kind and the entity words as written. */
export function parseShows(_src: SourceText): { kind: ScreenKind; target: Located<string> | null } {
  return { kind: 'content', target: null };
}
