import { lazy, Suspense, useMemo } from 'react';
import { entityExpressions, screenDecision } from '../../../core/index';
import type { AppModel, AppScreen } from '../../../core/index';
import { screenGap, specLine } from '../screen-lookups';
import { useRunningApp } from '../context';
import { findRoute, hrefFor } from '../hash-router';
import { RefNamesProvider } from '../ref-names';
import { EnginesGate } from '../expression-engines';
import { Banner } from '../ui/Banner';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { GapList } from '../ui/GapList';
import { Skeleton } from '../ui/Skeleton';
import { ScreenHeader } from './ScreenHeader';

// Each kind of screen is its own chunk, so the first screen loads only its own code (a list does not
// bring the form's inputs and validation, nor a detail's event buttons). A chunk that fails to load is
// caught by the screen's error boundary, like any other failure of the screen.
const ListScreen = lazy(() => import('./ListScreen').then((m) => ({ default: m.ListScreen })));
const DetailScreen = lazy(() => import('./DetailScreen').then((m) => ({ default: m.DetailScreen })));
const FormScreen = lazy(() => import('./FormScreen').then((m) => ({ default: m.FormScreen })));
const ContentScreen = lazy(() => import('./ContentScreen').then((m) => ({ default: m.ContentScreen })));

/** What a detail screen evaluates as it renders: its entity's grant conditions and guards (rules may be pending). */
function detailExpressions(app: AppModel, screen: AppScreen): string[] {
  const entity = app.entities.find((e) => e.name === screen.entity);
  if (!entity) return [];
  const guards = (entity.machine?.transitions ?? []).flatMap((t) => (t.guard === null ? [] : [t.guard]));
  return [...entityExpressions(app, entity, 'read'), ...guards];
}

/** The header of a page that is not one of the spec's screens (no screens yet, the start, not found). */
function PlainHeader({ id, title }: { readonly id: string; readonly title: string }) {
  return (
    <header className="rt-screen-head">
      <div className="rt-screen-titles">
        <h1 id={id}>{title}</h1>
      </div>
    </header>
  );
}

/**
 * The screen for the current address: the route of point 2 that matches it, unless the role may not
 * open it (then why) or it lacks its call (then the gap by name). Each screen has its own error boundary.
 */
export function ScreenOutlet({ path }: { readonly path: string }) {
  const { app, actor } = useRunningApp();
  // Matching the path against every route is the costly part on a big spec: kept while the screens are.
  const match = useMemo(() => findRoute(app.screens, path), [app.screens, path]);
  if (!match && app.screens.length === 0) {
    return (
      <section className="rt-screen" aria-labelledby="rt-no-screens">
        <PlainHeader id="rt-no-screens" title={app.title || 'Nothing to show yet'} />
        <Banner kind="gap" title="This app has no screens yet">
          The spec does not list its screens and their routes yet; each screen it lists becomes a page here.
        </Banner>
        <GapList gaps={app.gaps} />
      </section>
    );
  }
  const startScreens = !match && path === '/' ? app.screens.filter((s) => s.inMenu && screenDecision(app, actor, s).ok) : [];
  if (startScreens.length > 0) {
    // The spec gives no screen at `/`: the start lists the screens of the menu this role may open (nothing else is offered).
    return (
      <section className="rt-screen" aria-labelledby="rt-start">
        <PlainHeader id="rt-start" title={app.title || 'Start'} />
        <p className="rt-muted">Choose where to start:</p>
        <ul className="rt-start-list">
          {startScreens.map((s) => (
            <li key={s.id} {...specLine(s.source)}>
              <a href={hrefFor(s.route, {}) ?? '#/'}>{s.name}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!match) {
    const home = app.screens.find((s) => s.inMenu);
    return (
      <section className="rt-screen" aria-labelledby="rt-not-found">
        <PlainHeader id="rt-not-found" title="Page not found" />
        <Banner kind="warn" title={`No screen has the address ${path}.`}>
          {home ? <a href={hrefFor(home.route, {}) ?? '#/'}>Go to {home.name}</a> : 'The spec lists no screen to start from.'}
        </Banner>
      </section>
    );
  }
  const screen = match.route;
  const decision = screenDecision(app, actor, screen);
  const gap = screenGap(app, screen);
  let body;
  if (!decision.ok) {
    body = (
      <>
        <ScreenHeader screen={screen} />
        <Banner kind="warn" title="This role may not open this screen." specLine={screen.source.line}>
          {decision.reason}
        </Banner>
      </>
    );
  } else if (gap) {
    body = (
      <>
        <ScreenHeader screen={screen} />
        <Banner kind="gap" title="This screen has a gap" specLine={gap.source.line}>
          {gap.message}
        </Banner>
      </>
    );
  } else if (screen.kind === 'list') body = <ListScreen screen={screen} params={match.params} />;
  else if (screen.kind === 'detail') {
    body = (
      <EnginesGate sources={detailExpressions(app, screen)}>
        <DetailScreen screen={screen} params={match.params} />
      </EnginesGate>
    );
  } else if (screen.kind === 'create' || screen.kind === 'edit') body = <FormScreen screen={screen} params={match.params} />;
  else body = <ContentScreen screen={screen} />;
  return (
    <section className={`rt-screen rt-screen-${screen.kind}`} {...specLine(screen.source)}>
      <ErrorBoundary key={`${path}|${actor.role ?? ''}`} what={`the ${screen.name} screen`}>
        <RefNamesProvider screenKey={path}>
          <Suspense fallback={<Skeleton label={`Loading ${screen.name}…`} />}>{body}</Suspense>
        </RefNamesProvider>
      </ErrorBoundary>
    </section>
  );
}
