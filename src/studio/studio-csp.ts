/**
 * The Content-Security-Policy of the studio's production build (vite.config.ts writes it into both pages
 * as a meta element; bench/studio-bench.ts and the browser tests also send it as a header):
 * - scripts only from the studio's own files: no inline script, no `eval`/`new Function` (no 'unsafe-eval'),
 *   no WebAssembly compilation;
 * - Trusted Types enforced: every script URL goes through the one policy `specfront` (src/studio/trusted-types.ts),
 *   which allows only the studio's service worker; a string assigned to an HTML or script sink throws;
 * - styles from the studio's files and inline (CodeMirror and React set style attributes);
 * - images from the studio, data: and blob: URLs (diagram exports);
 * - the preview frame is the studio's own page; calls may go to any server, since the preview may be
 *   pointed at a real REST server in its settings.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-src 'self'",
  "worker-src 'self'",
  'connect-src *',
  "require-trusted-types-for 'script'",
  'trusted-types specfront',
].join('; ');
