import { expect, test, type Page } from '@playwright/test';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { newEmail, signUpThroughScreens } from './support/helpers.ts';
import { tradingAccounts } from './support/buying.ts';
import { expectCertificateDownloads, openCertificateCheck } from './support/certificates.ts';
import { pushEvents, roundTrip } from './support/bridge.ts';
import { blockAccount, fundedAccountWithProfit } from './support/admin.ts';
import { CONSOLE_URL } from './support/env.ts';
import { DEMO_FINANCE_TOTP_SECRET, passSecondFactor } from './support/second-factor.ts';
import { ownerConsole } from './support/operator-session.ts';
import { screenshots, noViolations } from './support/screens.ts';
import { lossFloors } from './support/floors.ts';
import { mistyped, newTronAddress } from '../apps/server/test/payout-destinations.ts';

/** The seeded demo finance operator (README "Back office"): the payout queue is finance's work, not the owner's. */
const FINANCE = { email: 'finance@demo.test', password: 'DemoFinance#2026' };
/**
 * A crypto payout request to the trader's `wallet`, sent straight to the API with the trader's session, as a modified
 * client could.
 */
async function askServer(page: Page, traderAccountId: string, amount: number, wallet: string): Promise<number> {
  return page.evaluate(
    async ({ path, header, version, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          'content-type': 'application/json',
          [header]: version,
        },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { result: number }).result;
    },
    {
      path: ApiPath.payoutCryptoTransfer,
      header: SITE_VERSION_HEADER,
      version: SITE_VERSION,
      body: {
        traderAccountId,
        amount,
        idempotencyKey: crypto.randomUUID(),
        asset: 'USDT',
        network: 'TRC20',
        address: wallet,
      },
    },
  );
}

const shots = screenshots();

const item = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

/**
 * A trader signed up through the screens with a funded account (imported by the firm with its real start 30 days
 * back, status 1-6: verified, contract approved) on which the bridge closed +$1,000 twenty days ago, and a wallet of
 * their own (the run's traders share one database, and traders paid to one wallet are a risk case holding payouts).
 */
async function fundedTraderWithProfit(page: Page, prefix: string) {
  const email = newEmail(prefix);
  await signUpThroughScreens(page, email);
  const { imported, account } = await fundedAccountWithProfit(email, 100_000);
  expect(imported.status).toBeGreaterThanOrEqual(1);
  expect(imported.status).toBeLessThanOrEqual(6);
  return { email, imported, account, wallet: newTronAddress() };
}

