import type { SessionState, StudioSession } from '../state/studio-session';

/** The strip of messages under the header: shared read-only, another tab, a conflict, a notice, a share link. */
export function Banners({
  state,
  session,
  shareLink,
  onCloseShare,
}: {
  state: SessionState;
  session: StudioSession;
  shareLink: string | null;
  onCloseShare: () => void;
}) {
  const doc = state.doc;
  return (
    <div className="banners">
      {doc && doc.readOnly ? (
        <div className="banner info" role="status">
          <span>This is a shared spec, opened read-only. Nothing is kept until you keep a copy.</span>
          <button type="button" className="btn primary small" onClick={() => void session.keepCopy()}>
            Keep a copy
          </button>
        </div>
      ) : null}
      {state.conflict ? (
        <div className="banner bad" role="alert">
          <span>Another tab saved this spec (version {state.conflict.version}) while you were editing here. Nothing was overwritten.</span>
          <button type="button" className="btn small" onClick={() => void session.resolveConflict('theirs')}>
            Load theirs
          </button>
          <button type="button" className="btn primary small" onClick={() => void session.resolveConflict('mine-as-copy')}>
            Keep mine as a copy
          </button>
        </div>
      ) : state.otherTabs > 0 ? (
        <div className="banner warn" role="status" data-testid="other-tab-banner">
          <span>This spec is open in another tab. Each tab is told when the other saves; neither overwrites the other silently.</span>
        </div>
      ) : null}
      {state.notice ? (
        <div className="banner info" role="status">
          <span>{state.notice}</span>
          <button type="button" className="icon-btn" aria-label="Dismiss" onClick={session.dismissNotice}>
            ✕
          </button>
        </div>
      ) : null}
      {shareLink ? (
        <div className="banner ok" role="status">
          <span>Share link copied. It holds the whole spec; no server sees it.</span>
          <label className="share-field">
            <span className="visually-hidden">Share link</span>
            <input readOnly value={shareLink} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          </label>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onCloseShare}>
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
