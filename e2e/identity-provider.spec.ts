import { expect, test } from '@playwright/test';
import { ownerConsole } from './support/operator-session.ts';
import { noViolations, screenshots } from './support/screens.ts';

const shots = screenshots('backoffice-');

test('the owner sees the brand’s identity-verification provider: the sandbox by default, Sumsub’s and Veriff’s keys write-only', async ({
  browser,
}) => {
  const console_ = await ownerConsole(browser);
  await console_.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Brands' }).click();
  await console_.getByRole('link', { name: 'Northwind Funded' }).click();
  const section = console_.getByRole('article', { name: 'Identity verification provider' });
  await expect(section.getByLabel('Provider')).toHaveValue('sandbox');

  await section.getByLabel('Provider').selectOption('sumsub');
  await expect(section.getByLabel('Level of the identity step')).toBeVisible();
  await expect(section.getByLabel('App token')).toHaveAttribute('type', 'password');
  await expect(section.getByText('Not set yet').first()).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
    /\/api\/kyc\/v1\/webhook\/sumsub\?brand=/,
  );
  await section.scrollIntoViewIfNeeded();
  await noViolations(console_, 'identity provider section');
  await shots(console_, 'identity-provider-sumsub');

  await section.getByLabel('Provider').selectOption('veriff');
  await expect(section.getByLabel('Shared secret key')).toBeVisible();
  await shots(console_, 'identity-provider-veriff');
});
