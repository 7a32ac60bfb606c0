import type { AppModel } from '../../core/index';

/** One call the preview made, as the Calls panel lists it. */
export interface CallEntry {
  readonly id: number;
  readonly at: number;
  readonly method: string;
  /** Path and query as sent. */
  readonly path: string;
  readonly requestBody: unknown;
  /** null when no response came (network failure, timeout). */
  readonly status: number | null;
  readonly responseBody: unknown;
  readonly durationMs: number;
  /** The call of point 7 it matched (`METHOD /path`), or null when the spec lists no such call. */
  readonly callId: string | null;
  readonly callLine: number | null;
  /** Where the request and the response do not fit the spec's shapes; empty when they match. */
  readonly requestProblems: readonly string[];
  readonly responseProblems: readonly string[];
  readonly error: string | null;
  /** 'spec-edit' when the call re-read data because the spec changed (typing), not because of the user's action. */
  readonly cause?: 'spec-edit' | null;
}

/** Messages from the studio to the preview frame. */
export type ToFrame =
  /** A new model to render in place; `seq` is the editor edit it was compiled from, echoed by `applied`. */
  | { readonly type: 'model'; readonly app: AppModel; readonly storeName: string; readonly seq: number }
  | { readonly type: 'navigate'; readonly hash: string }
  | { readonly type: 'inspect'; readonly on: boolean }
  | { readonly type: 'highlight'; readonly line: number | null }
  | { readonly type: 'sample' }
  | { readonly type: 'reset' }
  /** Puts back the records the last reset removed. */
  | { readonly type: 'undo-reset' };

/** Messages from the preview frame to the studio. */
export type FromFrame =
  | { readonly type: 'ready' }
  /** The model of edit `seq` is rendered (the DOM is updated, before paint). */
  | { readonly type: 'applied'; readonly seq: number }
  | { readonly type: 'location'; readonly hash: string }
  | { readonly type: 'call'; readonly entry: CallEntry }
  | { readonly type: 'pick'; readonly line: number }
  | { readonly type: 'data'; readonly message: string; readonly undoable?: boolean }
  /** The record a detail screen of the preview shows (its entity and state), or null when none is open. */
  | { readonly type: 'record'; readonly record: OpenRecord | null };

/** The record open in the preview: its entity and the state its state field holds. */
export interface OpenRecord {
  readonly entity: string;
  readonly state: string;
}

/**
 * What the frame offers the studio directly (it is same-origin): render a model now, synchronously,
 * so a keystroke's preview is in the same task (and the same painted frame) as its diagnostics.
 * The `model` message does the same a task later where the frame's window is not reachable.
 */
export interface PreviewFrameApi {
  render(app: AppModel, storeName: string, seq: number): void;
}

/** The property of the frame's window that holds its PreviewFrameApi. */
export const PREVIEW_API = 'specfrontPreview';

/** The preview frame's address (same origin; a Vite entry of its own). */
export const PREVIEW_FRAME_URL = '/src/studio/preview-frame/index.html';
