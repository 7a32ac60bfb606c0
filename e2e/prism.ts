import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './json-server';

/**
 * Prism (@stoplight/prism-cli 5.14.2, the CLI as a user runs it) started by a test on 127.0.0.1 and a
 * free port: `prism mock DOC` or `prism proxy DOC UPSTREAM --errors`. Its log is collected; `close`
 * stops it, and a Prism still running when the test process exits is killed then.
 */
export interface PrismServer {
  readonly url: string;
  /** Everything Prism has logged so far. */
  log(): string;
  /**
   * The problems Prism has logged so far, one line each: every line of level warning or error — a
   * request or response that did not pass validation ("Violation: request.body …"), a failed security
   * check, a request no operation of the document matches, a request terminated with an error.
   */
  problems(): string[];
  /** The requests Prism has received so far, as `method path` (its "Request received" lines). */
  received(): string[];
  close(): Promise<void>;
}

/** Options of a mock server. */
export interface PrismMockOptions {
  /**
   * `--dynamic --seed SEED`: answers generated from the schemas by json-schema-faker (patterns,
   * formats and enums honoured), the same answer for the same operation on every request. Without
   * it Prism answers with the document's examples, else with static samples that ignore `pattern`.
   */
  readonly seed?: string;
}

const BIN = join(import.meta.dirname, '..', 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
/** How long Prism may take to read the document and listen (a large document on a busy machine). */
const START_TIMEOUT_MS = 60_000;
/** Prism's log level marks (its pretty log is the same with or without a terminal). */
const PROBLEM_LINE = /[✖⚠]\s+(error|warning|fatal)\b/;
// eslint-disable-next-line no-control-regex -- ANSI colour codes, if a terminal ever forces them on
const ANSI = /\x1b\[[0-9;]*m/g;

const running = new Set<() => void>();
process.once('exit', () => {
  for (const kill of running) kill();
});

/** Starts Prism on a free port; tries another port when the one probed was taken meanwhile. */
async function startPrism(args: readonly string[]): Promise<PrismServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPrismOnce(args, await freePort());
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startPrismOnce(args: readonly string[], port: number): Promise<PrismServer> {
  const child = spawn(process.execPath, [BIN, ...args, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const kill = () => void child.kill('SIGKILL');
  running.add(kill);
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism did not listen within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString().replace(ANSI, '');
      if (output.includes(`Prism is listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code ?? signal}) before listening:\n${output}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  try {
    await listening;
  } catch (error) {
    kill();
    running.delete(kill);
    throw error;
  }
  const lines = () => output.split('\n');
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    problems: () => lines().filter((line) => PROBLEM_LINE.test(line)),
    received: () =>
      lines().flatMap((line) => {
        const match = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/.exec(line);
        return match ? [`${(match[1] ?? '').toUpperCase()} ${match[2] ?? ''}`] : [];
      }),
    close: async () => {
      running.delete(kill);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
    },
  };
}

/** `prism mock DOC` on 127.0.0.1 and a free port, once it listens. */
export function startPrismMock(document: string, options: PrismMockOptions = {}): Promise<PrismServer> {
  return startPrism(['mock', document, ...(options.seed !== undefined ? ['--dynamic', '--seed', options.seed] : [])]);
}

/**
 * `prism proxy DOC UPSTREAM --errors` on 127.0.0.1 and a free port, once it listens: every request is
 * validated against the document before it is forwarded (one that fails is answered 422 and not
 * forwarded), every answer of the upstream is validated too (one that fails becomes a 500).
 */
export function startPrismProxy(document: string, upstream: string): Promise<PrismServer> {
  return startPrism(['proxy', document, upstream, '--errors']);
}
