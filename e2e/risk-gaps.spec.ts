import { expect, test } from '@playwright/test';
import { ownerConsole } from './support/operator-session.ts';
import { noViolations, screenshots } from './support/screens.ts';

const shots = screenshots();

// The risk settings are confirmed before they are saved: the dialog lists each value that changes.
test('the risk settings ask for a confirmation listing what changes; cancelling saves nothing', async ({ browser }) => {
  const owner = await ownerConsole(browser, {}, '/backoffice/risk/settings');
  const threshold = owner.getByLabel('Threshold (score, 0 to 1)');
  await expect(threshold).toHaveValue('0.6');
  await threshold.fill('0.75');
  await owner.getByLabel('Matching window (milliseconds)').fill('30000');
  await owner.getByRole('button', { name: 'Save changes' }).click();
  const dialog = owner.getByRole('dialog', { name: /Save the risk settings of/ });
  await expect(dialog).toContainText('2 values change');
  await expect(dialog.getByRole('listitem')).toHaveText([/Threshold.*0\.6 → 0\.75/, /Matching window.*60000 → 30000/]);
  await noViolations(owner, 'risk settings confirmation', { soft: true });
  await shots(owner, 'risk-settings-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await owner.getByRole('button', { name: 'Discard changes' }).click();
  await expect(threshold).toHaveValue('0.6');
  await owner.context().close();
});
