import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** json-server 0.17.4 (the CLI, as a user runs it) started by a test; `close` stops it and removes its files. */
export interface JsonServer {
  readonly url: string;
  /** The database as json-server holds it now (GET /db). */
  db(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the CLIs of json-server and Prism cannot report the port they got for 0). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`json-server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/db`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`json-server did not start within 15 s:\n${output()}`);
}

/** More of json-server's command line: `--middlewares` files, and the environment they read. */
export interface JsonServerOptions {
  readonly middlewares?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts `json-server DB --routes ROUTES --host 127.0.0.1 --port P` with the given database and routes
 * (default routes: `/api/*` → `/$1`, so the spec's `/api/…` paths reach json-server's resources).
 */
export async function startJsonServer(
  db: Record<string, unknown[]>,
  routes: Record<string, string> = { '/api/*': '/$1' },
  options: JsonServerOptions = {},
): Promise<JsonServer> {
  const dir = mkdtempSync(join(tmpdir(), 'specfront-json-server-'));
  const dbFile = join(dir, 'db.json');
  const routesFile = join(dir, 'routes.json');
  writeFileSync(dbFile, JSON.stringify(db, null, 2));
  writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  const port = await freePort();
  const bin = join(import.meta.dirname, '..', 'node_modules', 'json-server', 'lib', 'cli', 'bin.js');
  const middlewares = (options.middlewares ?? []).flatMap((file) => ['--middlewares', file]);
  const args = [bin, dbFile, '--routes', routesFile, ...middlewares, '--host', '127.0.0.1', '--port', String(port), '--quiet'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    db: async () => (await (await fetch(`${url}/db`)).json()) as Record<string, unknown[]>,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
