import { expect, test } from '@playwright/test';
import { signInThroughScreens } from './support/helpers.ts';
import { CONSOLE_URL } from './support/env.ts';
import { operatorConsole, ownerConsole } from './support/operator-session.ts';
import { RING, RING_HALVER } from './support/risk-demo.ts';
import { DEMO_RISK_TOTP_SECRET } from './support/second-factor.ts';
import { noViolations, screenshots } from './support/screens.ts';

/** The seeded demo risk analyst (docs/tour.md "Back office"): the risk desk is their work. */
const ANALYST = { email: 'risk@demo.test', password: 'DemoRisk#2026', totpSecret: DEMO_RISK_TOTP_SECRET };
const REASON = 'Copy-trading ring: orders mirrored across three traders within seconds';
const ringLogins = RING.map((r) => r.account.login);
const shots = screenshots();

// The demo's copy ring (three Northwind traders, seeded through the signed bridge at the server's first start) is
// found by live detection; the analyst confirms it; the accounts are blocked, the waiting payout rejected, the
// audit log holds each step, and the ring's funded trader reads the reason.
test('the seeded copy ring appears on the risk desk; confirming it blocks the accounts, rejects the payout, is audited and the trader reads why', async ({
  page,
  browser,
}) => {
  // Four people's screens one after the other (analyst, owner twice, trader), each checked by axe: about 30 s alone,
  // past the suite's 60 s in the shared lane beside another spec.
  test.setTimeout(150_000);
  const desk = await operatorConsole(browser, ANALYST);

  // The ring's case: detection runs beside the ingestion, so the list is asked again until the pass has written it.
  const ringRow = desk
    .getByRole('row')
    .filter({ hasText: 'Copy-trading ring' })
    .filter({ hasText: ringLogins[0]! })
    .filter({ hasText: ringLogins[1]! })
    .filter({ hasText: ringLogins[2]! });
  await expect(async () => {
    await desk.goto(`${CONSOLE_URL}/backoffice/risk?signal=copy`);
    await expect(ringRow).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await noViolations(desk, 'risk desk', { soft: true });
  await shots(desk, 'risk-desk');
  // While the case is open, the owner's payout queue marks the ring's waiting payout as held (as its review does).
  const queue = await ownerConsole(browser, {}, '/backoffice/payouts');
  const held = queue.getByRole('row').filter({ hasText: RING_HALVER.trader.email });
  await expect(held.getByText('Held: risk case')).toBeVisible();
  await noViolations(queue, 'payout queue', { soft: true });
  await shots(queue, 'payouts-queue-held');
  await queue.context().close();
  await ringRow.getByRole('link').first().click();
  await expect(desk.getByRole('heading', { name: /Copy trading · 3 accounts/ })).toBeVisible();
  // The evidence: each pair's copied trades on one timeline, the seconds between them.
  await expect(desk.getByText('Copied trades').first()).toBeVisible();
  await expect(desk.getByText(/matched openings/).first()).toBeVisible();
  await expect(desk.getByText(/1 payout waits for this case/)).toBeVisible();
  await noViolations(desk, 'risk case', { soft: true });
  await shots(desk, 'risk-case');

  await desk.getByRole('button', { name: 'Decide' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Confirm abuse/ }).check();
  await expect(dialog.getByRole('status')).toContainText('3 accounts will be blocked and 1 open payout rejected');
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Confirm abuse' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText(/Abuse confirmed/)).toBeVisible();
  await expect(desk.getByText(REASON)).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Decide' })).toBeHidden();
  await desk.context().close();

  // The owner's console: the three accounts blocked, the audit log holding the decision, the blocks, the rejection.
  const owner = await ownerConsole(browser);
  for (const login of ringLogins) {
    await owner.goto(`/backoffice/accounts?q=${login}`);
    await expect(owner.getByRole('row').filter({ hasText: login })).toContainText(/Blocked/);
  }
  await owner.goto('/backoffice/audit');
  for (const action of ['risk.decided', 'accounts.blocked', 'payouts.rejected']) {
    await expect(owner.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  await owner.context().close();

  // The ring's funded trader: the payout rejected, with the analyst's reason.
  await page.goto('/sign-in');
  await signInThroughScreens(page, RING_HALVER.trader.email, RING_HALVER.trader.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/payouts');
  await expect(page.getByRole('listitem').filter({ hasText: 'Rejected' }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByText(REASON)).toBeVisible();
});
