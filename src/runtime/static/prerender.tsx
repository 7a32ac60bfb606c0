// The build-time renderer of a built app's first screen (`specfront build`), bundled for Node to
// dist/app-runtime/prerender.js by scripts/build-lib.mjs and never shipped to the browser. It renders
// the running app as the browser's first render would for the address `#/` with the default role:
// the header, the navigation, the role controls and the first screen's title with its skeleton (data
// comes from the in-browser backend, which only the browser has). index.html carries it, so the
// largest paint needs no JavaScript; main.tsx then hydrates it (static-shell.ts says when it may).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { AppModel } from '../../core/index';
import { RunningApp } from '../app/RunningApp';
import { findRoute } from '../app/hash-router';
import type { Transport } from '../transport/transport';
import { PRERENDERED_PATH } from './static-shell';

/** No call is made while rendering (calls start in effects); one that is made anyway fails plainly. */
const noTransport: Transport = () => Promise.reject(new Error('No calls while the page is prerendered.'));

/** What prerenderApp returns: the root's inner HTML, the address path it shows, and its screen's code. */
export interface PrerenderedShell {
  readonly html: string;
  readonly path: string;
  /**
   * The source file of the lazily loaded screen component it shows (`screens/ListScreen.tsx`), whose
   * chunk the page preloads, or null when it shows none (no screen has the path).
   */
  readonly screenModule: string | null;
}

const SCREEN_MODULES = {
  list: 'ListScreen',
  detail: 'DetailScreen',
  create: 'FormScreen',
  edit: 'FormScreen',
  content: 'ContentScreen',
} as const;

/**
 * Renders the first screen's shell of an app to HTML, waiting for the lazily loaded screen code.
 * `settings` must match main.tsx's: the Settings button shows when the app has a settings area.
 */
export async function prerenderApp(app: AppModel, options: { readonly settings: boolean } = { settings: true }): Promise<PrerenderedShell> {
  // A part that fails to render would leave a client-rendered hole (and a recoverable error when the
  // browser hydrates it): refuse it here instead, so the build says what failed.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RunningApp app={app} transport={noTransport} settings={options.settings ? <></> : undefined} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const html = Buffer.concat(chunks).toString('utf8');
  // The page's CSP allows scripts from the app's own files only: a complete prerender has none inline.
  if (/<script\b/i.test(html)) throw new Error("The prerendered shell holds an inline script, which the built app's CSP refuses.");
  const screen = findRoute(app.screens, PRERENDERED_PATH)?.route ?? null;
  return { html, path: PRERENDERED_PATH, screenModule: screen ? `screens/${SCREEN_MODULES[screen.kind]}.tsx` : null };
}
