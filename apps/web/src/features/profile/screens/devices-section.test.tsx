import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, type DeviceSession } from '@portal/contract';
import { signedOut } from '../../../shared/auth/auth-actions.ts';
import DevicesSection from './devices-section.tsx';
import { envelope, on, renderScreen, useMockServer } from './test-kit.tsx';

useMockServer();

const route = { path: '/dashboard/profile/security', element: <DevicesSection /> };

const session = (o: Partial<DeviceSession>): DeviceSession => ({
  id: '11111111-1111-4111-8111-111111111111',
  current: false,
  browser: 'Chrome',
  os: 'Windows',
  deviceType: 'desktop',
  ip: '203.0.113.9',
  countryCode: 'DE',
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastActiveAt: '2026-11-24T17:30:00.000Z',
  ...o,
});
const thisPhone = session({
  id: '22222222-2222-4222-8222-222222222222',
  current: true,
  browser: 'Safari',
  os: 'iOS',
  deviceType: 'mobile',
  countryCode: null,
  ip: '10.0.0.4',
});
const laptop = session({});

describe('security: devices', () => {
  it('lists the sessions, this device first, marked and not offered: the device, the country and address, the times', async () => {
    on('get', ApiPath.sessions, () => envelope(0, { items: [laptop, thisPhone] }));
    renderScreen(route);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [phone, chrome] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('This device');
    expect(within(phone!).queryByRole('button')).toBeNull();
    expect(chrome).toHaveTextContent('Chrome on Windows');
    expect(chrome).toHaveTextContent('Germany · 203.0.113.9');
    expect(chrome).toHaveTextContent(/Signed in Nov 20, 2026/);
    expect(chrome).toHaveTextContent(/Last active Nov 24, 2026/);
    expect(within(chrome!).getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeInTheDocument();
  });

  it('shows no list and throws nothing when the session ends while the list is read', async () => {
    const app: { store?: ReturnType<typeof renderScreen>['store'] } = {};
    on('get', ApiPath.sessions, () => {
      app.store!.dispatch(signedOut());
      return envelope(0, { items: [laptop, thisPhone] });
    });
    app.store = renderScreen(route).store;
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('list', { name: 'Signed-in devices' })).toBeNull();
  });

  it('signs one device out behind the password, then shows the list again', async () => {
    on(
      'get',
      ApiPath.sessions,
      () => envelope(0, { items: [thisPhone, laptop] }),
      () => envelope(0, { items: [thisPhone] }),
    );
    const bodies = on(
      'post',
      ApiPath.sessionsEnd,
      () => envelope(-4),
      () => envelope(0, { ended: 1 }),
    );
    renderScreen(route);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Windows' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('Chrome on Windows will be signed out at once.');
    // nothing is sent without the password
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByText('Mandatory field')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong#Pass1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is incorrect');
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'Str0ng#Pass{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('The device has been signed out.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      { password: 'Wrong#Pass1', sessionId: laptop.id },
      { password: 'Str0ng#Pass', sessionId: laptop.id },
    ]);
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
  });

  it('signs all other devices out, saying how many', async () => {
    on('get', ApiPath.sessions, () => envelope(0, { items: [thisPhone, laptop, session({ id: '3' })] }));
    const bodies = on('post', ApiPath.sessionsEnd, () => envelope(0, { ended: 2 }));
    renderScreen(route);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other devices?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Str0ng#Pass{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('2 devices have been signed out.');
    expect(bodies).toEqual([{ password: 'Str0ng#Pass' }]);
  });

  it('shows a failed load with a way to try again', async () => {
    on(
      'get',
      ApiPath.sessions,
      () => envelope(-8, null, 500),
      () => envelope(0, { items: [thisPhone] }),
    );
    renderScreen(route);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your devices could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
  });
});
