import { Children, type ReactNode } from 'react';
import { InlineCode } from './InlineCode';

/** Props of Banner. */
export interface BannerProps {
  readonly kind: 'error' | 'success' | 'info' | 'gap' | 'warn';
  readonly title?: string;
  readonly children?: ReactNode;
  readonly specLine?: number | null;
}

/** Children with every string shown through InlineCode (code spans as `<code>`). */
export function withInlineCode(children: ReactNode): ReactNode {
  if (typeof children === 'string') return <InlineCode text={children} />;
  return Children.map(children, (child) => (typeof child === 'string' ? <InlineCode text={child} /> : child));
}

/** An inline message on a screen: a failed call, a gap by name, a refusal. Code spans in its text show as code. */
export function Banner({ kind, title, children, specLine }: BannerProps) {
  return (
    <div
      className={`rt-banner rt-banner-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      {...(specLine !== undefined && specLine !== null ? { 'data-spec-line': specLine } : {})}
    >
      {title !== undefined ? (
        <strong className="rt-banner-title">
          <InlineCode text={title} />
        </strong>
      ) : null}
      {children !== undefined ? <div className="rt-banner-body">{withInlineCode(children)}</div> : null}
    </div>
  );
}
