import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { CONSOLE_URL, E2E_PORT } from './support/env.ts';
import { backAndForward, turnToSecondPage } from './support/list-pages.ts';
import { operatorConsole, ownerApiSession, ownerConsole } from './support/operator-session.ts';
import { DEMO_BRAND_ADMIN_TOTP_SECRET } from './support/second-factor.ts';
import { noViolations, screenshots } from './support/screens.ts';
import { orderConfirmed, paidOrder, smallestTwoStep, verifiedTrader } from './support/trader-history.ts';

const shots = screenshots('console-overview-', 2400);
/** The seeded demo brand admin: Northwind alone (docs/tour.md "Back office"). */
const BRAND_ADMIN = {
  email: 'northwind-admin@demo.test',
  password: 'DemoAdmin#2026',
  totpSecret: DEMO_BRAND_ADMIN_TOTP_SECRET,
};
const NORTHWIND = 'Northwind Funded';
/** More paid orders than a page of the list holds (25): the figure's list has a second page. */
const ORDERS = 27;

/** The figure of a headline card as it reads, and its link. */
const figureOf = (page: Page, name: string) => page.getByRole('article', { name }).getByRole('link');
const escaped = (text: string) => text.replace(/[.,]/g, '\\$&');

let currency = '';

/** Northwind's paid orders of the week in the currency, as the owner's overview counts them. */
async function northwindOrders(brandId: string): Promise<number> {
  const { cookie } = await ownerApiSession();
  const res = await fetch(`${CONSOLE_URL}${ApiPath.adminOverview}?brandId=${brandId}&period=7d&currency=${currency}`, {
    headers: { cookie, [SITE_VERSION_HEADER]: SITE_VERSION },
  });
  return ((await res.json()) as { data: { sales: { orders: number } } }).data.sales.orders;
}

// Northwind's paid orders of the week, enough for two pages: a trader of the run buys them as the web app does.
test.beforeAll(async () => {
  test.setTimeout(120_000); // 27 orders bought one after the other, each paid and confirmed
  const base = `http://localhost:${E2E_PORT}`;
  const { token } = await verifiedTrader(base);
  const pkg = await smallestTwoStep(base);
  currency = pkg.currency;
  const orders = [];
  for (let i = 0; i < ORDERS; i++) orders.push(await paidOrder(base, token, pkg));
  for (const order of orders) await orderConfirmed(base, token, order.id);
});

test('the owner follows a figure into its list, pages through the URL, exports it and reads the CSV; a brand admin sees one brand', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await ownerConsole(browser, {}, '/backoffice/overview?period=90d');
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await expect(figureOf(page, 'Orders paid')).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue in [A-Z]{3} per day/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Funnel' })).toBeVisible();
  // the funnel's counted steps are links (phase 1 passes open the accounts that passed it); the ratio is not
  const funnel = page.getByRole('table', { name: 'Funnel' });
  await expect(funnel.getByRole('row', { name: /First purchases/ }).getByRole('link')).toBeVisible();
  await expect(funnel.getByRole('row', { name: /Phase 1 passed/ }).getByRole('link')).toHaveAttribute(
    'href',
    /\/accounts\?endedFrom=.+&endedTo=.+&ended=passed&phase=1$/,
  );
  await expect(page.getByRole('article', { name: 'Payout ratio' }).getByRole('link')).toHaveCount(0);
  await noViolations(page, 'overview', { soft: true });
  await shots(page, 'owner');

  // Northwind's week in its currency: the figure opens the orders list with the same filters, its count the figure.
  await page.getByLabel('Brand').selectOption({ label: NORTHWIND });
  await page.getByLabel('Period', { exact: true }).selectOption('7d');
  await page.getByLabel('Currency', { exact: true }).selectOption(currency);
  await expect(page).toHaveURL(new RegExp(`\\?period=7d&brandId=[^&]+&currency=${currency}$`));
  const northwindId = new URL(page.url()).searchParams.get('brandId')!;
  const figure = figureOf(page, 'Orders paid');
  const count = (await figure.innerText()).trim();
  expect(Number(count.replace(/\D/g, ''))).toBeGreaterThanOrEqual(ORDERS);
  const overviewUrl = page.url();
  await figure.click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`brandId=.+&status=0&paidFrom=.+&paidTo=.+&currency=${currency}`));
  await expect(page.getByText(/^Paid from /)).toBeVisible();
  await expect(page.getByText(new RegExp(`^${escaped(count)} orders$`))).toBeVisible();

  // Forward and back through the URL: the second page is a step of its own, the filters stay with it.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26); // the head and 25 orders
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /Next/ });
  await backAndForward(page, rows, await turnToSecondPage(page, rows, next));
  await expect(page.getByText(/^Paid from /)).toBeVisible();

  // The export takes the same filters: as many rows as the figure, each paid, in the currency.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const records = parse(await readFile((await download.path())!, 'utf8'), { columns: true }) as Array<
    Record<string, string>
  >;
  expect(records).toHaveLength(Number(count.replace(/\D/g, '')));
  expect(records.every((r) => r.status === '0' && r.currency === currency)).toBe(true);

  // Back on the overview, the brand, period and currency are still the ones chosen.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(overviewUrl);
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('7d');
  await page.context().close();

  // A brand admin of Northwind: the same figures as the owner's Northwind, and no brand to choose.
  const admin = await operatorConsole(browser, BRAND_ADMIN);
  await expect(admin).toHaveURL(/\/backoffice\/overview$/);
  await admin.goto(`${CONSOLE_URL}/backoffice/overview?period=7d&currency=${currency}`);
  await expect(admin.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  // the owner's Northwind figure, asked again as long as the run's other specs may still be buying
  await expect(async () => {
    await admin.reload();
    const mine = (await figureOf(admin, 'Orders paid').innerText()).trim();
    expect(mine).toBe(String(await northwindOrders(northwindId)));
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByLabel('Brand')).toHaveCount(0);
  await noViolations(admin, 'overview of one brand', { soft: true });
  await shots(admin, 'brand-admin');
  await figureOf(admin, 'Orders paid').click();
  await expect(admin).toHaveURL(new RegExp(`status=0&paidFrom=.+&currency=${currency}`));
  await expect(admin).not.toHaveURL(/brandId=/);
  await expect(admin.getByText(new RegExp(`^${escaped(count)} orders$`))).toBeVisible();
  await admin.context().close();
});
