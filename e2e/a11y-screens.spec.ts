import { expect, test } from '@playwright/test';
import { signInThroughScreens } from './support/helpers.ts';
import { photo } from './support/photos.ts';
import { axe } from './support/screens.ts';

// Each theme as the device asks for it (the demo trader keeps the device's choice): the dark tokens are held to the
// same rules as the light ones.
for (const scheme of ['light', 'dark'] as const)
  test.describe(`in ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      const shot = (name: string) => `${name}-${width}${scheme === 'dark' ? '-dark' : ''}`;
      test(`sign-in, sign-up, home, the buying screens and the calendar have no WCAG 2.1 A/AA violations, screenshots at ${width} px`, async ({
        page,
      }) => {
        // Six screens, each checked by axe: on a loaded machine this journey alone can pass a minute.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
        for (const path of ['/sign-in', '/sign-up']) {
          await page.goto(path);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          const { violations } = await axe(page);
          expect(
            violations.map((v) => `${v.id}: ${v.help}`),
            path,
          ).toEqual([]);
          if (path === '/sign-in') await photo(page, shot('sign-in'));
        }
        await page.goto('/sign-in');
        await signInThroughScreens(page, 'trader@demo.test', 'DemoTrader#2026');
        await expect(page).toHaveURL(/\/dashboard\/home/);
        await expect(page.getByRole('heading', { name: 'My challenges' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const { violations } = await axe(page);
        expect(
          violations.map((v) => `${v.id}: ${v.help}`),
          'home',
        ).toEqual([]);
        await photo(page, shot('home'));

        // The buying screens: the package comparison, the review step and the orders list.
        const screens: [string, string, () => Promise<void>][] = [
          [
            '/dashboard/new-challenge',
            'new challenge',
            () => expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible(),
          ],
          [
            '/dashboard/economic-calendar',
            'economic calendar',
            () => expect(page.getByText(/High impact/).first()).toBeVisible(),
          ],
          [
            '/dashboard/orders',
            'orders',
            () => expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible(),
          ],
        ];
        for (const [path, name, ready] of screens) {
          await page.goto(path);
          await ready();
          const found = await axe(page);
          expect(
            found.violations.map((v) => `${v.id}: ${v.help}`),
            name,
          ).toEqual([]);
          if (name === 'economic calendar') await photo(page, shot('economic-calendar'));
        }
        // The review step, from the package comparison (the demo trader has orders: no empty list's link to it).
        await page.goto('/dashboard/new-challenge');
        await page
          .getByRole('button', { name: /^Select / })
          .first()
          .click();
        await expect(page.getByRole('heading', { name: 'Review your challenge' })).toBeVisible();
        const review = await axe(page);
        expect(
          review.violations.map((v) => `${v.id}: ${v.help}`),
          'review step',
        ).toEqual([]);
        await photo(page, shot('review'));
      });
    }
  });
