import { memo } from 'react';
import { pointInfo, type AppGap } from '../../../core/index';
import { specLine } from '../screen-lookups';
import { InlineCode } from './InlineCode';

/** The spec's named gaps, each under its point's title (never its number), as a list (rendered again only for another list). */
export const GapList = memo(function GapList({ gaps }: { readonly gaps: readonly AppGap[] }) {
  if (gaps.length === 0) return <p className="rt-muted">No gaps: every point is there.</p>;
  return (
    <ul className="rt-gap-list">
      {gaps.map((g, i) => (
        <li key={i} {...specLine(g.source)}>
          <span className="rt-gap-point">{pointInfo(g.point).title}</span>
          <span>
            <InlineCode text={g.message} />
          </span>
        </li>
      ))}
    </ul>
  );
});
