/**
 * The value as a link target when it is an absolute `http:` or `https:` URL with a host and no
 * whitespace or control characters; else null, so `javascript:`, `data:`, relative and odd URLs from a
 * spec or from data are never made clickable.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.length > 4096) return null;
  const lower = url.slice(0, 8).toLowerCase();
  const rest = lower.startsWith('https://') ? 8 : lower.startsWith('http://') ? 7 : -1;
  if (rest === -1) return null;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0x5c /* \ */) return null;
  }
  const host = url.slice(rest).split(/[/?#]/, 1)[0] ?? '';
  const bare = host.slice(host.lastIndexOf('@') + 1);
  if (bare === '' || bare.startsWith(':')) return null;
  return url;
}
