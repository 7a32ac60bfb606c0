import { useMemo } from 'react';
import { specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { hrefFor } from '../hash-router';
import { screenDecision } from '../../../core/index';

/**
 * The navigation menu: routes without parameters that the current role may open. Built again only
 * when the screens, roles, permissions or entities (what screenDecision reads), the actor or the path
 * change: a new model that shares them (an edit of the title) leaves the menu as it was.
 */
export function NavMenu({ path }: { readonly path: string }) {
  const { app, actor } = useRunningApp();
  const { screens, roles, permissions, entities } = app;
  return useMemo(() => {
    const items = screens.filter((s) => s.inMenu && screenDecision(app, actor, s).ok);
    return (
      <nav className="rt-nav" aria-label="Screens">
        {items.length === 0 ? (
          <p className="rt-muted rt-nav-empty">
            {screens.length === 0 ? 'No screens yet: the spec lists none.' : 'No screens for this role.'}
          </p>
        ) : null}
        <ul>
          {items.map((s, i) => {
            const href = hrefFor(s.route, {}) ?? '#/';
            const current = href === `#${path}`;
            return (
              // A screen's id is its route, which a spec may repeat (the check reports it): the index keeps keys unique.
              <li key={`${i}:${s.id}`}>
                <a href={href} className="rt-nav-link" aria-current={current ? 'page' : undefined} {...specLine(s.source)}>
                  <span className={`rt-nav-icon rt-kind-${s.kind}`} aria-hidden="true" />
                  {s.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    );
    // `app` is read only through the parts listed (screenDecision reads roles, permissions, entities).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- so a new title keeps the menu.
  }, [screens, roles, permissions, entities, actor, path]);
}
