import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { traderAccount } from '../../test/buying-fixtures.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { renderRoutes } from '../test-support.tsx';
import HomeRoute from './home-route.tsx';

useMockServer();

describe('home with the credentials dialog', () => {
  it('opens the real dialog for an account and closes it again', async () => {
    on('get', ApiPath.traderAccounts, () =>
      envelope(0, { items: [traderAccount()], useGroups: false, useTraderPackageType: false }),
    );
    on('get', ApiPath.loginCredentials, () =>
      envelope(0, { login: '7001234', password: 'Secret#1', server: 'Demo-01', platformAccountId: null }),
    );
    on('get', ApiPath.platformCredentials, () => envelope(0, []));
    renderRoutes([{ path: '/', element: <HomeRoute /> }]);
    const user = userEvent.setup();
    const credentials = await screen.findByRole('button', { name: 'Credentials' });
    await user.click(credentials);
    const dialog = await screen.findByRole('dialog', { name: 'Trading account credentials' });
    expect(await within(dialog).findByLabelText('Password')).toHaveValue('Secret#1');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(credentials).toHaveFocus();
  });
});
