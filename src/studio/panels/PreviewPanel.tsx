import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AppCompiler, SpecAnalysis } from '../../core/index';
import { PREVIEW_FRAME_URL, type CallEntry, type OpenRecord } from '../preview-frame/protocol';
import { createPreviewPipeline } from '../state/preview-pipeline';

/** Props of PreviewPanel. */
export interface PreviewPanelProps {
  /** The studio's incremental compiler (core's createAppCompiler, loaded after first paint), shared with the Gaps tab. */
  readonly compiler: AppCompiler;
  /** Names the preview's data store (one per spec). */
  readonly specKey: string;
  readonly analysis: SpecAnalysis;
  readonly text: string;
  readonly cursorLine: number | null;
  readonly onInspect: (line: number) => void;
  readonly onCall: (entry: CallEntry) => void;
  /** The record open in the preview changed (for the state diagram). */
  readonly onRecord?: (record: OpenRecord | null) => void;
  readonly visible: boolean;
}

/**
 * The running app of the spec being edited, in a same-origin frame (its own address and styles),
 * with an address bar, inspect mode, sample data and reset. The frame renders each model in place, so
 * the app keeps its route and form input.
 *
 * What to render and when lives outside React, in the panel's PreviewPipeline (state/preview-pipeline.ts:
 * one incremental compiler, an update per new analysis right after the diagnostics, no render of an
 * unchanged model); the panel hands it the newest input in an effect and renders its state.
 */
/** The preview frame's sandbox tokens. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export function PreviewPanel({ compiler, specKey, analysis, text, cursorLine, onInspect, onCall, onRecord, visible }: PreviewPanelProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [pipeline] = useState(() => createPreviewPipeline(compiler));
  const { ready, hash, address, message, undoable } = useSyncExternalStore(pipeline.subscribe, pipeline.getSnapshot);
  const [inspect, setInspect] = useState(false);

  useEffect(() => {
    if (!frame.current) return undefined;
    return pipeline.connect(frame.current);
  }, [pipeline]);
  useEffect(() => pipeline.setHandlers({ onInspect, onCall, onRecord }), [pipeline, onInspect, onCall, onRecord]);
  // Every new analysis (and a newly shown panel, another spec) asks for an update.
  useEffect(
    () => pipeline.setInput({ analysis, text, storeName: `studio-${specKey}`, visible }),
    [pipeline, analysis, text, specKey, visible],
  );

  useEffect(() => {
    if (ready) pipeline.send({ type: 'highlight', line: visible ? cursorLine : null });
  }, [pipeline, ready, cursorLine, visible]);
  useEffect(() => {
    if (ready) pipeline.send({ type: 'inspect', on: inspect });
  }, [pipeline, ready, inspect]);
  useEffect(() => {
    if (!message) return undefined;
    const t = setTimeout(() => pipeline.dismissMessage(), 4000);
    return () => clearTimeout(t);
  }, [pipeline, message]);

  const go = (to: string) => {
    const h = to.startsWith('#') ? to : `#${to.startsWith('/') ? to : `/${to}`}`;
    pipeline.send({ type: 'navigate', hash: h });
  };

  return (
    <div className="preview">
      <div className="preview-toolbar" role="toolbar" aria-label="Preview">
        <button type="button" className="icon-btn" aria-label="Home of the app" title="Home" onClick={() => go('#/')}>
          ⌂
        </button>
        <form
          className="address"
          onSubmit={(e) => {
            e.preventDefault();
            go(address);
          }}
        >
          <label className="visually-hidden" htmlFor="preview-address">
            Preview address
          </label>
          <input
            id="preview-address"
            value={address}
            onChange={(e) => pipeline.setAddress(e.target.value)}
            spellCheck={false}
            data-current={hash}
          />
        </form>
        <button
          type="button"
          className={`btn small ${inspect ? 'active' : 'ghost'}`}
          aria-pressed={inspect}
          onClick={() => setInspect(!inspect)}
          title="Click an element of the preview to find its line in the spec"
        >
          ◎ Inspect
        </button>
        <button type="button" className="btn ghost small" onClick={() => pipeline.send({ type: 'sample' })}>
          Sample data
        </button>
        <button
          type="button"
          className="btn ghost small"
          onClick={() => {
            if (confirm('Delete every record of this preview? You can undo it right after.')) pipeline.send({ type: 'reset' });
          }}
        >
          Reset data
        </button>
      </div>
      {message ? (
        <p className="preview-message" role="status">
          {message}
          {undoable ? (
            <>
              {' '}
              <button type="button" className="link-button" onClick={() => pipeline.undoReset()}>
                Undo
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {inspect ? (
        <p className="preview-hint">Inspect mode: click any element to jump to its line. Press the button again to use the app.</p>
      ) : null}
      {/*
        Sandboxed with what the running app needs and nothing more (docs/ARCHITECTURE.md, "Safety"): its scripts,
        its origin (the studio drives it and it keeps its records in this origin's IndexedDB), its forms, and
        new tabs for a record's web address. No top navigation, no modals, no downloads, no pointer lock.
      */}
      <iframe ref={frame} className="preview-frame" title="Preview of the running app" src={PREVIEW_FRAME_URL} sandbox={PREVIEW_SANDBOX} />
    </div>
  );
}
