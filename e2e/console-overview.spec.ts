import { expect, test } from '@playwright/test';
import { ownerConsole } from './support/operator-session.ts';
import { noViolations, screenshots } from './support/screens.ts';

const shots = screenshots('console-overview-', 2400);

test('the owner reads the overview for a period and follows a figure into the list it counts', async ({ browser }) => {
  const page = await ownerConsole(browser, {}, '/backoffice/overview?period=90d');
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  const paid = page.getByRole('article', { name: 'Orders paid' });
  const figure = paid.getByRole('link');
  await expect(figure).toBeVisible();
  const count = (await figure.innerText()).trim();
  await expect(page.getByRole('img', { name: /Revenue in [A-Z]{3} per day/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Funnel' })).toBeVisible();
  await noViolations(page, 'overview', { soft: true });
  await shots(page, 'owner');

  // The figure opens the orders list with the same filters: paid, in the period and currency; its count is the figure.
  await figure.click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/status=0&paidFrom=.+&paidTo=.+&currency=[A-Z]{3}/);
  await expect(page.getByText(/^Paid from /)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${count.replace(/[.,]/g, '\\$&')} orders?$`))).toBeVisible();
  // Back on the overview, the period is still the one chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\/overview\?period=90d$/);
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('90d');
  await page.context().close();
});
