import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@portal/contract';
import { serveDashboard } from '../../features/challenges/dashboard/test-kit.tsx';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { renderRoutes } from '../test-support.tsx';
import ChallengeRoute from './challenge-route.tsx';

vi.mock('lightweight-charts', () => import('../../test/lightweight-charts-mock.ts'));
useMockServer();

describe('challenge details with the credentials dialog', () => {
  it('opens the real dialog for the account from its dashboard', async () => {
    serveDashboard();
    on('get', ApiPath.loginCredentials, () =>
      envelope(0, { login: '7001234', password: 'Secret#1', server: 'Demo-01', platformAccountId: null }),
    );
    on('get', ApiPath.platformCredentials, () => envelope(0, []));
    renderRoutes([{ path: '/dashboard/challenge/:id', element: <ChallengeRoute /> }], {
      at: '/dashboard/challenge/acc-1',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trading account credentials' });
    expect(within(dialog).getByText('Classic 100K · Login 7001234')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Password')).toHaveValue('Secret#1');
  });
});
