/**
 * The Content-Security-Policy of a built app: scripts from the app's own files only (no inline script, no
 * eval), inline styles allowed (React style attributes), images from the app or data: URLs, and calls to
 * the app's own site plus the servers the build allows (`specfront build --server URL`, for the settings'
 * "A real server"). The settings read this policy to refuse another server in words.
 */
export function builtAppCsp(servers: readonly string[] = []): string {
  return (
    "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; style-src 'self' 'unsafe-inline'; " +
    `img-src 'self' data:; connect-src ${["'self'", ...servers].join(' ')}`
  );
}

/** The policy of a build that allows no server beyond its own site. */
export const BUILT_APP_CSP = builtAppCsp();

/**
 * A `--server` value as a CSP source: an http(s) origin (`https://api.example.org`, `http://127.0.0.1:8080`),
 * a port wildcard (`http://127.0.0.1:*`) or a subdomain wildcard (`https://*.example.org`); else why not.
 */
export function serverSource(value: string): { ok: true; source: string } | { ok: false; reason: string } {
  const m = /^(https?):\/\/(\*\.)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}|\*))?\/?$/.exec(value.trim());
  if (!m) {
    return {
      ok: false,
      reason: `"${value}" is not a server origin: write the scheme, host and port only, like https://api.example.org or http://127.0.0.1:8080`,
    };
  }
  const [, scheme, wildcard = '', host = '', port] = m;
  return { ok: true, source: `${scheme}://${wildcard}${host.toLowerCase()}${port ? `:${port}` : ''}` };
}

/**
 * The meta element a build made with `--test-hooks` carries: only then does `?bench` in the address install
 * the bench hook (src/runtime/app/mount-running-app.tsx). A production build has neither it nor the hook's chunk.
 */
export const TEST_HOOKS_META = 'specfront-test-hooks';

/** The id of the script element that carries the compiled app model. */
export const APP_MODEL_ELEMENT_ID = 'specfront-app';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON that is safe inside `<script type="application/json">`: every `<` becomes `\u003c`, so no text
 * from a spec can close the element or open a comment; U+2028/U+2029 are escaped too. JSON.parse
 * reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first screen's shell, prerendered at build time: the root's inner HTML and the address path it shows. */
export interface PrerenderedShell {
  readonly html: string;
  readonly path: string;
  /** The source file of its screen's code (`screens/ListScreen.tsx`), or null; see preloadsFor. */
  readonly screenModule: string | null;
}

/** Vite's build manifest (.vite/manifest.json of the app runtime): each chunk's file and static imports. */
export type BuildManifest = Readonly<
  Record<string, { readonly file: string; readonly src?: string; readonly imports?: readonly string[] }>
>;

/**
 * The files to preload for a module of the runtime (a screen's chunk), by the build manifest: its
 * chunk and every chunk it imports statically, in dependency order, less those the page already
 * loads (its entry scripts). Lazily loaded chunks (expression engines, other screens) are never
 * among them. Empty when the manifest does not know the module.
 */
export function preloadsFor(manifest: BuildManifest, module: string, template: string): string[] {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${module}`));
  if (key === undefined) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) visit(dep);
    if (!template.includes(`./${chunk.file}"`)) out.push(chunk.file);
  };
  visit(key);
  return out;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built app's index.html from the runtime's template: the page title set to the app's title, the
 * CSP meta tag added first in <head>, the compiled app model embedded before </head> as
 * `<script type="application/json" id="specfront-app">`, and the prerendered shell, when given, inside
 * `<div id="root" data-prerendered="PATH">` (main.tsx hydrates it). Its screen's chunks (`preloads`, see
 * preloadsFor) are preloaded; with a `boot` script (assets/specfront-boot.js, src/runtime/static/boot.js)
 * the page's module scripts and those chunks are instead fetched by it after the first paint. Throws when the template lacks
 * <head>, <title> or, with a shell, the empty root (a broken runtime build, not a user mistake).
 */
export function createStaticPage(
  template: string,
  title: string,
  model: unknown,
  shell: PrerenderedShell | null = null,
  preloads: readonly string[] = [],
  boot: string | null = null,
  testHooks = false,
  policy: string = BUILT_APP_CSP,
): string {
  if (shell !== null && boot !== null) {
    // The first paint needs no script: the entry's scripts and the first screen's chunks are left to
    // the boot script, which fetches them once the prerendered page has painted.
    const load: string[] = [];
    template = template.replace(/[ \t]*<script type="module"[^>]*\ssrc="\.\/([^"]+)"[^>]*><\/script>\n?/g, (_tag, file: string) => {
      load.push(file);
      return '';
    });
    load.push(...preloads);
    const relative = (file: string) => (file.startsWith('assets/') ? `./${file.slice('assets/'.length)}` : `../${file}`);
    const tag = `    <script type="module" src="./${escapeHtml(boot)}" data-specfront-load="${escapeHtml(load.map(relative).join(' '))}"></script>\n`;
    template = template.replace('</head>', () => `${tag}  </head>`);
  } else if (preloads.length > 0) {
    // The first screen's chunks, fetched with the entry rather than after it has run.
    const links = preloads.map((file) => `    <link rel="modulepreload" crossorigin href="./${escapeHtml(file)}">\n`).join('');
    template = template.replace('</head>', () => `${links}  </head>`);
  }
  if (shell !== null) {
    if (!template.includes(EMPTY_ROOT))
      throw new Error('The app runtime template has no empty <div id="root">; rebuild it with `npm run build:lib`.');
    const root = `<div id="root" data-prerendered="${escapeHtml(shell.path)}">${shell.html}</div>`;
    template = template.replace(EMPTY_ROOT, () => root);
  }
  const head = template.indexOf('<head>');
  const headEnd = template.indexOf('</head>');
  const titleMatch = /<title>[^<]*<\/title>/.exec(template);
  if (head < 0 || headEnd < head || !titleMatch) {
    throw new Error('The app runtime template has no <head> or <title>; rebuild it with `npm run build:lib`.');
  }
  const csp =
    `\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />` +
    (testHooks ? `\n    <meta name="${TEST_HOOKS_META}" content="bench" />` : '');
  const data = `    <script type="application/json" id="${APP_MODEL_ELEMENT_ID}">${scriptSafeJson(model)}</script>\n  `;
  const withTitle =
    template.slice(0, titleMatch.index) + `<title>${escapeHtml(title)}</title>` + template.slice(titleMatch.index + titleMatch[0].length);
  const at = withTitle.indexOf('</head>');
  const start = withTitle.indexOf('<head>') + '<head>'.length;
  return withTitle.slice(0, start) + csp + withTitle.slice(start, at) + data + withTitle.slice(at);
}
