import { expect, test, type Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { signingSecret } from './support/outbox.ts';
import { signInThroughScreens } from './support/helpers.ts';

/** The same session as the page's token, but a token that expired a minute ago, signed with the server's real key. */
async function expiredCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 60;
  return new SignJWT({ brand: claims.brand, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setIssuedAt(past - 600)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(signingSecret()));
}

/** Home has loaded the trader's profile: the header shows the demo trader's initials. */
async function expectHomeWithProfile(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/home/);
  await expect(
    page
      .getByRole('link', { name: 'AM' })
      .or(page.getByRole('button', { name: 'AM' }))
      .first(),
  ).toBeVisible();
}

/**
 * Signs the demo trader in and swaps the page's access token for an expired copy. The header has loaded the profile
 * first, so the next screen makes exactly one call. Returns the expired token.
 */
async function signInWithExpiredToken(page: Page): Promise<string> {
  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expectHomeWithProfile(page);
  const expired = await expiredCopyOf((await page.evaluate(() => localStorage.getItem('token')))!);
  await page.evaluate((t) => localStorage.setItem('token', t), expired);
  return expired;
}

test('an expired access token is refreshed without the trader noticing', async ({ page }) => {
  const expired = await signInWithExpiredToken(page);

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/v1/RefreshToken') && r.status() === 200);
  await page.getByRole('link', { name: 'Orders list' }).first().click();
  await refreshed;
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  // the orders call waited for the refresh and went with the new token: the list shows, no error
  await expect(page.getByText('You have no orders yet.').or(page.getByRole('table'))).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const now = await page.evaluate(() => localStorage.getItem('token'));
  expect(now).not.toBe(expired);
});

test('a reload with an expired access token refreshes first: its several calls at once never meet a 401', async ({
  page,
}) => {
  const expired = await signInWithExpiredToken(page);

  const sentWithExpired: string[] = [];
  const refused: string[] = [];
  const calls: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/')) return;
    calls.push(r.url());
    if (r.headers()['authorization'] === `Bearer ${expired}`) sentWithExpired.push(r.url());
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 401) refused.push(r.url());
  });
  await page.reload();
  await expectHomeWithProfile(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // Home makes several authenticated calls at once; none went with the expired token, none was refused.
  expect(calls.filter((u) => !u.includes('/api/auth/v1/RefreshToken')).length).toBeGreaterThan(1);
  expect(sentWithExpired).toEqual([]);
  expect(refused).toEqual([]);
  expect(calls.filter((u) => u.includes('/api/auth/v1/RefreshToken'))).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired);
});
