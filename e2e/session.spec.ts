import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { signingSecret } from './support/outbox.ts';
import { signInThroughScreens } from './support/helpers.ts';

test('an expired access token is refreshed without the trader noticing', async ({ page }) => {
  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expect(page).toHaveURL(/\/dashboard\/home/);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const claims = decodeJwt(token);
  // The same session, but a token that expired a minute ago, signed with the server's real key.
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await new SignJWT({ brand: claims.brand, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setIssuedAt(past - 600)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(signingSecret()));
  await page.evaluate((t) => localStorage.setItem('token', t), expired);

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/v1/RefreshToken') && r.status() === 200);
  await page.goto('/dashboard/profile/personal-information');
  await refreshed;
  await expect(page).toHaveURL(/personal-information/);
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  const now = await page.evaluate(() => localStorage.getItem('token'));
  expect(now).not.toBe(expired);
});
