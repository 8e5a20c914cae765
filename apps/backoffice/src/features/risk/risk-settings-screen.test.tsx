import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RISK_PARAMETER_UNITS, type AdminRiskSettings, type RiskSignal } from '@portal/contract';
import { renderScreen } from '../../test/render-screen.tsx';
import { retype, saveChanges } from '../../test/user-input.ts';
import { BRAND, ok } from '../../test/catalogue-fixtures.ts';
import { refusedWith, serveSettings } from '../../test/settings-server.ts';
import { setupTestServer } from '../../test/msw-server.ts';
import RiskSettingsScreen from './risk-settings-screen.tsx';

const server = setupTestServer();

/** Every parameter at 1 (its default too) but the copy window, 60,000 ms. */
const section = (signal: RiskSignal) =>
  Object.fromEntries(Object.keys(RISK_PARAMETER_UNITS[signal]).map((n) => [n, { value: 1, default: 1 }]));
const SETTINGS = {
  brandId: BRAND.id,
  custom: false,
  threshold: { value: 0.6, default: 0.6 },
  parameters: {
    copy: { ...section('copy'), windowMs: { value: 60_000, default: 60_000 } },
    hedge: section('hedge'),
    strategy: section('strategy'),
    identity: section('identity'),
  },
  updatedAt: null,
} as AdminRiskSettings;
const serve = (actions: string[], saved?: () => Response) =>
  serveSettings(server, { url: '*/api/admin/v1/Risk/settings/:id', actions, settings: SETTINGS, saved });
const open = () => renderScreen(<RiskSettingsScreen />, '/risk/settings', '/risk/settings');
/** The screen for an operator who may edit it, every save answered with the settings. */
const openToEdit = () => {
  const sent = serve(['risk.read', 'riskSettings.edit'], () => ok(SETTINGS));
  const user = userEvent.setup();
  open();
  return { sent, user };
};

describe('the risk settings screen', () => {
  it('shows each parameter with its unit and default, sends only the overrides, and saves', async () => {
    const sent = serve(['risk.read', 'riskSettings.edit'], () =>
      ok({ ...SETTINGS, custom: true, updatedAt: '2026-11-24T12:00:00.000Z' }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/no risk settings of its own yet/)).toBeTruthy();
    const window = screen.getByLabelText('Matching window (milliseconds)');
    expect(screen.getByText('Default: 60000')).toBeTruthy();
    await retype(user, window, '30000');
    await retype(user, screen.getByLabelText('Threshold (score, 0 to 1)'), '0.8');
    await saveChanges(user);
    // Nothing is sent before the dialog, which lists what changes, is confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Save the risk settings of Northwind?' });
    expect(sent).toHaveLength(0);
    expect(within(dialog).getByText(/2 values change/)).toBeTruthy();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Threshold (score, 0 to 1)0.6 → 0.8', 'Matching window (milliseconds)60000 → 30000']);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ threshold: 0.8, parameters: { copy: { windowMs: 30_000 } } });
    expect(await screen.findByText('Risk settings of Northwind saved')).toBeTruthy();
  });

  it('puts a value out of range, as the server names it, on its field', async () => {
    serve(['risk.read', 'riskSettings.edit'], () =>
      refusedWith([
        {
          path: 'parameters.copy.windowMs',
          message: 'validation.riskSetting',
          detail: 'risk parameter copy.windowMs is 0: expected a whole number from 1 to 9007199254740991',
        },
      ]),
    );
    const user = userEvent.setup();
    open();
    const window = await screen.findByLabelText('Matching window (milliseconds)');
    await retype(user, window, '0');
    await saveChanges(user);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Out of its range \(risk parameter copy\.windowMs is 0/)).toBeTruthy();
    expect(window.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a value that is not a number before asking', async () => {
    const { sent, user } = openToEdit();
    const threshold = await screen.findByLabelText('Threshold (score, 0 to 1)');
    await retype(user, threshold, 'high');
    await saveChanges(user);
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('is read-only for the risk role: fields disabled, no Save', async () => {
    serve(['risk.read', 'risk.decide']);
    open();
    expect(await screen.findByText('Only owners and brand admins change these settings.')).toBeTruthy();
    expect(screen.getByLabelText('Matching window (milliseconds)').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('refuses a threshold out of the contract’s range on its field, and cancelling the dialog sends nothing', async () => {
    const { sent, user } = openToEdit();
    const threshold = await screen.findByLabelText('Threshold (score, 0 to 1)');
    await retype(user, threshold, '1.5');
    await saveChanges(user);
    await waitFor(() => expect(threshold.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await retype(user, threshold, '0.7');
    await saveChanges(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/One value changes/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
    // Discard puts the saved value back
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((threshold as HTMLInputElement).value).toBe('0.6');
  });
});
