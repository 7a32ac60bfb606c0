import { readFile, writeFile } from 'node:fs/promises';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The real process as the command line's io: files as UTF-8, stdout/stderr, the environment. */
export function createNodeIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readStdin: () => readAll(process.stdin),
    readFile: (path) => readFile(path, 'utf8'),
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
