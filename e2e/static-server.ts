import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** A static file server started by a test; `close` stops it. */
export interface StaticServer {
  readonly url: string;
  /** While set, every request gets this status (a failing server, say 503) with a short text body. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** Options of startStaticServer. */
export interface StaticServerOptions {
  /** A Content-Security-Policy header sent with every file (the built page also carries its own meta tag). */
  readonly csp?: string;
  /** Send text files gzipped (level 9) to clients that accept it, as a production server would. */
  readonly gzip?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/**
 * Serves `dir` on 127.0.0.1 and a free port, like any plain static server: `/` and folders serve their
 * index.html, unknown paths 404 (no single-page fallback: the built app must not need one), nothing
 * outside `dir` is reachable.
 */
export async function startStaticServer(dir: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const base = resolve(dir);
  let failing: number | null = null;
  const server = createServer((request, response) => {
    void (async () => {
      if (failing !== null) {
        response
          .writeHead(failing, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          .end('<h1>Service unavailable</h1>');
        return;
      }
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        response.writeHead(403).end();
        return;
      }
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        let body = await readFile(file);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
        if (options.csp) headers['content-security-policy'] = options.csp;
        if (
          options.gzip &&
          /^(text\/|application\/json|image\/svg)/.test(type) &&
          /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
        ) {
          body = gzipSync(body, { level: 9 });
          headers['content-encoding'] = 'gzip';
          headers['vary'] = 'accept-encoding';
        }
        response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    failWith: (status) => {
      failing = status;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
