import { expect, type Locator, type Page } from '@playwright/test';

/** A list read first at its first page, then at its second: each page's first row, and the second's address. */
export type TwoPages = { firstPage: string; secondPage: string; secondUrl: string };

/** Turns a list from its first page to its second with `next`: the address takes a position, the rows change. */
export async function turnToSecondPage(page: Page, rows: Locator, next: Locator): Promise<TwoPages> {
  const firstPage = (await rows.nth(1).textContent())!;
  await next.click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  const secondUrl = page.url();
  await expect(rows.nth(1)).not.toHaveText(firstPage);
  return { firstPage, secondPage: (await rows.nth(1).textContent())!, secondUrl };
}

/** Back to the first page and forward to the second again: each page is a step of the browser's history. */
export async function backAndForward(page: Page, rows: Locator, pages: TwoPages) {
  await page.goBack();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(rows.nth(1)).toHaveText(pages.firstPage);
  await page.goForward();
  await expect(page).toHaveURL(pages.secondUrl);
  await expect(rows.nth(1)).toHaveText(pages.secondPage);
}
