import { expect, test } from '@playwright/test';
import { OWNER_EMAIL, ownerConsole } from './support/operator-session.ts';
import { screenshots, noViolations } from './support/screens.ts';

/** The run's demo owner (operators.setup.ts); the demo finance operator is the one managed here. */
const FINANCE = 'finance@demo.test';

const shots = screenshots('backoffice-');

// Only reversible actions: the demo finance operator's password and TOTP secret are used by payouts.spec.ts, so the
// reset itself is confirmed-then-cancelled here (the API and component suites carry it through).
test('the owner opens an operator, ends the sessions, disables and enables, and is asked before a reset', async ({
  browser,
}) => {
  const page = await ownerConsole(browser);

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: FINANCE });
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Enrolled');
  await noViolations(page, 'operators');
  await shots(page, 'operators');

  await row.getByRole('link', { name: FINANCE }).click();
  await expect(page.getByRole('heading', { name: FINANCE })).toBeVisible();
  await noViolations(page, 'operator');
  await shots(page, 'operator');

  await page.getByRole('button', { name: 'Reset sign-in' }).click();
  const reset = page.getByRole('dialog', { name: `Reset the sign-in of ${FINANCE}?` });
  await expect(reset).toContainText('out of band');
  await shots(page, 'operator-reset-confirm');
  await reset.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'End sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText(/sessions? ended/)).toBeVisible();

  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${FINANCE} is disabled`)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await shots(page, 'operator-disabled');
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(`${FINANCE} is enabled`)).toBeVisible();

  // Each action is in the audit log.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['operators.sessions_ended', 'operators.disabled', 'operators.enabled'])
    await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  // found by the owner's e-mail as a colleague would type it
  await page.getByLabel('Actor (e-mail or ID)').fill(OWNER_EMAIL.toUpperCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/actorEmail=OWNER%40DEMO\.TEST/);
  await expect(page.getByRole('row').filter({ hasText: 'operators.disabled' }).first()).toBeVisible();
  // every entry listed is the owner's: none of the demo's other actors (the system, other operators) is left
  const entries = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasNotText: OWNER_EMAIL })).toHaveCount(0);
  await shots(page, 'audit-by-actor');
});
