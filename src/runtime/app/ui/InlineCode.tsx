import { Fragment } from 'react';
import { inlineParts } from '../../../core/index';

/**
 * A message with Markdown code spans shown as `<code>` elements ("The role `manager` cannot…").
 * Text only: React escapes every part, nothing is read as HTML.
 */
export function InlineCode({ text }: { readonly text: string }) {
  const parts = inlineParts(text);
  if (parts.length === 1 && parts[0]?.code === false) return <>{text}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.code ? (
          <code key={i} className="rt-code">
            {p.text}
          </code>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
