import { afterAll, beforeAll } from 'vitest';
import type { ViteDevServer } from 'vite';
import { sharedByRun } from './shared-env';

/** A Vite dev server of the project on 127.0.0.1 and a free port; `close` stops it. */
export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the dev server the way `npm start` does, on a free loopback port. */
export async function startDevServer(): Promise<DevServer> {
  // Vite is loaded only here: a test file that uses the run's shared server need not load it at all.
  const { createServer } = await import('vite');
  const server: ViteDevServer = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    // Transform the studio's and the preview frame's entries (and what they import) as the server starts,
    // rather than when the first page asks for them.
    server: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      open: false,
      warmup: { clientFiles: ['./src/studio/main.tsx', './src/studio/preview-frame/main.tsx'] },
    },
    logLevel: 'error',
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server did not report a port.');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/**
 * The dev server for a test file (call it at the top level of the file): the run's shared one when
 * e2e/global-setup.ts started it (its transforms are made once for all the files), else one of the file's
 * own, started in beforeAll and stopped in afterAll. The server holds no state of a test: each test's fresh
 * browser context is its own state. `url` is the address once the file's tests run.
 */
export function devServerPerFile(): { readonly url: string } {
  let own: DevServer | null = null;
  let url: string | null = sharedByRun('devServer');
  beforeAll(async () => {
    if (url !== null) return;
    own = await startDevServer();
    url = own.url;
  });
  afterAll(async () => {
    await own?.close();
  });
  return {
    get url() {
      if (url === null) throw new Error('devServerPerFile: the dev server is not running yet (called outside a test?)');
      return url;
    },
  };
}
