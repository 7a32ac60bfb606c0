import { launchPlainBrowser } from './browser';
import { startStaticServer } from './static-server';
import { buildStudio } from '../bench/studio-bench';
await buildStudio('/tmp/s4/build');
const server = await startStaticServer('/tmp/s4/build');
const b = await launchPlainBrowser();
const page = await (await b.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on('console', (m) => console.log(m.text()));
await page.goto(server.url);
await page.waitForFunction(() => performance.getEntriesByName('specfront:preview-ready').length > 0);
await page.locator('.cm-content').click();
await page.keyboard.press('Control+Home'); await page.keyboard.press('End');
for (let i = 0; i < 6; i++) { await page.keyboard.type('x'); await page.waitForTimeout(200); }
console.log(await page.evaluate(() => performance.getEntriesByType('measure').map((m) => `${m.name.slice(15)} ${m.duration.toFixed(1)}`).join(' | ')));
await b.close(); await server.close();
