import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath, type DeviceSession, type OperatorAction } from '@portal/contract';
import { ok, renderScreen } from '../../test/render-ops-screen.tsx';
import AccountScreen from './account-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const here: DeviceSession = {
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  browser: 'Firefox',
  os: 'Linux',
  deviceType: 'desktop',
  ip: '203.0.113.4',
  countryCode: 'FR',
  signedInAt: '2026-11-24T08:00:00.000Z',
  lastActiveAt: '2026-11-24T09:00:00.000Z',
};
const laptop: DeviceSession = {
  ...here,
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  browser: 'Edge',
  os: 'Windows',
};

/** The account page, the sessions answered in turn; the bodies of the calls that end them recorded. */
function open(actions?: OperatorAction[], ...lists: DeviceSession[][]) {
  const ended: unknown[] = [];
  const everywhere: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(`*${ApiPath.adminSessions}`, () => ok({ items: lists[Math.min(reads++, lists.length - 1)] })),
    http.post(`*${ApiPath.adminSessionsEnd}`, async ({ request }) => {
      ended.push(await request.json());
      return ok({ ended: 1 });
    }),
    http.post(`*${ApiPath.adminEndEverySession}`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      everywhere.push(body);
      return body.code === '123456'
        ? ok({ traderSessions: 41, operatorSessions: 3 })
        : HttpResponse.json({ result: -30, data: null });
    }),
  );
  renderScreen(server, {
    path: '/account',
    route: '/account',
    element: <AccountScreen />,
    ...(actions ? { actions } : {}),
  });
  return { ended, everywhere };
}

describe('your account (console)', () => {
  it("lists the operator's own devices and signs one out behind the password", async () => {
    const { ended } = open(['overview.read'], [here, laptop], [here]);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Firefox on Linux');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('France · 203.0.113.4');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Edge on Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this device?' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Str0ng#Pass{Enter}');
    expect(await screen.findByText('The device has been signed out.')).toBeInTheDocument();
    expect(ended).toEqual([{ password: 'Str0ng#Pass', sessionId: laptop.id }]);
    // a role other than the owner's is not offered the firm-wide action
    expect(screen.queryByRole('button', { name: 'End every session' })).toBeNull();
  });

  it('the owner ends every session after a dialog that says what happens, with the password and a code', async () => {
    const { everywhere } = open(undefined, [here]);
    await userEvent.click(await screen.findByRole('button', { name: 'End every session' }));
    const dialog = screen.getByRole('dialog', { name: 'End every session of the firm?' });
    expect(dialog).toHaveTextContent('Every trader of every brand is signed out at once');
    expect(dialog).toHaveTextContent('This session stays signed in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End every session' }));
    expect(everywhere).toEqual([]); // nothing without the password and the code
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Str0ng#Pass');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End every session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is wrong or was used already.');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End every session' }));
    expect(await screen.findByText('Every session ended: 41 of traders, 3 of operators.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(everywhere).toEqual([
      { password: 'Str0ng#Pass', code: '654321' },
      { password: 'Str0ng#Pass', code: '123456' },
    ]);
  });
});
