import { expect, test, type Locator, type Page } from '@playwright/test';
import { fundedAccountWithProfit } from './support/admin.ts';
import { newEmail, signInThroughScreens, signUpThroughScreens } from './support/helpers.ts';
import { noViolations, screenshots } from './support/screens.ts';
import { photo } from './support/photos.ts';
import { newIban } from '../apps/server/test/payout-destinations.ts';

/**
 * The screens a trader trusts with money, measured in the browser (what jsdom cannot see): amounts on one line,
 * values under their labels, a refusal scrolled into view, the not-found page in the visitor's layout.
 */

const WIDTHS = [375, 1280] as const;
const shots = screenshots('money-');

/** A trader signed up through the screens, with a funded account on which the bridge closed +$1,000 20 days ago. */
async function fundedTraderWithProfit(page: Page) {
  const email = newEmail('money');
  await signUpThroughScreens(page, email);
  return (await fundedAccountWithProfit(email, 100_000)).imported;
}

type Fact = { label: string; indent: number; lines: number; moneyLines: number[] };

/** Each label/value pair of a definition list: how far the value sits right of its label, and its line count. */
const factsOf = (list: Locator): Promise<Fact[]> =>
  list.evaluate((dl) =>
    Array.from(dl.querySelectorAll(':scope > div')).map((pair) => {
      const dt = pair.querySelector('dt')!;
      const dd = pair.querySelector('dd')!;
      const box = dd.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
      return {
        label: dt.textContent ?? '',
        indent: box.left - dt.getBoundingClientRect().left,
        lines: Math.round(box.height / lineHeight),
        // an inline box broken across lines has one client rect per line
        moneyLines: Array.from(dd.querySelectorAll('.money')).map((money) => money.getClientRects().length),
      };
    }),
  );

/** At both widths: no value indented under its label, every amount on one line, the named values unwrapped. */
async function expectFactsWhole(page: Page, list: Locator, unwrapped: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    const facts = await factsOf(list);
    expect(facts.length, `facts at ${width}px`).toBeGreaterThan(0);
    for (const fact of facts) {
      expect(Math.abs(fact.indent), `${fact.label} indent at ${width}px`).toBeLessThan(1);
      for (const lines of fact.moneyLines) expect(lines, `${fact.label} amount lines at ${width}px`).toBe(1);
      if (unwrapped.includes(fact.label)) expect(fact.lines, `${fact.label} lines at ${width}px`).toBe(1);
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

test('amounts read whole and values sit under their labels: the ProfitWidget, Payout is coming, Payout Details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fundedTraderWithProfit(page);

  // Home: the payout day passed 6 days ago, so the next payout is now, not a past date.
  await page.goto('/dashboard/home');
  const widget = page.getByRole('article', { name: /^Profit / });
  await expect(widget.getByText('Withdrawable now')).toBeVisible();
  await expect(widget.locator('dt', { hasText: 'Next payout' }).locator('+ dd')).toHaveText('Now');
  await expectFactsWhole(page, widget.locator('dl'), ['Withdrawable now', 'Next payout', 'Total paid']);
  await shots(page, 'home-profit-widget');

  // Everything withdrawable, by bank transfer to an IBAN of the trader's own (the run's traders share one database, and
  // a shared IBAN is a risk case), ending in 3000.
  await widget.getByRole('link', { name: 'Request payout' }).click();
  await expect(page.getByRole('list', { name: 'Before you request' })).toContainText('Next payout: now');
  await page.getByRole('button', { name: 'Withdraw everything available' }).click();
  await page.getByLabel('Account holder').fill('Erin Walsh');
  await page.getByLabel('IBAN').fill(newIban('3000'));
  await page.getByLabel('Bank country').selectOption('DE');
  await page.getByRole('button', { name: 'Request payout' }).click();
  const coming = page.locator('.payout-coming');
  await expect(coming.getByText('DE •••• 3000')).toBeVisible();
  await expectFactsWhole(page, coming.locator('dl'), ['Payout ID', 'Amount', 'Paid to']);
  await shots(page, 'payout-is-coming');

  await coming.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('heading', { name: /Payout Details/ })).toBeVisible();
  await expectFactsWhole(page, page.locator('.payout-details__facts'), ['Amount', 'Payout method', 'Paid to']);
  await noViolations(page, 'payout details');
  await shots(page, 'payout-details');

  // Everything is now held by the request in progress: the form says so instead of an amount "from $50 to $0".
  await page.goto('/dashboard/payouts-request');
  await expect(page.getByText('Nothing to withdraw yet')).toBeVisible();
  await expect(page.getByText(/is held by a payout in progress/)).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveCount(0);
  await shots(page, 'payout-request-nothing');
});

test('a refused sign-up is seen and announced where the trader pressed the button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('E-mail').fill('trader@demo.test');
  await page.getByLabel(/country/i).selectOption('GB');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng#Pass');
  await page.getByLabel('Confirm password').fill('Str0ng#Pass');
  await page.getByRole('checkbox').check();
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'User exists' });
  await expect(alert).toBeInViewport({ ratio: 1 });
  // clear of the sticky header, not under it
  const header = await page.locator('header.site-header').boundingBox();
  await expect.poll(async () => (await alert.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await photo(page, `money-sign-up-refused-375`, { fullPage: false });
});

test('fields the visitor has not touched stay silent; an empty submit names each rule', async ({ page }) => {
  await page.goto('/sign-in');
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  const switcher = page.getByRole('button', { name: /^Language/ });
  await switcher.click();
  await page.keyboard.press('Escape');
  // A changed field is judged when left: once its error shows, the e-mail's check would have shown too.
  await page.getByLabel('Password', { exact: true }).fill('x'.repeat(257));
  await switcher.click();
  await expect(page.getByText('Maximum 256 symbols')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail')).toHaveCount(0);

  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid e-mail')).toBeVisible();
  await expect(page.getByText('Mandatory field')).toHaveCount(4); // names, country, confirmation
  await expect(page.getByText('Password must be between 8 and 64 characters')).toBeVisible();
  await shots(page, 'sign-up-empty');
});

test('the not-found page sits in the layout of the visitor’s state, with one heading', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: /go to home/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Language/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('©');
  await noViolations(page, 'not-found page of a guest');
  await shots(page, 'not-found-guest');

  await page.goto('/sign-in');
  await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
  await expect(page).toHaveURL(/\/dashboard\/home/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Support');
  await noViolations(page, 'not-found page of a trader');
  await shots(page, 'not-found-signed-in');
});
