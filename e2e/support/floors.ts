import type { Page } from '@playwright/test';

/** The dashboard's loss floors ("… your equity must stay above $X."), in dollars. */
export async function lossFloors(page: Page, accountId: string) {
  await page.goto(`/dashboard/challenge/${accountId}`);
  const floor = async (name: string) => {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    const text = await row.getByText(/must stay above/).textContent();
    return Number(/must stay above \$([\d,.]+)/.exec(text ?? '')![1]!.replaceAll(',', ''));
  };
  return { daily: await floor('Max daily loss'), max: await floor('Max loss') };
}
