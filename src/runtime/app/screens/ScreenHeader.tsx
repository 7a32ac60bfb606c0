import type { ReactNode } from 'react';
import type { AppScreen } from '../../../core/index';
import { specLine } from '../screen-lookups';

const KIND_LABEL: Record<AppScreen['kind'], string> = {
  list: 'List',
  detail: 'Detail',
  create: 'New',
  edit: 'Edit',
  content: 'Page',
};

/** A screen's heading (its name as the page's h1), what it shows, and its actions. */
export function ScreenHeader({
  screen,
  actions,
  children,
}: {
  readonly screen: AppScreen;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <header className="rt-screen-head">
      <div className="rt-screen-titles">
        <p className="rt-eyebrow">
          {KIND_LABEL[screen.kind]}
          {screen.entity !== null ? ` · ${screen.entity}` : ''}
        </p>
        <h1 {...specLine(screen.source)}>{screen.name}</h1>
        {children}
      </div>
      {actions ? <div className="rt-screen-actions">{actions}</div> : null}
    </header>
  );
}
