import { useEffect, useRef, useState } from 'react';
import type { AppCompiler, AppModel, SpecAnalysis } from '../../core/index';
import { latestEdit, markOnce, measureSince, PREVIEW_MEASURE, PREVIEW_READY_MARK } from '../latency';
import { PREVIEW_API, PREVIEW_FRAME_URL, type CallEntry, type OpenRecord, type FromFrame, type PreviewFrameApi, type ToFrame } from '../preview-frame/protocol';
import { whenIdle } from '../ui/when-idle';

/** Props of PreviewPanel. */
export interface PreviewPanelProps {
  /** Core's createAppCompiler (loaded after first paint): the panel keeps one incremental compiler. */
  readonly createAppCompiler: () => AppCompiler;
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

/** The frame's direct API when its window is reachable (same origin, loaded). */
function directApi(frame: HTMLIFrameElement | null): PreviewFrameApi | null {
  try {
    const api = (frame?.contentWindow as unknown as Partial<Record<typeof PREVIEW_API, PreviewFrameApi>> | null)?.[PREVIEW_API];
    return api ?? null;
  } catch {
    return null;
  }
}

/** An update that took longer than this (a very large spec) waits for typing to pause before the next one. */
export const SLOW_UPDATE_MS = 40;
const APPLIED_TIMEOUT_MS = 3000;

/**
 * The running app of the spec being edited, in a same-origin frame (its own address and styles),
 * with an address bar, inspect mode, sample data and reset.
 *
 * Updates without a fixed debounce: each new analysis (one per keystroke) schedules one update right
 * after the editor's diagnostics (a microtask of the same task, so both reach the same painted frame):
 * compile (incrementally: unchanged parts of the model stay the same objects, and a model equal to the
 * last is the last model itself), and only when it is another model render it in the frame — by a
 * direct call (same origin), else a `model` message, with no other update while the frame has not
 * answered `applied` (the newest text is compiled then). When an update
 * was slow (a spec of a megabyte) the next waits for an idle moment, so typing stays first.
 * The frame renders the model in place, so the app keeps its route and form input.
 */
export function PreviewPanel({ createAppCompiler, specKey, analysis, text, cursorLine, onInspect, onCall, onRecord, visible }: PreviewPanelProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [hash, setHash] = useState('#/');
  const [address, setAddress] = useState('#/');
  const [inspect, setInspect] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [undoable, setUndoable] = useState(false);
  const [compiler] = useState(createAppCompiler);
  const latest = useRef({ analysis, text, storeName: `studio-${specKey}`, visible, ready });
  latest.current = { analysis, text, storeName: `studio-${specKey}`, visible, ready };
  const handlers = useRef({ onInspect, onCall, onRecord });
  handlers.current = { onInspect, onCall, onRecord };
  const pipe = useRef({
    scheduled: false,
    inFlight: null as number | null,
    inFlightSince: 0,
    compiled: null as { analysis: SpecAnalysis; storeName: string } | null,
    posted: null as { app: AppModel; storeName: string } | null,
    lastMs: 0,
    measured: 0,
  });

  const send = (m: ToFrame) => frame.current?.contentWindow?.postMessage(m, location.origin);

  const measure = (seq: number, posted: boolean) => {
    const p = pipe.current;
    if (seq <= p.measured) return;
    p.measured = seq;
    measureSince(PREVIEW_MEASURE, seq, { posted });
  };

  const update = () => {
    const p = pipe.current;
    const { analysis: a, text: t, storeName, visible: v, ready: r } = latest.current;
    if (!r || !v || (p.compiled?.analysis === a && p.compiled.storeName === storeName)) return;
    const seq = latestEdit();
    const started = performance.now();
    p.compiled = { analysis: a, storeName };
    let app: AppModel;
    try {
      app = compiler.compile(a.spec, t, { binding: a.model.binding });
    } catch (e) {
      setMessage(`The preview could not be built: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    // The compiler gives the last model itself when nothing the app shows changed.
    const changed = !p.posted || p.posted.storeName !== storeName || p.posted.app !== app;
    p.lastMs = performance.now() - started;
    if (!changed) {
      measure(seq, false);
      return;
    }
    p.posted = { app, storeName };
    const direct = directApi(frame.current);
    if (direct) {
      try {
        direct.render(app, storeName, seq);
      } catch (e) {
        setMessage(`The preview could not show this app: ${e instanceof Error ? e.message : String(e)}`);
      }
      markOnce(PREVIEW_READY_MARK);
      measure(seq, true);
      return;
    }
    p.inFlight = seq;
    p.inFlightSince = performance.now();
    send({ type: 'model', app, storeName, seq });
  };

  const pump = () => {
    const p = pipe.current;
    if (p.scheduled) return;
    // A frame that never answered (it was reloaded, or threw) must not stop the preview for good.
    if (p.inFlight !== null && performance.now() - p.inFlightSince < APPLIED_TIMEOUT_MS) return;
    p.inFlight = null;
    p.scheduled = true;
    const run = () => {
      p.scheduled = false;
      update();
    };
    if (p.lastMs > SLOW_UPDATE_MS) whenIdle(run, 1000);
    else queueMicrotask(run);
  };
  const pumpRef = useRef(pump);
  pumpRef.current = pump;

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const m = event.data;
      if (m.type === 'ready') {
        const p = pipe.current;
        p.posted = null;
        p.compiled = null;
        p.inFlight = null;
        latest.current.ready = true;
        setReady(true);
        pumpRef.current();
      } else if (m.type === 'applied') {
        const p = pipe.current;
        if (m.seq !== p.inFlight) return;
        p.inFlight = null;
        markOnce(PREVIEW_READY_MARK);
        measure(m.seq, true);
        pumpRef.current();
      } else if (m.type === 'location') {
        setHash(m.hash || '#/');
        setAddress(m.hash || '#/');
      } else if (m.type === 'call') handlers.current.onCall(m.entry);
      else if (m.type === 'pick') handlers.current.onInspect(m.line);
      else if (m.type === 'record') handlers.current.onRecord?.(m.record);
      else if (m.type === 'data') {
        setMessage(m.message);
        setUndoable(m.undoable === true);
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  // Every new analysis (and a newly shown panel, another spec) asks for an update.
  useEffect(() => pumpRef.current(), [analysis, specKey, visible, ready]);

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
        <button
          type="button"
          className="btn ghost small"
          onClick={() => {
            if (confirm('Delete every record of this preview? You can undo it right after.')) send({ type: 'reset' });
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
              <button type="button" className="link-button" onClick={() => { setUndoable(false); send({ type: 'undo-reset' }); }}>Undo</button>
            </>
          ) : null}
        </p>
      ) : null}
      {inspect ? <p className="preview-hint">Inspect mode: click any element to jump to its line. Press the button again to use the app.</p> : null}
      <iframe ref={frame} className="preview-frame" title="Preview of the running app" src={PREVIEW_FRAME_URL} />
    </div>
  );
}
