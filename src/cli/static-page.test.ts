import { describe, expect, it } from 'vitest';
import { BUILT_APP_CSP, createStaticPage, preloadsFor, scriptSafeJson, type BuildManifest } from './static-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>specfront app</title>
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function embedded(page: string): unknown {
  const match = /<script type="application\/json" id="specfront-app">([^<]*)<\/script>/.exec(page);
  return match ? (JSON.parse(match[1] ?? '') as unknown) : undefined;
}

describe('createStaticPage', () => {
  it('embeds the model, sets the title and puts the CSP first in <head>', () => {
    const model = { title: 'Clinic', screens: [{ text: 'a & b' }] };
    const page = createStaticPage(TEMPLATE, 'Riverside <Clinic>', model);
    expect(embedded(page)).toEqual(model);
    expect(page).toContain('<title>Riverside &lt;Clinic&gt;</title>');
    expect(page).toMatch(
      /<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none';/,
    );
    expect(page).toContain(`connect-src 'self'"`);
    expect(page.indexOf('specfront-app')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('src="./assets/index-abc.js"');
  });

  it('never lets spec text close the script element or open a comment', () => {
    const nasty = { description: '</script><script>alert(1)</script><!-- \u2028', title: '</SCRIPT >' };
    const page = createStaticPage(TEMPLATE, 'x', nasty);
    const data = page.slice(page.indexOf('id="specfront-app">'), page.indexOf('</head>'));
    expect(data.match(/</g)).toHaveLength(1); // only the real closing tag
    expect(embedded(page)).toEqual(nasty);
    expect(scriptSafeJson('<')).toBe('"\\u003c"');
  });

  it('refuses a template without <head> or <title>', () => {
    expect(() => createStaticPage('<html></html>', 'x', {})).toThrow(/npm run build:lib/);
  });

  it('keeps unsafe-eval out of the policy', () => {
    expect(BUILT_APP_CSP).not.toContain('unsafe-eval');
  });
});

/** A manifest shaped like Vite's for the app runtime: the entry chunk, screens, shared chunks, engines. */
const MANIFEST: BuildManifest = {
  '_index-abc.js': { file: 'assets/index-abc.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '../app/screens/ListScreen.tsx': {
    file: 'assets/ListScreen-1.js',
    src: '../app/screens/ListScreen.tsx',
    imports: ['_runtime-1.js', '_index-abc.js', '_field-value-1.js', '_FieldValue-1.js'],
  },
  '../app/screens/FormScreen.tsx': {
    file: 'assets/FormScreen-1.js',
    src: '../app/screens/FormScreen.tsx',
    imports: ['_index-abc.js', '_field-value-1.js'],
  },
  '_FieldValue-1.js': { file: 'assets/FieldValue-1.js', imports: ['_field-value-1.js'] },
  '_field-value-1.js': { file: 'assets/field-value-1.js', imports: ['_index-abc.js'] },
  '../../core/expression/evaluate-full.ts': { file: 'assets/evaluate-full-1.js', imports: ['_esm-1.js'] },
  '_esm-1.js': { file: 'assets/esm-1.js' },
};

describe('the prerendered shell and its preloads', () => {
  it('preloads the screen chunk and what it imports, dependencies first, less what the page loads', () => {
    const template = `${TEMPLATE.replace('</head>', '<script type="module" src="./assets/runtime-1.js"></script></head>')}`;
    expect(preloadsFor(MANIFEST, 'screens/ListScreen.tsx', template)).toEqual([
      'assets/field-value-1.js',
      'assets/FieldValue-1.js',
      'assets/ListScreen-1.js',
    ]);
    expect(preloadsFor(MANIFEST, 'screens/FormScreen.tsx', template)).toEqual(['assets/field-value-1.js', 'assets/FormScreen-1.js']);
    expect(preloadsFor(MANIFEST, 'screens/DetailScreen.tsx', template)).toEqual([]);
  });

  it('puts the shell inside the root with its path, and the preloads in the head', () => {
    const shell = { html: '<div class="rt-app"><h1>Stays &amp; berths</h1></div>', path: '/', screenModule: 'screens/ListScreen.tsx' };
    const page = createStaticPage(TEMPLATE, 'Marina', { version: 1 }, shell, ['assets/ListScreen-1.js']);
    expect(page).toContain('<div id="root" data-prerendered="/"><div class="rt-app"><h1>Stays &amp; berths</h1></div></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="./assets/ListScreen-1.js">');
    expect(embedded(page)).toEqual({ version: 1 });
    // A shell whose text holds `$&` or `</head>`-like text is placed verbatim (React escapes `<`).
    const odd = createStaticPage(TEMPLATE, 'Marina', {}, { html: '<p>$& $1 &lt;/head&gt;</p>', path: '/', screenModule: null });
    expect(odd).toContain('<div id="root" data-prerendered="/"><p>$& $1 &lt;/head&gt;</p></div>');
    expect(() => createStaticPage(TEMPLATE.replace('<div id="root"></div>', ''), 'x', {}, shell)).toThrow(/no empty <div id="root">/);
  });

  it('with a boot script, leaves the entry and the first screen to it, after the first paint', () => {
    const shell = { html: '<h1>Stays</h1>', path: '/', screenModule: 'screens/ListScreen.tsx' };
    const page = createStaticPage(TEMPLATE, 'Marina', {}, shell, ['assets/ListScreen-1.js'], 'assets/specfront-boot.js');
    expect(page).not.toContain('index-abc.js"></script>');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script type="module" src="./assets/specfront-boot.js" data-specfront-load="./index-abc.js ./ListScreen-1.js"></script>',
    );
    // Without a prerendered shell there is nothing to paint first: the scripts stay as they are.
    expect(createStaticPage(TEMPLATE, 'Marina', {}, null, [], 'assets/specfront-boot.js')).toContain(
      '<script type="module" crossorigin src="./assets/index-abc.js"></script>',
    );
  });
});
