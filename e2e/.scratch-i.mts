import { launchPlainBrowser } from './browser';
import { startStaticServer } from './static-server';
const CSP = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src *";
const server = await startStaticServer(process.argv[2]!, { csp: CSP });
const browser = await launchPlainBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error('CSP', e.violatedDirective, e.blockedURI)));
for (const [i, hash] of (process.argv.slice(3)).entries()) {
  await page.goto(server.url + hash);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/i-scratch/shot-${i}.png`, fullPage: true });
}
await browser.close();
await server.close();
