import type { ExampleSpec } from '../examples';
import type { OpenDoc, SessionState, StudioSession } from '../state/studio-session';
import { SaveBadge } from './SaveBadge';
import { SpecMenu } from './SpecMenu';

/** Which of the two views shows at 900 px and below: the editor, or the app and panels. */
export type NarrowView = 'spec' | 'panels';

/** Props of StudioHeader. */
export interface StudioHeaderProps {
  readonly session: StudioSession;
  readonly doc: OpenDoc;
  readonly save: SessionState['save'];
  readonly specs: SessionState['specs'];
  readonly examples: readonly ExampleSpec[];
  readonly onNewBlank: () => void;
  readonly onShare: () => void;
  readonly onHelp: () => void;
  /** The view switch, shown at 900 px and below only (null above). */
  readonly narrowView: { readonly view: NarrowView; readonly setView: (view: NarrowView) => void } | null;
}

/** The studio's header: the spec's name and save state, New spec, the spec list, Share link, Help, the narrow view switch. */
export function StudioHeader({ session, doc, save, specs, examples, onNewBlank, onShare, onHelp, narrowView }: StudioHeaderProps) {
  return (
    <header className="studio-header">
      <div className="brand">
        <span className="logo" aria-hidden="true" />
        <span className="brand-text">specfront</span>
      </div>
      <label className="spec-name">
        <span className="visually-hidden">Spec name</span>
        <input value={doc.name} readOnly={doc.readOnly} onChange={(e) => session.rename(e.target.value)} spellCheck={false} />
      </label>
      <SaveBadge state={save} />
      <div className="header-spacer" />
      <button type="button" className="btn" onClick={onNewBlank} title="Start a new, blank spec (nine points, none shown yet)">
        <span aria-hidden="true" className="btn-icon">
          +
        </span>{' '}
        New spec
      </button>
      <SpecMenu
        specs={specs}
        currentId={doc.id}
        examples={examples}
        onOpen={(id) => void session.open(id)}
        onNew={(name, t) => void session.create(name, t)}
        onDelete={(id) => void session.remove(id)}
      />
      <button type="button" className="btn primary" onClick={onShare}>
        Share link
      </button>
      <button
        type="button"
        className="btn ghost"
        onClick={onHelp}
        aria-haspopup="dialog"
        title="The spec format: every pattern, with examples"
      >
        <span aria-hidden="true" className="btn-icon">
          ?
        </span>{' '}
        Help
      </button>
      {narrowView ? (
        <div className="view-switch" role="group" aria-label="View">
          <button type="button" className="btn small" aria-pressed={narrowView.view === 'spec'} onClick={() => narrowView.setView('spec')}>
            Spec
          </button>
          <button
            type="button"
            className="btn small"
            aria-pressed={narrowView.view === 'panels'}
            onClick={() => narrowView.setView('panels')}
          >
            App &amp; panels
          </button>
        </div>
      ) : null}
    </header>
  );
}
