import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ApiPath, SITE_VERSION, SITE_VERSION_HEADER } from '@portal/contract';
import { CONSOLE_URL } from './support/env.ts';
import { backAndForward, turnToSecondPage } from './support/list-pages.ts';
import { OWNER_STATE, ownerApiSession } from './support/operator-session.ts';
import { noViolations, screenshots } from './support/screens.ts';

/**
 * The console's lists read by position (docs/decisions/084-console-lists-by-position.md): the audit log, filtered
 * to the API keys made, over more than one page of 50; next, previous, last and first, each a step of the URL that
 * back, forward and a reload keep; an edited link's position refused in words and the list opened at its start; the
 * payout queue's position and filters kept by the URL through back and forward, and the queues photographed; the
 * orders list exported with its filter and the CSV read (docs/decisions/088-list-exports.md).
 */
const shots = screenshots('console-lists-');
const ACTION = 'apiKeys.created';
const WANTED = 53;

test.use({ baseURL: CONSOLE_URL, storageState: OWNER_STATE });

/** At least WANTED audit entries of ACTION: the keys missing are made through the admin API (each one audited). */
async function enoughEntries() {
  const session = await ownerApiSession();
  const headers = { cookie: session.cookie, [SITE_VERSION_HEADER]: SITE_VERSION };
  const read = await fetch(`${CONSOLE_URL}${ApiPath.adminAudit}?action=${ACTION}&pageSize=1`, { headers });
  const have = ((await read.json()) as { data: { count: { value: number } } }).data.count.value;
  for (let i = have; i < WANTED; i++) {
    const made = await fetch(`${CONSOLE_URL}${ApiPath.adminApiKeys}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': session.xsrf },
      body: JSON.stringify({ name: `paging ${i}`, brandIds: null, actions: ['audit.read'] }),
    });
    expect(made.status).toBe(200);
  }
}

test('the audit log pages by position through the URL: next, back, forward, reload, last, first', async ({ page }) => {
  await enoughEntries();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/backoffice/audit?action=${ACTION}`);
  await expect(page.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(51); // the head and 50 entries
  await expect(page.getByText(/^\d+ entries$/)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: /First/ })).toBeDisabled();
  const pages = await turnToSecondPage(page, rows, pager.getByRole('button', { name: /Next/ }));
  const { firstPage, secondPage } = pages;
  await noViolations(page, 'audit, second page');
  await shots(page, 'audit-second-page');

  await backAndForward(page, rows, pages);
  await page.reload();
  await expect(rows.nth(1)).toHaveText(secondPage);
  await expect(page.getByLabel('Action')).toHaveValue(ACTION); // the filter stays with the position

  await pager.getByRole('button', { name: /Previous/ }).click();
  await expect(rows.nth(1)).toHaveText(firstPage);
  await pager.getByRole('button', { name: /Last/ }).click();
  await expect(page).toHaveURL(/cursor=last/);
  await expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();
  await pager.getByRole('button', { name: /First/ }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/audit\\?action=${ACTION}$`));
  await expect(rows.nth(1)).toHaveText(firstPage);
});

/** At least 26 discount codes in the first brand the catalogue opens (more than its page of 25), made through the API. */
async function enoughCodes(): Promise<string> {
  const session = await ownerApiSession();
  const headers = { cookie: session.cookie, [SITE_VERSION_HEADER]: SITE_VERSION };
  const brands = await fetch(`${CONSOLE_URL}${ApiPath.adminBrands}`, { headers });
  const brandId = ((await brands.json()) as { data: { items: Array<{ id: string }> } }).data.items[0]!.id;
  const read = await fetch(`${CONSOLE_URL}${ApiPath.adminDiscountCodes}?brandId=${brandId}&pageSize=1`, { headers });
  const have = ((await read.json()) as { data: { count: { value: number } } }).data.count.value;
  for (let i = have; i < 26; i++) {
    const made = await fetch(`${CONSOLE_URL}${ApiPath.adminDiscountCodes}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': session.xsrf },
      body: JSON.stringify({ brandId, code: `PAGING${i}${Date.now().toString(36)}`, kind: 'percent', value: 5 }),
    });
    expect(made.status).toBe(200);
  }
  return brandId;
}

test("the catalogue's discount codes page by position, newest first, the page in the URL", async ({ page }) => {
  const brandId = await enoughCodes();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`/backoffice/catalogue?brand=${brandId}`);
  const codes = page.getByRole('article', { name: 'Discount codes' });
  const rows = codes.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26); // the head and 25 codes
  await expect(codes.getByText(/^\d+ discount codes$/)).toBeVisible();
  const { firstPage } = await turnToSecondPage(page, rows, codes.getByRole('button', { name: /Next/ }));
  await expect(page).toHaveURL(new RegExp(`brand=${brandId}`)); // the brand stays with the position
  await shots(page, 'catalogue-codes-second-page');
  await page.goBack();
  await expect(rows.nth(1)).toHaveText(firstPage);
});

test("an edited link's position is refused in words, and trying again opens the list at its start", async ({
  page,
}) => {
  await page.goto('/backoffice/orders?cursor=edited-by-hand');
  await expect(page.getByText(/This page's position is not valid/)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/backoffice\/orders$/);
  await expect(page.getByRole('table')).toBeVisible();
  await shots(page, 'orders');
});

test('the payout queue keeps its position and filters in the URL: a link to its end, a new filter, back, forward', async ({
  page,
}) => {
  await page.goto('/backoffice/payouts?cursor=last');
  await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible(); // the risk demo's waiting payout at least
  await expect(page.getByText(/^\d+ payouts?$/)).toBeVisible();
  const pending = await table.textContent();
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/backoffice\/payouts\?status=2$/); // a new filter starts at the first page
  await page.goBack();
  await expect(page).toHaveURL(/\/backoffice\/payouts\?cursor=last$/);
  await expect(table).toHaveText(pending!);
  await page.goForward();
  await expect(page).toHaveURL(/status=2$/);
  await expect(page.getByLabel('Status')).toHaveValue('2');
  await shots(page, 'payouts-paid');
  for (const [path, name] of [
    ['/backoffice/payouts', 'payouts'],
    ['/backoffice/risk', 'risk'],
    ['/backoffice/verification', 'verification'],
    ['/backoffice/scaling', 'scaling'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shots(page, name);
  }
});

test("the owner exports the filtered orders list and reads the CSV: its rows, in the list's order", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/backoffice/orders?status=0');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const shown = (await rows.locator('td:first-child').allTextContents()).map((n) => n.trim());
  expect(shown.length).toBeGreaterThan(0);

  const button = page.getByRole('button', { name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(button).toBeEnabled();
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('id,number,')).toBe(true); // the field names, no byte-order mark
  const records = parse(text, { columns: true }) as Array<Record<string, string>>;
  expect(records.length).toBeGreaterThanOrEqual(shown.length);
  expect(records.every((r) => r.status === '0')).toBe(true); // the filter in force
  expect(records.slice(0, shown.length).map((r) => r.number)).toEqual(shown);
  await shots(page, 'orders-exported');
});
