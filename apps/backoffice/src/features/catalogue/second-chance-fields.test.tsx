import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPackage } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { retype, savedBody, saveChanges } from '../../test/user-input.ts';
import { PACKAGE, meHandler, ok } from '../../test/catalogue-fixtures.ts';
import PackageScreen from './package-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

/** The package page over a package with these terms; answers the bodies its saves send. */
async function openWith(secondChance: AdminPackage['secondChance']) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    meHandler,
    http.get('*/api/admin/v1/Packages/:id', () => ok({ ...PACKAGE, secondChance })),
    http.post('*/api/admin/v1/Packages/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return ok({ ...PACKAGE, secondChance: body.secondChance ?? secondChance });
    }),
  );
  renderScreen(<PackageScreen />, '/catalogue/packages/:id', `/catalogue/packages/${PACKAGE.id}`);
  return { sent, terms: await screen.findByRole('group', { name: 'Second chance' }, { timeout: 10_000 }) };
}

describe('the package editor: a second chance', () => {
  it('switches on a free retry and a reset at 15 % off, and saves only the terms', async () => {
    const { sent, terms } = await openWith(null);
    const user = userEvent.setup();
    expect(within(terms).queryByLabelText('Percent off')).not.toBeInTheDocument();
    await user.click(within(terms).getByRole('checkbox', { name: /Offer a free retry/ }));
    await user.click(within(terms).getByRole('checkbox', { name: /Offer a paid reset/ }));
    await user.selectOptions(within(terms).getByLabelText('Reset price'), 'percentOff');
    await retype(user, within(terms).getByLabelText('Percent off'), '15');
    expect(await savedBody(user, sent)).toEqual({
      secondChance: {
        freeRetry: { enabled: true, maxPerAccount: 1 },
        paidReset: { enabled: true, price: { kind: 'percentOff', percent: 15 }, maxPerAccount: 1 },
      },
    });
  });

  it('edits a fixed price in the package currency and keeps the other currencies’ prices', async () => {
    const { sent, terms } = await openWith({
      freeRetry: { enabled: false, maxPerAccount: 1 },
      paidReset: { enabled: true, price: { kind: 'fixed', amounts: { USD: 9_900, EUR: 8_900 } }, maxPerAccount: 2 },
    });
    const user = userEvent.setup();
    const amount = within(terms).getByLabelText('Reset price in USD');
    expect(amount).toHaveValue('99');
    await retype(user, amount, '79.50');
    expect(await savedBody(user, sent)).toEqual({
      secondChance: {
        freeRetry: { enabled: false, maxPerAccount: 1 },
        paidReset: { enabled: true, price: { kind: 'fixed', amounts: { USD: 7_950, EUR: 8_900 } }, maxPerAccount: 2 },
      },
    });
  });

  it('refuses a limit out of range on its field, sending nothing', async () => {
    const { sent, terms } = await openWith(null);
    const user = userEvent.setup();
    await user.click(within(terms).getByRole('checkbox', { name: /Offer a free retry/ }));
    await retype(user, within(terms).getByLabelText('Most per account'), '0');
    await saveChanges(user);
    expect(await within(terms).findByText(/at least 1|1 or more|too small/i)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
