import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { buyThroughScreens, tradingAccounts } from './support/buying.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { E2E_DATA_DIR, LIVE_GATE_MS } from './support/env.ts';
import { photo } from './support/photos.ts';

/**
 * The early warning (docs/decisions/077-notifications.md): with the dashboard open, a signed bridge push takes
 * today's loss past 80 % of the daily limit; the bell's count and the message appear without a reload (through the
 * dashboard's live stream) and the mail is sent, with a link that stops that kind's mails.
 */
/**
 * The gate holds the warning to `LIVE_GATE_MS`; the target (2 s) is the benchmark's: the same spec on a quiet machine
 * with `E2E_WARNING_LIMIT_MS=2000`, the time taken in the report's "push → bell (ms)" annotation (docs/benchmarks.md).
 */
const WARNING_LIMIT_MS = Number(process.env.E2E_WARNING_LIMIT_MS ?? LIVE_GATE_MS);

/** Waits for the mail to `email` whose subject matches, in the server's outbox. */
async function mailTo(email: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)) : [];
    for (const f of files) {
      const mail = await simpleParser(readFileSync(join(dir, f), 'utf8'));
      if (subject.test(mail.subject ?? '')) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

async function photoAt(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    await photo(page, `${name}-${width}`, { fullPage: false });
  }
}

test('a push past 80 % of the daily loss warns the open app through the live stream and by mail', async ({
  page,
  browser,
}) => {
  const email = newEmail('warn');
  await signUpThroughScreens(page, email);
  await buyThroughScreens(page, 'Northwind WebTrader', '$10,000 · Two-step');
  const [account] = await tradingAccounts(page);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/dashboard/challenge/${account!.id}`);
  await expect(page.locator('.live-indicator[data-pushed="true"]')).toBeVisible();
  const bell = page.locator('.notification-bell__button');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  let loads = 0;
  page.on('load', () => (loads += 1));

  // 10,000 with a daily limit of 5 % (500): a loss of 407 (400 and its commission of 7) is past 80 % of it.
  const started = Date.now();
  await pushEvents({ platformId: account!.platform.id, login: account!.login }, roundTrip(new Date(), -40_000, 1_000));
  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: WARNING_LIMIT_MS });
  const toast = page.locator('.toast').filter({ hasText: "today's loss is at 80% of the daily limit" });
  await expect(toast).toBeVisible({ timeout: WARNING_LIMIT_MS });
  const took = Date.now() - started;
  test.info().annotations.push({ type: 'push → bell (ms)', description: String(took) });
  expect(took).toBeLessThan(WARNING_LIMIT_MS + 500);
  await expect(toast).toContainText('$93 left');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(loads).toBe(0);
  await photoAt(page, 'notifications-bell');

  const mail = await mailTo(email, /80% of its daily loss limit/);
  expect(mail.text).toContain('You can lose $93 more');
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The list: newest first, read by opening it.
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.locator('.notifications-list__item.is-unread')).toHaveCount(1);
  await photoAt(page, 'notifications-list');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(panel.locator('.notifications-list__item.is-unread')).toHaveCount(0);

  // The preferences, in the profile.
  await panel.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Loss warnings at 80%: E-mail' })).toBeChecked();
  await photoAt(page, 'notifications-preferences');

  // The mail's link stops the warnings' mails in a browser that never signed in, after asking.
  const guest = await browser.newContext();
  try {
    const mailReader = await guest.newPage();
    await mailReader.goto(link!);
    await mailReader.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(mailReader.getByText('You will no longer receive e-mails about: Loss warnings at 80%.')).toBeVisible();
    await photoAt(mailReader, 'notifications-unsubscribed');
  } finally {
    await guest.close();
  }
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Loss warnings at 80%: E-mail' })).not.toBeChecked();
});
