import { createServer, type ViteDevServer } from 'vite';

/** A Vite dev server of the project on 127.0.0.1 and a free port; `close` stops it. */
export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the dev server the way `npm start` does, on a free loopback port. */
export async function startDevServer(): Promise<DevServer> {
  const server: ViteDevServer = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    logLevel: 'error',
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server did not report a port.');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
