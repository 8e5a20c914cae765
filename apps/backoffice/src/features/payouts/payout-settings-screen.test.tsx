import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayoutSettings } from '@portal/contract';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { BRAND, ME, ok } from '../../test/catalogue-fixtures.ts';
import { refusedWith, serveSettings } from '../../test/settings-server.ts';
import PayoutSettingsScreen from './payout-settings-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const PACKAGE_ID = '22222222-2222-4222-8222-222222222222';
const me = (actions: string[]) => ({ ...ME, actions });
const SETTINGS: AdminPayoutSettings = {
  brandId: BRAND.id,
  custom: false,
  minUsd: 5_000,
  maxUsd: 10_000_000,
  usdRates: { EUR: 920_000 },
  bankTransfer: true,
  crypto: [{ asset: 'USDT', network: 'TRC20' }],
  updatedAt: null,
  packages: [
    {
      id: PACKAGE_ID,
      code: 'classic-10000',
      name: 'Two-Step Challenge 10K',
      currency: 'USD',
      visible: true,
      profitSplitPercent: 80,
      payoutCycleDays: 14,
    },
  ],
};
const url = '*/api/admin/v1/PayoutSettings/:id';
const EDIT = ['payoutSettings.read', 'payoutSettings.edit'];
const serve = (settings: AdminPayoutSettings, actions: string[], saved?: (body: unknown) => Response) =>
  serveSettings(server, { url, actions, settings, saved });
const open = () => renderScreen(<PayoutSettingsScreen />, '/payout-settings', '/payout-settings');

describe('the payout settings screen', () => {
  it('refuses min above max and no method on their fields before asking, then confirms and saves', async () => {
    const sent = serve(SETTINGS, EDIT, (body) =>
      ok({
        ...SETTINGS,
        custom: true,
        minUsd: (body as { minUsd: number }).minUsd,
        updatedAt: '2026-11-24T12:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/no payout settings of its own yet/)).toBeTruthy();
    const min = screen.getByLabelText('Minimum (USD)');
    await user.clear(min);
    await user.type(min, '200000');
    await user.click(screen.getByLabelText('Bank transfer'));
    await user.click(screen.getByLabelText('USDT on Tron (TRC-20)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The maximum must not be below the minimum')).toBeTruthy();
    expect(screen.getByText('Switch on at least one method')).toBeTruthy();
    expect(screen.getByLabelText('Maximum (USD)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await user.clear(min);
    await user.type(min, '75.50');
    await user.click(screen.getByLabelText('USDT on Tron (TRC-20)'));
    const days = screen.getByLabelText('Payout cycle of Two-Step Challenge 10K in days');
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Minimum \$75\.50, maximum \$100,000;/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      minUsd: 7_550,
      maxUsd: 10_000_000,
      usdRates: { EUR: 920_000 },
      bankTransfer: false,
      crypto: [{ asset: 'USDT', network: 'TRC20' }],
      packageCycles: [{ packageId: PACKAGE_ID, payoutCycleDays: 7 }],
    });
    expect(await screen.findByText('Payout settings of Northwind saved')).toBeTruthy();
  });

  it('edits the rates as rows: a bad currency is named on its row, a removed row is not sent', async () => {
    const sent = serve({ ...SETTINGS, usdRates: { EUR: 920_000, GBP: 790_000 } }, EDIT, () =>
      ok({ ...SETTINGS, custom: true, updatedAt: '2026-11-24T12:00:00.000Z' }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
    const currencies = screen.getAllByLabelText('Currency');
    await user.type(currencies[2]!, 'usd');
    await user.type(screen.getAllByLabelText('Rate per USD')[2]!, '1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use a three-letter currency code other than USD (EUR)')).toBeTruthy();
    expect(currencies[2]!.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Remove\s*usd/ }));
    await user.click(screen.getByRole('button', { name: /Remove\s*EUR/ }));
    expect(screen.getAllByLabelText('Currency')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { usdRates: unknown }).usdRates).toEqual({ GBP: 790_000 });
  });

  it('puts the server’s issues on their fields: a rate missing for a currency, a bad rate', async () => {
    serve(SETTINGS, EDIT, () =>
      refusedWith([
        { path: 'usdRates.GBP', message: 'validation.usdRateMissing' },
        { path: 'body.usdRates.EUR', message: 'validation.usdRate' },
      ]),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Add a rate for GBP: packages are sold in it')).toBeTruthy();
    expect(screen.getByText('Enter a rate above 0 and at most 100,000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows finance the settings without a way to change them, and a failed read with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/admin/v1/auth/Me', () => ok(me(['payoutSettings.read']))),
      http.get(url, () =>
        fail ? HttpResponse.json({ result: -8, data: null }, { status: 500 }) : ok({ ...SETTINGS, custom: true }),
      ),
    );
    const user = userEvent.setup();
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The server could not do this. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(/Your role may read these settings/)).toBeTruthy();
    expect(screen.getByLabelText('Minimum (USD)').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByText('Two-Step Challenge 10K')).toBeTruthy();
  });

  it('loads its texts in the operator’s language with the screen', async () => {
    serve(SETTINGS, EDIT);
    await setLanguage('de', { remember: false });
    try {
      open();
      // the long word may break at its soft hyphen on a phone (Auszahlungs-einstellungen), as the menu's label does
      expect(await screen.findByRole('heading', { name: 'Auszahlungs\u00adeinstellungen', level: 1 })).toBeTruthy();
      expect(screen.getByLabelText('Auszahlungszyklus von Two-Step Challenge 10K in Tagen')).toBeTruthy();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });
});
