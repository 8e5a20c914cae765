import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { signingSecret } from './support/outbox.ts';
import { signInThroughScreens } from './support/helpers.ts';

test('an expired access token is refreshed without the trader noticing', async ({ page }) => {
  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expect(page).toHaveURL(/\/dashboard\/home/);
  // The header has loaded the profile (its initials show), so the next screen makes exactly one call.
  // (A reload would make two at once; SPEC §4 retries only the one that refreshes.)
  await expect(
    page
      .getByRole('link', { name: 'AM' })
      .or(page.getByRole('button', { name: 'AM' }))
      .first(),
  ).toBeVisible();
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
  await page.getByRole('link', { name: 'Orders list' }).first().click();
  await refreshed;
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  // the orders call that met the expired token was retried with the new one: the list shows, no error
  await expect(page.getByText('You have no orders yet.').or(page.getByRole('table'))).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const now = await page.evaluate(() => localStorage.getItem('token'));
  expect(now).not.toBe(expired);
});
