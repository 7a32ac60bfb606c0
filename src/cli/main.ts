import { open, writeFile } from 'node:fs/promises';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';

/** Reads a stream's bytes up to `limit` and stops there (the rest is not read). */
async function readUpTo(stream: NodeJS.ReadableStream, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    chunks.push(buffer);
    size += buffer.length;
    if (size >= limit) break;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/** Reads a file's first `limit` bytes (all of it when smaller), without reading the rest. */
async function readFileUpTo(path: string, limit: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > 0 && size < limit) return await handle.readFile();
    // Larger than the limit, or a size the system does not know (a pipe, /dev/stdin): read in pieces.
    const buffer = Buffer.alloc(Math.min(limit, size > 0 ? size : limit));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** The real process as the command line's io: files' bytes, stdout/stderr, the environment. */
export function createNodeIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readStdin: (limit) => readUpTo(process.stdin, limit),
    readFile: readFileUpTo,
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    isTTY: process.stdout.isTTY === true,
    env: process.env,
  };
}

/**
 * The `specfront` executable: runs the command line on `argv` against the real process and sets
 * the exit code (output is flushed before Node exits). A closed pipe (`specfront check x | head`)
 * ends quietly; an unexpected failure is a bug and says so, with exit code 2.
 */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  try {
    process.exitCode = await runCli(argv, createNodeIo());
  } catch (error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`specfront: internal error (this is a bug; please report it with the spec that caused it)\n${detail}\n`);
    process.exitCode = 2;
  }
}
