import { paragraphsOf } from '../../../core/index';
import type { AppScreen } from '../../../core/index';
import { specLine } from '../screen-lookups';
import { ScreenHeader } from './ScreenHeader';
import { InlineCode } from '../ui/InlineCode';

/** A content page: the Shows text of point 2, as plain text. */
export function ContentScreen({ screen }: { readonly screen: AppScreen }) {
  const paragraphs = paragraphsOf(screen.text);
  return (
    <>
      <ScreenHeader screen={screen} />
      <article className="rt-card rt-content" {...specLine(screen.source)}>
        {paragraphs.length === 0 ? (
          <p className="rt-muted">This page has no text yet.</p>
        ) : (
          paragraphs.map((p, i) => (
            <p key={i}>
              <InlineCode text={p} />
            </p>
          ))
        )}
      </article>
    </>
  );
}
