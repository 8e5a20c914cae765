import { chromium } from '@playwright/test';
const out = '/tmp/perfweb-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [name, origin] of [['before', 'http://localhost:14313'], ['after', 'http://localhost:4313']]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-sign-in-${width}.png`, fullPage: true });
    await page.getByLabel('E-mail').fill('trader@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('DemoTrader#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/dashboard\/home/);
    await page.getByRole('heading', { name: 'My challenges' }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-home-${width}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
