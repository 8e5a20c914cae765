import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { AdminOperator } from './api/operators-api.ts';
import { BRANDS, ok, renderScreen } from '../../test/render-ops-screen.tsx';
import OperatorScreen from './operator-screen.tsx';
import OperatorsScreen from './operators-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const ID = '44444444-4444-4444-8444-444444444444';
const SUPPORT: AdminOperator = {
  id: ID,
  email: 'support@firm.test',
  role: 'support',
  allBrands: false,
  brands: [BRANDS[0]!],
  totpEnrolled: true,
  mustChangePassword: false,
  oneTimeExpiresAt: null,
  disabledAt: null,
  liveSessions: 2,
  createdAt: '2026-11-01T10:00:00Z',
};
const path = (p: string, id = ID) => `*${p.replace(':id', id)}`;
const open = (operator: AdminOperator = SUPPORT) => {
  server.use(http.get(path(ApiPath.adminOperator, operator.id), () => ok(operator)));
  renderScreen(server, { path: `/operators/${operator.id}`, route: '/operators/:id', element: <OperatorScreen /> });
};

describe('operators (owner)', () => {
  it('lists the operators with role, brands, authenticator, state and live sessions, each linking to its record', async () => {
    server.use(http.get(path(ApiPath.adminOperators), () => ok({ items: [SUPPORT] })));
    renderScreen(server, { path: '/operators', route: '/operators', element: <OperatorsScreen /> });
    const link = await screen.findByRole('link', { name: 'support@firm.test' });
    expect(link).toHaveAttribute('href', `/operators/${ID}`);
    const row = link.closest('tr')!;
    for (const text of ['Support', 'alpha', 'Enrolled', 'Active', '2'])
      expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('resets after a confirmation that asks for identity proofing, and shows the one-time password once', async () => {
    const after = { ...SUPPORT, totpEnrolled: false, mustChangePassword: true, liveSessions: 0 };
    let posted = 0;
    server.use(
      http.post(path(ApiPath.adminOperatorReset), () => {
        posted++;
        return ok({ operator: after, oneTimePassword: 'Ab3#xyzXYZ23456789ab', expiresAt: '2026-11-28T10:00:00Z' });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the sign-in of support@firm.test?' });
    expect(within(dialog).getByText(/out of band/)).toBeInTheDocument();
    expect(posted).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));
    const issued = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(within(issued).getByLabelText('One-time password')).toHaveValue('Ab3#xyzXYZ23456789ab');
    expect(posted).toBe(1);
    await userEvent.click(within(issued).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('Ab3#xyzXYZ23456789ab')).not.toBeInTheDocument();
    expect(screen.getByText('One-time password to change')).toBeInTheDocument();
    expect(screen.getByText('Not enrolled')).toBeInTheDocument();
  });

  it('ends the sessions and disables, each confirmed; a disabled operator can be enabled', async () => {
    server.use(
      http.post(path(ApiPath.adminOperatorEndSessions), () =>
        ok({ operator: { ...SUPPORT, liveSessions: 0 }, ended: 2 }),
      ),
      http.post(path(ApiPath.adminOperatorDisable), () =>
        ok({ ...SUPPORT, liveSessions: 0, disabledAt: '2026-11-25T10:00:00Z' }),
      ),
      http.post(path(ApiPath.adminOperatorEnable), () => ok({ ...SUPPORT, liveSessions: 0 })),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'End sessions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions ended')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable support@firm.test?' });
    // taking access away: the kit's danger button; giving it back is not
    expect(within(dialog).getByRole('button', { name: 'Disable' })).toHaveClass('btn--danger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('support@firm.test is disabled')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable' })).not.toHaveClass('btn--danger');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('support@firm.test is enabled')).toBeInTheDocument();
  });

  it('offers no action on the operator’s own record', async () => {
    open({ ...SUPPORT, id: 'op-1', email: 'owner@firm.test', role: 'owner', allBrands: true });
    expect(await screen.findByRole('heading', { name: 'owner@firm.test' })).toBeInTheDocument();
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('tells a refused action in the dialog, which stays open', async () => {
    server.use(
      http.post(path(ApiPath.adminOperatorEndSessions), () =>
        HttpResponse.json({ result: -50, data: null }, { status: 403 }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'End sessions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End sessions' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeInTheDocument();
  });
});
