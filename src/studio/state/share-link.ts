/**
 * Share links: the whole spec in the URL fragment (`#share=…`), never sent to any server. The text is
 * compressed with the platform's CompressionStream('deflate-raw') and written in base64url. Reading one
 * inflates it as a stream and stops past MAX_SHARE_TEXT (5 MB of text).
 */

/** What a share link carries. */
export interface SharedSpec {
  readonly name: string;
  readonly text: string;
}

/** The fragment prefix of a share link. */
export const SHARE_PREFIX = '#share=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function compress(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * The most text a share link may carry: 5 MiB (5,242,880 characters), far beyond any spec. A link is
 * inflated chunk by chunk and dropped as soon as it passes this, so a crafted link that inflates to
 * gigabytes costs no more than one that inflates to 5 MB.
 */
export const MAX_SHARE_TEXT = 5 * 1024 * 1024;
/** Inflated bytes read at most: the text in UTF-8 (up to 3 bytes a character) plus the name and JSON. */
const MAX_SHARE_BYTES = 3 * MAX_SHARE_TEXT + 64 * 1024;
/** The longest fragment read: deflate never makes text much larger, so a longer one is not a spec's. */
const MAX_FRAGMENT = Math.ceil((MAX_SHARE_BYTES * 4) / 3) + 1024;

/** Inflates `bytes`, reading the stream chunk by chunk; 'too-large' as soon as more than `limit` bytes come out. */
async function inflateCapped(bytes: Uint8Array, limit: number): Promise<Uint8Array | 'too-large'> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Encodes a spec as the fragment of a share link (`#share=…`). */
export async function encodeShare(spec: SharedSpec): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ n: spec.name, t: spec.text }));
  return SHARE_PREFIX + toBase64Url(await compress(json));
}

/** What reading a share fragment gave: the spec, or why there is none. */
export type ShareResult =
  | { readonly ok: true; readonly spec: SharedSpec }
  | { readonly ok: false; readonly reason: 'too-large' | 'damaged'; readonly message: string };

const TOO_LARGE = `This share link is too large or damaged: it holds more than ${MAX_SHARE_TEXT / 1024 / 1024} MB of text, the most a link may carry. Your last spec is open instead.`;
const DAMAGED = 'This share link is damaged and cannot be read (was it cut short when copied?). Your last spec is open instead.';

/**
 * Reads a share fragment: null when the hash is not a share link; else the spec, or `too-large`
 * (more than MAX_SHARE_TEXT of text, found while inflating) or `damaged` (not base64url, not deflate,
 * not UTF-8, not the JSON a link holds). Never throws.
 */
export async function readShare(hash: string): Promise<ShareResult | null> {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  const damaged = { ok: false, reason: 'damaged', message: DAMAGED } as const;
  const tooLarge = { ok: false, reason: 'too-large', message: TOO_LARGE } as const;
  const fragment = hash.slice(SHARE_PREFIX.length);
  if (fragment.length > MAX_FRAGMENT) return tooLarge;
  if (!/^[A-Za-z0-9_-]*$/.test(fragment)) return damaged;
  try {
    const bytes = await inflateCapped(fromBase64Url(fragment), MAX_SHARE_BYTES);
    if (bytes === 'too-large') return tooLarge;
    const data: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof data !== 'object' || data === null) return damaged;
    const { n, t } = data as { n?: unknown; t?: unknown };
    if (typeof t !== 'string') return damaged;
    if (t.length > MAX_SHARE_TEXT) return tooLarge;
    return { ok: true, spec: { name: typeof n === 'string' && n.trim() !== '' ? n.slice(0, 200) : 'Shared spec', text: t } };
  } catch {
    return damaged;
  }
}

/** Reads a share fragment; null when the hash is not a share link, is damaged or too large. */
export async function decodeShare(hash: string): Promise<SharedSpec | null> {
  const result = await readShare(hash);
  return result?.ok ? result.spec : null;
}
