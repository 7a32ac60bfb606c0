import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createFormDrafts, paragraphsOf } from '../../core/index';
import type { Actor, AppModel } from '../../core/index';
import { loadActor, saveActor } from './actor-storage';
import { createCallClient } from './call-client';
import { useEnginesVersion } from './expression-engines';
import { RunningAppContext, type RunningAppContextValue, type Toast } from './context';
import { ScreenOutlet } from './screens/ScreenOutlet';
import { ActorControls } from './shell/ActorControls';
import { Dialog } from './shell/Dialog';
import { NavMenu } from './shell/NavMenu';
import type { Transport } from '../transport/transport';
import { Banner } from './ui/Banner';
import { GapList } from './ui/GapList';
import { Toasts } from './ui/Toasts';
import { InlineCode } from './ui/InlineCode';
import { useHashLocation } from './use-hash-location';
import '../styles/running-app.css';

/** Props of RunningApp. */
export interface RunningAppProps {
  /** The compiled app (core's compileApp). */
  readonly app: AppModel;
  /** Where the calls go: the in-browser backend or a real server. */
  readonly transport: Transport;
  /** The settings area (base URL, headers, sample data…); a Settings button opens it when given. */
  readonly settings?: ReactNode | undefined;
  /** Tells the app when data changed elsewhere (another tab's write), so screens reload. */
  readonly subscribe?: ((listener: () => void) => () => void) | undefined;
  /** Send the role and simulated user as request headers. Default true (the in-browser backend reads them). */
  readonly actorHeaders?: boolean | undefined;
  /** Give up on a call after this many milliseconds. Default 15,000. */
  readonly timeoutMs?: number | undefined;
}

const TOAST_MS = 5000;

function sameActor(prev: Actor, next: Actor): Actor {
  if (prev.role !== next.role) return next;
  const a = Object.keys(prev.user);
  const b = Object.keys(next.user);
  return a.length === b.length && a.every((k) => prev.user[k] === next.user[k]) ? prev : next;
}

/** The running app of a spec: shell (title, about, menu, role and user), and the screen for the hash address. */
export function RunningApp({ app, transport, settings, subscribe, actorHeaders = true, timeoutMs }: RunningAppProps) {
  const location = useHashLocation();
  const [actor, setActorState] = useState<Actor>(() => loadActor(app));
  const [dataVersion, setDataVersion] = useState(0);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [panel, setPanelState] = useState<'about' | 'settings' | 'gaps' | null>(null);
  // The settings area is rendered once first opened (it may be a lazily loaded chunk), then kept.
  const [settingsShown, setSettingsShown] = useState(false);
  const setPanel = useCallback((next: 'about' | 'settings' | 'gaps' | null) => {
    if (next === 'settings') setSettingsShown(true);
    setPanelState(next);
  }, []);
  const nextToast = useRef(1);
  const [drafts] = useState(createFormDrafts);

  // Keep the same actor object when the saved one did not change: a new object would change `call`
  // and make every screen read its data again (each read was made twice on mount, and on each model).
  useEffect(() => setActorState((prev) => sameActor(prev, loadActor(app))), [app]);
  useEffect(() => (subscribe ? subscribe(() => setDataVersion((v) => v + 1)) : undefined), [subscribe]);

  // The client reads the calls and the error catalogue. A new client makes every screen read its
  // data again, which a change of the entities, permissions, roles or constants calls for too (the
  // in-browser backend answers by them), but not a new title, description, screen or gap: an edit of
  // the title keeps the client, the screens' data and the calls panel quiet.
  const { calls, errors, entities, permissions, roles, constants } = app;
  const client = useMemo(
    () => createCallClient(app, transport, { actorHeaders, ...(timeoutMs !== undefined ? { timeoutMs } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `app` is read only through the parts listed (see above): a new title keeps the client.
    [calls, errors, entities, permissions, roles, constants, transport, actorHeaders, timeoutMs],
  );
  const setActor = useCallback(
    (next: Actor) => {
      setActorState(next);
      saveActor(app, next);
    },
    [app],
  );
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const notify = useCallback(
    (kind: Toast['kind'], text: string) => {
      const id = nextToast.current++;
      setToasts((ts) => [...ts.slice(-3), { id, kind, text }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const call = useCallback<RunningAppContextValue['call']>((callId, input) => client.send(callId, input, actor), [client, actor]);
  const dataChanged = useCallback(() => setDataVersion((v) => v + 1), []);
  // A new context value once an expression engine has loaded, so the screens check again the rules
  // they showed as pending (a form's field, a list's flags).
  const engines = useEnginesVersion();
  const value = useMemo<RunningAppContextValue>(
    () => ({ app, actor, call, dataVersion, dataChanged, notify, drafts }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `engines` renews the value on purpose (see above).
    [app, actor, call, dataVersion, dataChanged, notify, drafts, engines],
  );

  const pointOneGap = app.gaps.find((g) => g.point === 1 && g.screen === null);
  const about = useMemo(() => paragraphsOf(app.description), [app.description]);

  return (
    <RunningAppContext.Provider value={value}>
      <div className="rt-app">
        <header className="rt-topbar">
          <a className="rt-brand" href="#/">
            <span className="rt-logo" aria-hidden="true" />
            <span className="rt-brand-text">{app.title || 'Untitled app'}</span>
          </a>
          <div className="rt-topbar-actions">
            <button type="button" className="rt-btn rt-btn-ghost" onClick={() => setPanel('about')} aria-haspopup="dialog">
              About
            </button>
            {app.gaps.length > 0 ? (
              <button type="button" className="rt-btn rt-btn-ghost rt-gaps-btn" onClick={() => setPanel('gaps')} aria-haspopup="dialog">
                Gaps <span className="rt-count">{app.gaps.length}</span>
              </button>
            ) : null}
            {settings !== undefined && settings !== null ? (
              <button type="button" className="rt-btn rt-btn-ghost" onClick={() => setPanel('settings')} aria-haspopup="dialog">
                Settings
              </button>
            ) : null}
          </div>
        </header>
        <div className="rt-body">
          <aside className="rt-sidebar" aria-label="Navigation and user">
            <NavMenu path={location.path} />
            <ActorControls onChange={setActor} />
          </aside>
          <main className="rt-main">
            <ScreenOutlet path={location.path} />
          </main>
        </div>
        <Toasts toasts={toasts} dismiss={dismiss} />
        <Dialog open={panel === 'about'} title={`About ${app.title}`} onClose={() => setPanel(null)}>
          {about.length > 0 ? (
            about.map((p, i) => (
              <p key={i}>
                <InlineCode text={p} />
              </p>
            ))
          ) : (
            <Banner kind="gap" title="Not described yet" specLine={pointOneGap?.source.line ?? null}>
              {pointOneGap?.message ?? 'The spec does not describe what the product does and for whom yet.'}
            </Banner>
          )}
        </Dialog>
        <Dialog open={panel === 'gaps'} title="Gaps in the spec" onClose={() => setPanel(null)}>
          <GapList gaps={app.gaps} />
        </Dialog>
        {settings !== undefined ? (
          <Dialog open={panel === 'settings'} title="Settings" onClose={() => setPanel(null)}>
            {settingsShown ? settings : null}
          </Dialog>
        ) : null}
      </div>
    </RunningAppContext.Provider>
  );
}
