import type { CliIo } from './cli-io';

/** A file argument read into memory, or why it could not be. */
export type Input =
  | { readonly ok: true; readonly file: string; readonly name: string; readonly text: string }
  | { readonly ok: false; readonly file: string; readonly message: string };

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
};

/** A plain reason for a failed read, from a Node error's code, else its message. */
export function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in REASONS) return REASONS[code] ?? code;
  return error instanceof Error ? error.message : String(error);
}

/** The name a file argument is printed as: `<stdin>` for `-`, else the path as given. */
export function displayName(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

/**
 * Creates a reader for file arguments: `-` reads standard input (once, shared by every `-`), any
 * other argument is a path read as UTF-8, whatever its extension.
 */
export function createInputReader(io: CliIo): (file: string) => Promise<Input> {
  let stdin: Promise<string> | undefined;
  return async (file) => {
    try {
      const text = file === '-' ? await (stdin ??= io.readStdin()) : await io.readFile(file);
      return { ok: true, file, name: displayName(file), text };
    } catch (error) {
      return { ok: false, file, message: `specfront: cannot read ${displayName(file)}: ${describeReadError(error)}` };
    }
  };
}
