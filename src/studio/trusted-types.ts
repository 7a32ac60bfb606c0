/**
 * The studio's one Trusted Types policy (STUDIO_CSP enforces `require-trusted-types-for 'script'` with
 * `trusted-types specfront`). Nothing in the studio writes HTML; the only script URL it hands the browser
 * is its service worker's, and the policy allows that URL alone, on the studio's own origin.
 */

interface TrustedTypePolicyLike {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicyLike;
}

const ALLOWED_SCRIPTS: ReadonlySet<string> = new Set(['/sw.js']);

let policy: TrustedTypePolicyLike | null | undefined;

/** The policy, created once; null where the browser has no Trusted Types (the plain string is then used). */
function studioPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy =
    tt?.createPolicy('specfront', {
      createScriptURL(url: string): string {
        const parsed = new URL(url, location.href);
        if (parsed.origin !== location.origin || !ALLOWED_SCRIPTS.has(parsed.pathname) || parsed.search !== '' || parsed.hash !== '') {
          throw new TypeError(`specfront: the script URL ${url} is not one of the studio's own.`);
        }
        return parsed.href;
      },
    }) ?? null;
  return policy;
}

/** A script URL of the studio's own (its service worker), as the browser's Trusted Types want it. */
export function trustedScriptUrl(url: string): string {
  const p = studioPolicy();
  // A TrustedScriptURL stands where a string is expected; the DOM's typings only know strings.
  return p ? (p.createScriptURL(url) as string) : url;
}
