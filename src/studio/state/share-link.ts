/**
 * Share links: the whole spec in the URL fragment (`#share=…`), never sent to any server. The text is
 * compressed with the platform's CompressionStream('deflate-raw') and written in base64url.
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

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** Encodes a spec as the fragment of a share link (`#share=…`). */
export async function encodeShare(spec: SharedSpec): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ n: spec.name, t: spec.text }));
  return SHARE_PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** Reads a share fragment; null when the hash is not a share link or is damaged. */
export async function decodeShare(hash: string): Promise<SharedSpec | null> {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(SHARE_PREFIX.length)), new DecompressionStream('deflate-raw'));
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof data !== 'object' || data === null) return null;
    const { n, t } = data as { n?: unknown; t?: unknown };
    if (typeof t !== 'string') return null;
    return { name: typeof n === 'string' && n.trim() !== '' ? n : 'Shared spec', text: t };
  } catch {
    return null;
  }
}
