import { launchPlainBrowser } from './browser';
import { startStaticServer } from './static-server';
const server = await startStaticServer(process.argv[2]!);
const browser = await launchPlainBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(server.url);
await page.getByLabel('Role').selectOption('receptionist');
await page.getByRole('button', { name: 'Settings' }).click();
await page.getByRole('button', { name: 'Sample data' }).click();
await page.getByText(/Added \d+ sample records/).waitFor();
await page.keyboard.press('Escape');
let i = 0;
for (const hash of process.argv.slice(3)) {
  await page.goto(server.url + hash);
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/i-scratch/walk-${i++}.png`, fullPage: true });
}
console.log(await page.evaluate(() => document.body.innerText.slice(0, 1500)));
await browser.close();
await server.close();
