import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type TradingPlatform } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import { platforms } from '../../test/buying-fixtures.ts';
import { envelope, on, useMockServer, failsOnceThen } from '../../test/mock-api.ts';
import { CredentialsDialog } from './credentials-dialog.tsx';

useMockServer();
afterEach(() => vi.restoreAllMocks());

const links = {
  web: 'https://web.example/terminal',
  ios: null,
  android: 'https://play.example/app',
  windows: null,
  mac: null,
};

function Opener({ platform }: { platform: TradingPlatform }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Credentials
      </button>
      {open && <CredentialsDialog traderAccountId="acc-1" platform={platform} onClose={() => setOpen(false)} />}
    </>
  );
}

async function openDialog(platform: TradingPlatform, credentials: Record<string, unknown>) {
  const calls = on('get', ApiPath.loginCredentials, () =>
    envelope(0, { login: '7001234', password: null, server: null, platformAccountId: null, ...credentials }),
  );
  on('get', ApiPath.platformCredentials, () =>
    envelope(0, [{ platformId: platform.id, name: platform.name, type: platform.type, links }]),
  );
  const store = makeStore();
  renderRoutes([{ path: '/', element: <Opener platform={platform} /> }], { store });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Credentials' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trading account credentials' });
  return { user, dialog, calls, store };
}

describe('credentials dialog (SPEC §9 platform types)', () => {
  it('type 0: login, password and server, each with a copy button, the links and the DEMO-mode note', async () => {
    const { user, dialog, calls } = await openDialog(platforms.mt5, { password: 'Pa55!word', server: 'Demo-01' });
    expect(await within(dialog).findByLabelText('Login')).toHaveValue('7001234');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Pa55!word');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Server')).toHaveValue('Demo-01');
    expect(calls[0]!.url.searchParams.get('traderAccountId')).toBe('acc-1');
    expect(within(dialog).getByText('Log in to MetaTrader 5 in DEMO mode only.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy Password' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Pa55!word');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Server' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Demo-01');
    expect(within(dialog).getByRole('button', { name: 'Copy Login' })).toBeInTheDocument();

    const web = await within(dialog).findByRole('link', { name: /Web/ });
    expect(web).toHaveAttribute('href', links.web);
    expect(web).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /Android/ })).toHaveAttribute('href', links.android);
    expect(within(dialog).queryByRole('link', { name: /iOS/ })).not.toBeInTheDocument();
  });

  it('type 1: Start trading opens the one-time platform address in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    on('get', ApiPath.platformRedirectUrl, () =>
      envelope(0, { platform_redirect_url: 'https://platform.example/sso?t=abc' }),
    );
    const { user, dialog } = await openDialog(platforms.web, {});
    expect(within(dialog).queryByText(/DEMO mode/)).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /Start trading/ }));
    await waitFor(() => expect(tab.location.href).toBe('https://platform.example/sso?t=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('type 1: a failed redirect closes the tab and shows "Something went wrong" for 5 s', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    on('get', ApiPath.platformRedirectUrl, () => envelope(-8));
    const { user, dialog, store } = await openDialog(platforms.web, {});
    await user.click(await within(dialog).findByRole('button', { name: /Start trading/ }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(store.getState().notification).toMatchObject({
      isShow: true,
      variant: 'negative',
      message: 'errors.SomethingWentWrong',
      timer: 5000,
    });
  });

  it('type 2: the platform account id, with the instruction about the platform e-mail', async () => {
    const { user, dialog } = await openDialog(platforms.ctrader, { platformAccountId: 'CT-99881' });
    expect(await within(dialog).findByLabelText('Platform account ID')).toHaveValue('CT-99881');
    expect(
      within(dialog).getByText('Log in to cTrader with the e-mail address of your cTrader account.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Platform account ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('CT-99881');
  });

  it('type 3: the platform account id, with the note that the password is the portal password', async () => {
    const { dialog } = await openDialog(platforms.portal, { platformAccountId: 'PT-5' });
    expect(await within(dialog).findByLabelText('Platform account ID')).toHaveValue('PT-5');
    expect(within(dialog).getByText('Your password is the same as your password for this portal.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Platform account ID' })).toBeInTheDocument();
  });

  it('is a modal: focus moves in, Tab stays inside, Escape closes and gives focus back', async () => {
    const { user, dialog } = await openDialog(platforms.portal, { platformAccountId: 'PT-5' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await within(dialog).findByLabelText('Platform account ID');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credentials' })).toHaveFocus();
  });

  it('shows "Something went wrong" as a toast and in the dialog when the credentials fail, with a retry', async () => {
    failsOnceThen(ApiPath.loginCredentials, { login: '7001234', password: 'x', server: null, platformAccountId: null });
    on('get', ApiPath.platformCredentials, () => envelope(0, []));
    const store = makeStore();
    renderRoutes([{ path: '/', element: <Opener platform={platforms.mt5} /> }], { store });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Credentials' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(store.getState().notification).toMatchObject({ isShow: true, variant: 'negative', timer: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Login')).toHaveValue('7001234');
  });
});