// A funded account (imported by the firm with its real start 30 days back, status 1-6: verified, contract
// approved) whose profit the platform bridge pushes; the trader withdraws it in crypto, the firm pays it.
test('a funded trader sees the checklist, requests a crypto payout, and the firm approves and pays it', async ({
  page,
  browser,
}) => {
  // The whole journey (sign-up, payout, the console's approval, certificates) takes 50–65 s on a loaded machine.
  test.setTimeout(120_000);
  const { email, imported, account, wallet } = await fundedTraderWithProfit(page, 'payout');
  // Now: a position still open.
  const open = roundTrip(new Date(Date.now() - 60_000), 0, 30_000);
  await pushEvents(account, [open[0]!]);

  // Home shows the ProfitWidget; the request page shows each condition with its number.
  await page.goto('/dashboard/home');
  await expect(page.getByText('Withdrawable now')).toBeVisible();
  await page.getByRole('link', { name: /See what is missing|Request payout/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw your Profit' })).toBeVisible();
  await expect(page).toHaveTitle(/Withdraw your Profit$/);
  await expect(item(page, 'All positions closed')).toContainText('1 open');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  // the server refuses it too, whatever a client sends: -100 while a position is open
  expect(await askServer(page, imported.traderAccountId, 100_00, wallet)).toBe(ResultCode.UserHasOpenPositions);
  await shots(page, 'payout-request-open-positions');

  // The position closes: the item turns green. Above the maximum: refused before asking.
  await pushEvents(account, [open[1]!]);
  await page.reload();
  await expect(item(page, 'All positions closed')).toContainText('0 open');
  await page.getByLabel('Amount (USD)').fill('250000');
  await expect(item(page, 'At most the maximum')).toContainText('$250,000');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  expect(await askServer(page, imported.traderAccountId, 250_000_00, wallet)).toBe(ResultCode.AmountExceedsMax);

  await page.getByRole('button', { name: 'Withdraw everything available' }).click();
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  // Every condition green: flat, funded, verified, cycle day, bounds, withdrawable.
  await expect(page.locator('.checklist__item--no')).toHaveCount(0);
  expect(await page.locator('.checklist__item--ok').count()).toBeGreaterThanOrEqual(5);
  const requested = Number(await page.getByLabel('Amount (USD)').inputValue());
  const paidText = `$${requested.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await page.getByRole('radio', { name: 'Crypto transfer' }).check();
  await page.getByLabel('Asset and network').selectOption('USDT/TRC20');
  await page.getByLabel(/USDT address on TRC20/).fill(mistyped(wallet));
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByText('This is not a valid address for the selected network')).toBeVisible();
  await page.getByLabel(/USDT address on TRC20/).fill(wallet);
  await noViolations(page, 'payout request', { soft: true });
  await shots(page, 'payout-request');
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('heading', { name: 'Payout is coming' }).last()).toBeVisible();
  await expect(page.getByText('Payouts are processed in 1-2 business days.')).toBeVisible();
  await expect(page).toHaveTitle(/Payout is coming$/);
  await shots(page, 'payout-is-coming');

  // The account before it is paid: its closed profit (the $1,000 trade net of costs), everything withdrawable at
  // the 80 % split, and where its loss floors stand.
  const before = (await tradingAccounts(page)).find((a) => a.id === imported.traderAccountId)!;
  const gross = before.metrics.balance - before.accountSize; // minor units
  expect(gross).toBeGreaterThan(90_000);
  expect(Math.round(requested * 100)).toBe(Math.floor(gross * 0.8));
  const floorsBefore = await lossFloors(page, imported.traderAccountId);

  // The firm's finance operator (not the owner): the queue, the request with its eligibility, approve, mark paid.
  const firmContext = await browser.newContext();
  const firm = await firmContext.newPage();
  await firm.setViewportSize({ width: 1280, height: 860 });
  await firm.goto(`${CONSOLE_URL}/backoffice/`);
  await firm.getByLabel('E-mail').fill(FINANCE.email);
  await firm.getByLabel('Password', { exact: true }).fill(FINANCE.password);
  await firm.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(firm, DEMO_FINANCE_TOTP_SECRET);
  await firm.goto(`${CONSOLE_URL}/backoffice/payouts`);
  const row = firm.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Requested');
  await noViolations(firm, 'payout queue', { soft: true });
  await shots(firm, 'backoffice-payouts');
  await row.getByRole('link').first().click();
  await expect(firm.getByText(wallet)).toBeVisible();
  await expect(firm.getByText('The account now')).toBeVisible();
  await shots(firm, 'backoffice-payout');
  await firm.getByRole('button', { name: 'Approve' }).click();
  await firm.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(firm.getByText('Approved').first()).toBeVisible();
  await firm.getByRole('button', { name: 'Mark paid' }).click();
  await firm.getByRole('dialog').getByLabel('Transaction reference').fill('TRX-e2e-0001');
  await firm.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(firm.getByText('TRX-e2e-0001')).toBeVisible();
  await firmContext.close();

  // The trader: Paid in history and details; the balance back at its initial value.
  await page.goto('/dashboard/payouts');
  await expect(page.getByRole('listitem').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Northwind Funded'); // SPEC §1 gives the history no title
  await shots(page, 'payout-history');
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Payout Details/ })).toBeVisible();
  await expect(page).toHaveTitle(/Payout Details$/);
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByText('TRX-e2e-0001')).toBeVisible();
  await shots(page, 'payout-details');
  const funded = (await tradingAccounts(page)).find((a) => a.id === imported.traderAccountId)!;
  expect(funded.metrics.balance).toBe(funded.accountSize);
  // The loss floors follow the withdrawal of the gross profit: each moves down by it (docs/payouts.md).
  const floorsAfter = await lossFloors(page, imported.traderAccountId);
  expect(floorsAfter.daily).toBeCloseTo(floorsBefore.daily - gross / 100, 2);
  expect(floorsAfter.max).toBeCloseTo(floorsBefore.max - gross / 100, 2);
  await expect(page.getByText('$10,000').first()).toBeVisible();
  await shots(page, 'payout-dashboard-after');

  // The payout certificate, issued when the payout was paid: listed with its amount, downloads as PNG and PDF.
  await page.goto('/dashboard/Certificates');
  const card = page
    .getByTestId('certificate-card')
    .filter({ has: page.getByRole('heading', { name: 'Payout', exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Amount paid')).toBeVisible();
  await expect(card.getByText(paidText)).toBeVisible();
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
  await shots(page, 'certificates-payout');
  await expectCertificateDownloads(page, card);

  // Its short id (the QR code's address): the public page verifies it, signed out, first name and initial only.
  const verifyPage = await openCertificateCheck(browser, page, card);
  await expect(verifyPage.getByText('Payout', { exact: true }).first()).toBeVisible();
  await expect(verifyPage.getByText(paidText)).toBeVisible();
  await expect(verifyPage.getByText(wallet)).toHaveCount(0);
  await shots(verifyPage, 'certificate-check-payout');
  await verifyPage.context().close();
});

// The firm blocks the account after the trader asked (a chargeback): the review says what changed since the request,
// and approving it is refused (-60); the request can still be rejected.
test('a payout of an account blocked after the request: the review shows the change, approval is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, imported, wallet } = await fundedTraderWithProfit(page, 'payout-blocked');
  await page.goto('/dashboard/home');
  expect(await askServer(page, imported.traderAccountId, 200_00, wallet)).toBe(ResultCode.Ok);
  await blockAccount(imported.traderAccountId, 18, 'chargeback');

  const firmContext = await browser.newContext({ viewport: { width: 1280, height: 860 }, baseURL: CONSOLE_URL });
  const firm = await firmContext.newPage();
  await firm.goto('/backoffice/sign-in');
  await firm.getByLabel('E-mail').fill(FINANCE.email);
  await firm.getByLabel('Password', { exact: true }).fill(FINANCE.password);
  await firm.getByRole('button', { name: 'Continue' }).click();
  await passSecondFactor(firm, DEMO_FINANCE_TOTP_SECRET);
  await firm.goto('/backoffice/payouts');
  await firm.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  const changed = firm.getByRole('alert').filter({ hasText: 'Changed since the request' });
  await expect(changed).toContainText(
    /Funded, not blocked: at the request OK · Funded; now No · Blocked: another reason/,
  );
  await noViolations(firm, 'payout review with changes', { soft: true });
  await shots(firm, 'backoffice-payout-changed');
  await firm.getByRole('button', { name: 'Approve' }).click();
  const dialog = firm.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The payout is blocked');
  await shots(firm, 'backoffice-payout-approve-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(firm.getByText('Requested').first()).toBeVisible();
  await firmContext.close();
});

/** The owner sets Northwind's minimum in the console (confirming the save), as docs/payouts.md describes. */
async function setMinimum(firm: Page, usd: string) {
  await firm.goto(`${CONSOLE_URL}/backoffice/payout-settings`);
  const brand = firm.getByLabel('Brand');
  const northwind = await brand.locator('option', { hasText: 'Northwind' }).getAttribute('value');
  await brand.selectOption(northwind!);
  await firm.getByLabel('Minimum (USD)').fill(usd);
  await firm.getByRole('button', { name: 'Save changes' }).click();
  const dialog = firm.getByRole('dialog');
  await expect(dialog).toContainText(`Minimum $${usd.replace(/\.00$/, '')}`);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(firm.getByText(/Payout settings of .*Northwind.* saved/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

// The firm raises the minimum above what the trader may withdraw: the next request is refused (-202), before
// asking on the request page and by the server; lowered again, the same request goes through.
test('a bound changed in the console applies to the trader’s next payout request', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { imported, wallet } = await fundedTraderWithProfit(page, 'payout-bound');

  // The run's demo owner (operators.setup.ts): owners and brand admins change a brand's payout settings.
  const firm = await ownerConsole(browser);
  await firm.getByRole('link', { name: 'Payout settings' }).click();
  await expect(firm.getByRole('heading', { name: 'Payout settings', level: 1 })).toBeVisible();
  // A bound the contract refuses is named on its field, nothing is sent.
  await firm.getByLabel('Maximum (USD)').fill('10.00');
  await firm.getByRole('button', { name: 'Save changes' }).click();
  await expect(firm.getByText('The maximum must not be below the minimum')).toBeVisible();
  await noViolations(firm, 'payout settings', { soft: true });
  await shots(firm, 'backoffice-payout-settings');
  await setMinimum(firm, '900.00');

  // The $800 withdrawable is under the new minimum: the form says so instead of asking for an amount.
  await page.goto(`/dashboard/payouts-request?account=${imported.traderAccountId}`);
  await expect(page.getByText(/is below the minimum payout of \$900\./)).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveCount(0);
  await expect(item(page, 'At least the minimum')).toContainText('$900');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  expect(await askServer(page, imported.traderAccountId, 500_00, wallet)).toBe(ResultCode.AmountLessThanMin);

  await setMinimum(firm, '50.00');
  await firm.context().close();
  await page.reload();
  await page.getByLabel('Amount (USD)').fill('500');
  await expect(item(page, 'At least the minimum')).toContainText('$50');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  expect(await askServer(page, imported.traderAccountId, 500_00, wallet)).toBe(ResultCode.Ok);
});
