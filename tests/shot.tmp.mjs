import { chromium } from '@playwright/test';

const shots = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (let i = 0; i < shots.length; i += 2) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logs = [];
  page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
  await page.goto(shots[i], { waitUntil: 'networkidle' });
  await page.screenshot({ path: shots[i + 1], fullPage: true });
  console.log(shots[i], 'errors:', logs.length, logs.slice(0, 3));
  await page.close();
}
await browser.close();
