import type { ReactNode } from 'react';

/** Props of Banner. */
export interface BannerProps {
  readonly kind: 'error' | 'success' | 'info' | 'gap' | 'warn';
  readonly title?: string;
  readonly children?: ReactNode;
  readonly specLine?: number | null;
}

/** An inline message on a screen: a failed call, a gap by name, a refusal. */
export function Banner({ kind, title, children, specLine }: BannerProps) {
  return (
    <div
      className={`rt-banner rt-banner-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      {...(specLine !== undefined && specLine !== null ? { 'data-spec-line': specLine } : {})}
    >
      {title !== undefined ? <strong className="rt-banner-title">{title}</strong> : null}
      {children !== undefined ? <div className="rt-banner-body">{children}</div> : null}
    </div>
  );
}
