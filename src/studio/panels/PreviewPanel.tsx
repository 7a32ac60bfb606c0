import { useEffect, useRef, useState } from 'react';
import type { AppModel, Spec, SpecAnalysis } from '../../core/index';
import { PREVIEW_FRAME_URL, type CallEntry, type FromFrame, type ToFrame } from '../preview-frame/protocol';

/** Props of PreviewPanel. */
export interface PreviewPanelProps {
  /** Core's compileApp (loaded after first paint). */
  readonly compileApp: (spec: Spec, text: string) => AppModel;
  /** Names the preview's data store (one per spec). */
  readonly specKey: string;
  readonly analysis: SpecAnalysis;
  readonly text: string;
  readonly cursorLine: number | null;
  readonly onInspect: (line: number) => void;
  readonly onCall: (entry: CallEntry) => void;
  readonly visible: boolean;
}

/** How long typing must pause before the preview recompiles. */
export const PREVIEW_DEBOUNCE_MS = 120;

/**
 * The running app of the spec being edited, in a same-origin frame (its own address and styles),
 * with an address bar, inspect mode, sample data and reset. The model is recompiled as the user
 * types (debounced) and sent only when it changed, so the app keeps its route and form input.
 */
export function PreviewPanel({ compileApp, specKey, analysis, text, cursorLine, onInspect, onCall, visible }: PreviewPanelProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [hash, setHash] = useState('#/');
  const [address, setAddress] = useState('#/');
  const [inspect, setInspect] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [app, setApp] = useState<AppModel | null>(null);
  const lastSent = useRef('');
  const handlers = useRef({ onInspect, onCall });
  handlers.current = { onInspect, onCall };

  const send = (m: ToFrame) => frame.current?.contentWindow?.postMessage(m, location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const m = event.data;
      if (m.type === 'ready') {
        lastSent.current = '';
        setReady(true);
      } else if (m.type === 'location') {
        setHash(m.hash || '#/');
        setAddress(m.hash || '#/');
      } else if (m.type === 'call') handlers.current.onCall(m.entry);
      else if (m.type === 'pick') handlers.current.onInspect(m.line);
      else if (m.type === 'data') setMessage(m.message);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  // Recompile after a pause in typing (at once the first time).
  const compiledOnce = useRef(false);
  useEffect(() => {
    const delay = compiledOnce.current ? PREVIEW_DEBOUNCE_MS : 0;
    compiledOnce.current = true;
    const timer = setTimeout(() => {
      try {
        setApp(compileApp(analysis.spec, text));
      } catch (e) {
        setMessage(`The preview could not be built: ${e instanceof Error ? e.message : String(e)}`);
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [analysis, text, compileApp]);

  useEffect(() => {
    if (!ready || !app) return;
    const storeName = `studio-${specKey}`;
    const json = storeName + JSON.stringify(app);
    if (json === lastSent.current) return;
    lastSent.current = json;
    send({ type: 'model', app, storeName });
  }, [ready, app, specKey]);

  useEffect(() => {
    if (ready) send({ type: 'highlight', line: visible ? cursorLine : null });
  }, [ready, cursorLine, visible]);
  useEffect(() => {
    if (ready) send({ type: 'inspect', on: inspect });
  }, [ready, inspect]);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(t);
  }, [message]);

  const go = (to: string) => {
    const h = to.startsWith('#') ? to : `#${to.startsWith('/') ? to : `/${to}`}`;
    send({ type: 'navigate', hash: h });
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
          <label className="visually-hidden" htmlFor="preview-address">Preview address</label>
          <input id="preview-address" value={address} onChange={(e) => setAddress(e.target.value)} spellCheck={false} data-current={hash} />
        </form>
        <button type="button" className={`btn small ${inspect ? 'active' : 'ghost'}`} aria-pressed={inspect} onClick={() => setInspect(!inspect)} title="Click an element of the preview to find its line in the spec">
          ◎ Inspect
        </button>
        <button type="button" className="btn ghost small" onClick={() => send({ type: 'sample' })}>Sample data</button>
        <button type="button" className="btn ghost small" onClick={() => send({ type: 'reset' })}>Reset data</button>
      </div>
      {message ? <p className="preview-message" role="status">{message}</p> : null}
      {inspect ? <p className="preview-hint">Inspect mode: click any element to jump to its line. Press the button again to use the app.</p> : null}
      <iframe ref={frame} className="preview-frame" title="Preview of the running app" src={PREVIEW_FRAME_URL} />
    </div>
  );
}
