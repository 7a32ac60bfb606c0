import type { AppCompiler, AppModel, SpecAnalysis } from '../../core/index';
import { latestEdit, markOnce, measureSince, PREVIEW_MEASURE, PREVIEW_READY_MARK } from '../latency';
import {
  PREVIEW_API,
  type CallEntry,
  type FromFrame,
  type OpenRecord,
  type PreviewFrameApi,
  type ToFrame,
} from '../preview-frame/protocol';
import { whenIdle } from '../ui/when-idle';

/** An update that took longer than this (a very large spec) waits for typing to pause before the next one. */
export const SLOW_UPDATE_MS = 40;
/** A frame that has not answered `applied` by then (reloaded, or threw) no longer holds the next update back. */
export const APPLIED_TIMEOUT_MS = 3000;

/** What the preview shows: the analysis and text of the spec being edited, the data store it uses, whether it is on screen. */
export interface PreviewInput {
  readonly analysis: SpecAnalysis;
  readonly text: string;
  /** Names the preview's data store (one per spec). */
  readonly storeName: string;
  readonly visible: boolean;
}

/** What the preview panel renders from the pipeline. */
export interface PreviewState {
  /** The frame said `ready` (its app can take a model). */
  readonly ready: boolean;
  /** The frame's current address (`#/…`). */
  readonly hash: string;
  /** The address bar's text: the frame's address, or what the user is typing there. */
  readonly address: string;
  /** A problem to show over the preview (it could not be built or shown, a data tool's result). */
  readonly message: string | null;
  /** The message is a reset of the data that can still be undone. */
  readonly undoable: boolean;
}

/** What the frame tells the studio beyond the pipeline's own business. */
export interface PreviewHandlers {
  readonly onInspect: (line: number) => void;
  readonly onCall: (entry: CallEntry) => void;
  /** The record open in the preview changed (for the state diagram). */
  readonly onRecord?: ((record: OpenRecord | null) => void) | undefined;
}

/**
 * The preview's pipeline, outside React (the panel subscribes with useSyncExternalStore): it keeps
 * the latest input, compiles it with one incremental compiler and renders a model in the frame only
 * when it is another model.
 *
 * Updates without a fixed debounce: each new input (one per keystroke) schedules one update right
 * after the editor's diagnostics (a microtask of the same task, so both reach the same painted frame):
 * compile (incrementally: unchanged parts of the model stay the same objects, and a model equal to the
 * last is the last model itself), and only when it is another model render it in the frame — by a
 * direct call (same origin), else a `model` message, with no other update while the frame has not
 * answered `applied` (the newest input is compiled then). When an update was slow (a spec of a
 * megabyte) the next waits for an idle moment, so typing stays first.
 */
export interface PreviewPipeline {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PreviewState;
  /** Listens to this frame's messages (until the returned function is called). */
  connect(frame: HTMLIFrameElement): () => void;
  /** The newest input: schedules an update. */
  setInput(input: PreviewInput): void;
  setHandlers(handlers: PreviewHandlers): void;
  /** Sends a message to the frame (navigate, inspect, highlight, sample data, reset). */
  send(message: ToFrame): void;
  setAddress(address: string): void;
  dismissMessage(): void;
  /** Undoes the last reset of the data (once). */
  undoReset(): void;
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

/** A pipeline around one incremental compiler (core's createAppCompiler). */
export function createPreviewPipeline(compiler: AppCompiler): PreviewPipeline {
  let state: PreviewState = { ready: false, hash: '#/', address: '#/', message: null, undoable: false };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<PreviewState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  let frame: HTMLIFrameElement | null = null;
  let input: PreviewInput | null = null;
  let handlers: PreviewHandlers | null = null;
  let scheduled = false;
  let inFlight: number | null = null;
  let inFlightSince = 0;
  let compiled: { analysis: SpecAnalysis; storeName: string } | null = null;
  let posted: { app: AppModel; storeName: string } | null = null;
  let lastMs = 0;
  let measured = 0;

  const send = (m: ToFrame) => frame?.contentWindow?.postMessage(m, location.origin);

  const measure = (seq: number, wasPosted: boolean) => {
    if (seq <= measured) return;
    measured = seq;
    measureSince(PREVIEW_MEASURE, seq, { posted: wasPosted });
  };

  const update = () => {
    if (!input || !state.ready || !input.visible) return;
    const { analysis, text, storeName } = input;
    if (compiled?.analysis === analysis && compiled.storeName === storeName) return;
    const seq = latestEdit();
    const started = performance.now();
    compiled = { analysis, storeName };
    let app: AppModel;
    try {
      app = compiler.compile(analysis.spec, text, { binding: analysis.model.binding });
    } catch (e) {
      set({ message: `The preview could not be built: ${e instanceof Error ? e.message : String(e)}` });
      return;
    }
    // The compiler gives the last model itself when nothing the app shows changed.
    const changed = !posted || posted.storeName !== storeName || posted.app !== app;
    lastMs = performance.now() - started;
    if (!changed) {
      measure(seq, false);
      return;
    }
    posted = { app, storeName };
    const direct = directApi(frame);
    if (direct) {
      try {
        direct.render(app, storeName, seq);
      } catch (e) {
        set({ message: `The preview could not show this app: ${e instanceof Error ? e.message : String(e)}` });
      }
      markOnce(PREVIEW_READY_MARK);
      measure(seq, true);
      return;
    }
    inFlight = seq;
    inFlightSince = performance.now();
    send({ type: 'model', app, storeName, seq });
  };

  const pump = () => {
    if (scheduled) return;
    // A frame that never answered (it was reloaded, or threw) must not stop the preview for good.
    if (inFlight !== null && performance.now() - inFlightSince < APPLIED_TIMEOUT_MS) return;
    inFlight = null;
    scheduled = true;
    const run = () => {
      scheduled = false;
      update();
    };
    if (lastMs > SLOW_UPDATE_MS) whenIdle(run, 1000);
    else queueMicrotask(run);
  };

  const onMessage = (event: MessageEvent<FromFrame>) => {
    if (event.origin !== location.origin || !frame || event.source !== frame.contentWindow) return;
    const m = event.data;
    if (m.type === 'ready') {
      // A (re)loaded frame has no model: the next update renders one whatever was sent before.
      posted = null;
      compiled = null;
      inFlight = null;
      set({ ready: true });
      pump();
    } else if (m.type === 'applied') {
      if (m.seq !== inFlight) return;
      inFlight = null;
      markOnce(PREVIEW_READY_MARK);
      measure(m.seq, true);
      pump();
    } else if (m.type === 'location') set({ hash: m.hash || '#/', address: m.hash || '#/' });
    else if (m.type === 'call') handlers?.onCall(m.entry);
    else if (m.type === 'pick') handlers?.onInspect(m.line);
    else if (m.type === 'record') handlers?.onRecord?.(m.record);
    else if (m.type === 'data') set({ message: m.message, undoable: m.undoable === true });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    connect(element) {
      frame = element;
      addEventListener('message', onMessage);
      return () => {
        removeEventListener('message', onMessage);
        if (frame === element) frame = null;
      };
    },
    setInput(next) {
      input = next;
      pump();
    },
    setHandlers(next) {
      handlers = next;
    },
    send,
    setAddress: (address) => set({ address }),
    dismissMessage: () => set({ message: null }),
    undoReset() {
      set({ undoable: false });
      send({ type: 'undo-reset' });
    },
  };
}
