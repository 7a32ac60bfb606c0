import { describe, expect, it } from 'vitest';
import { BUILT_APP_CSP, createStaticPage, scriptSafeJson } from './static-page';

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
    expect(page).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none';/);
    expect(page).toContain("connect-src *");
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
