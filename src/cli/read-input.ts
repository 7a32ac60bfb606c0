import type { CliIo } from './cli-io';

/** A file argument read into memory, or why it could not be. */
export type Input =
  | { readonly ok: true; readonly file: string; readonly name: string; readonly text: string }
  | { readonly ok: false; readonly file: string; readonly message: string };

/**
 * The largest input read: 16 MiB (16,777,216 bytes). Far beyond any real spec (the check reads about
 * 8 MB/s and keeps about 10 × the input), so a huge file is refused before it is read whole.
 */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

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
  if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return REASONS[code] ?? code;
  return error instanceof Error ? error.message : String(error);
}

/** The name a file argument is printed as: `<stdin>` for `-`, else the path as given. */
export function displayName(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

/** A size in bytes as people read it: `812 bytes`, `89.1 KB`, `125.0 MB` (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Line and column (1-based, in bytes) of a byte offset, for pointing at a bad byte. */
function bytePosition(bytes: Uint8Array, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10) {
      line++;
      start = i + 1;
    }
  }
  return `line ${line}, byte ${offset - start + 1} of the line`;
}

/** The offset of the first byte that is not valid UTF-8, or -1 (overlong forms and surrogates count as invalid). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    let cp: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min, cp] = [1, 0x80, b & 0x1f];
    else if (b >= 0xe0 && b <= 0xef) [need, min, cp] = [2, 0x800, b & 0x0f];
    else if (b >= 0xf0 && b <= 0xf4) [need, min, cp] = [3, 0x10000, b & 0x07];
    else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** Control characters that plain text never holds (all below 32 but tab, line feed, form feed, carriage return). */
function isBinaryByte(b: number): boolean {
  return b < 32 && b !== 9 && b !== 10 && b !== 12 && b !== 13;
}

/**
 * What a file is when it is not a spec's text, in words (`a binary file`, `UTF-16 text`…), or null
 * when it is UTF-8 text the check can read. Looks at the bytes only: a byte order mark of UTF-16 or
 * UTF-32, NUL bytes, many other control bytes (over 10 % of the first 8 KB), invalid UTF-8.
 */
export function describeNonText(bytes: Uint8Array): string | null {
  const [b0, b1, b2, b3] = [bytes[0], bytes[1], bytes[2], bytes[3]];
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return 'UTF-32 text (little-endian); save it as UTF-8';
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return 'UTF-32 text (big-endian); save it as UTF-8';
  if (b0 === 0xff && b1 === 0xfe) return 'UTF-16 text (little-endian); save it as UTF-8';
  if (b0 === 0xfe && b1 === 0xff) return 'UTF-16 text (big-endian); save it as UTF-8';
  const head = Math.min(bytes.length, 8192);
  let nuls = 0;
  let controls = 0;
  for (let i = 0; i < head; i++) {
    const b = bytes[i] as number;
    if (b === 0) nuls++;
    else if (isBinaryByte(b)) controls++;
  }
  // ASCII text in UTF-16 without a byte order mark: every other byte is NUL.
  if (nuls > 0 && nuls * 3 >= head) {
    let even = 0;
    for (let i = 0; i < head; i += 2) if (bytes[i] === 0) even++;
    const odd = nuls - even;
    if (even > odd * 4) return 'UTF-16 text (big-endian, no byte order mark); save it as UTF-8';
    if (odd > even * 4) return 'UTF-16 text (little-endian, no byte order mark); save it as UTF-8';
  }
  if (nuls > 0 || (controls >= 16 && controls * 10 > head)) return 'a binary file, not a text spec';
  for (let i = head; i < bytes.length; i++) if (bytes[i] === 0) return 'a binary file, not a text spec';
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0)
    return `not valid UTF-8 text (byte 0x${(bytes[bad] as number).toString(16).padStart(2, '0')} at ${bytePosition(bytes, bad)}); save it as UTF-8`;
  return null;
}

/**
 * What a JSON text is when it is valid JSON but not one object (`a JSON array`, `a JSON string`…),
 * or null. A spec in JSON is one object; a text that only starts like JSON is left to the check.
 */
export function describeNonObjectJson(text: string): string | null {
  const start = text.search(/\S/);
  if (start < 0) return null;
  const first = text[start] ?? '';
  if (!/[["\-0-9tfn]/.test(first)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return 'a JSON array, not a spec (a spec in JSON is one object: { "title": …, … })';
  if (value === null) return 'JSON null, not a spec (a spec in JSON is one object: { "title": …, … })';
  if (typeof value === 'object') return null;
  return `a JSON ${typeof value === 'bigint' ? 'number' : typeof value}, not a spec (a spec in JSON is one object: { "title": …, … })`;
}

/** Reads bytes as the text of a spec, or says what they are instead. */
export function decodeInput(
  bytes: Uint8Array,
): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string } {
  if (bytes.length > MAX_INPUT_BYTES) {
    return { ok: false, reason: `it is larger than ${formatBytes(MAX_INPUT_BYTES)}, the largest spec specfront reads` };
  }
  const what = describeNonText(bytes);
  if (what !== null) return { ok: false, reason: `it is ${what}` };
  // TextDecoder drops a UTF-8 byte order mark unless told not to; keep it so offsets match the file.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const json = describeNonObjectJson(text);
  if (json !== null) return { ok: false, reason: `it is ${json}` };
  return { ok: true, text };
}

/**
 * Creates a reader for file arguments: `-` reads standard input (once, shared by every `-`), any
 * other argument is a path, whatever its extension. At most MAX_INPUT_BYTES + 1 bytes are read; larger
 * input, binary files, UTF-16, invalid UTF-8 and JSON that is not an object are refused with a message
 * saying what the file is.
 */
export function createInputReader(io: CliIo): (file: string) => Promise<Input> {
  let stdin: Promise<Uint8Array> | undefined;
  return async (file) => {
    const name = displayName(file);
    let bytes: Uint8Array;
    try {
      bytes = file === '-' ? await (stdin ??= io.readStdin(MAX_INPUT_BYTES + 1)) : await io.readFile(file, MAX_INPUT_BYTES + 1);
    } catch (error) {
      return { ok: false, file, message: `specfront: cannot read ${name}: ${describeReadError(error)}` };
    }
    const decoded = decodeInput(bytes);
    if (!decoded.ok) return { ok: false, file, message: `specfront: cannot read ${name}: ${decoded.reason}.` };
    return { ok: true, file, name, text: decoded.text };
  };
}
