import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, NOTIFICATION_KINDS, ResultCode, type Notification, type NotificationsPage } from '@portal/contract';
import { NotificationBell } from './notification-bell.tsx';
import NotificationPreferencesScreen from './notification-preferences-screen.tsx';
import UnsubscribeScreen from './unsubscribe-screen.tsx';
import { envelope, on, onPost, renderAt, useMockServer } from './test-kit.tsx';

useMockServer();

const warning: Notification = {
  id: 'a1',
  kind: 'lossWarning',
  event: 'dailyLossWarning',
  params: {
    login: '7001',
    currency: 'USD',
    loss: 40_700,
    allowance: 50_000,
    room: 9_300,
    resetAt: '2026-03-04T00:00:00.000Z',
  },
  traderAccountId: 'acc-1',
  createdAt: '2026-03-03T18:48:00.000Z',
  readAt: null,
};
const paid: Notification = {
  id: 'a2',
  kind: 'payout',
  event: 'payoutPaid',
  params: { payoutId: 'p1', number: 'P-1001', amount: 80_000, currency: 'USD' },
  traderAccountId: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  readAt: '2026-03-02T11:00:00.000Z',
};
const page = (
  items: Notification[],
  totalCount = items.length,
  unreadCount = items.filter((n) => !n.readAt).length,
  next: string | null = null,
) => envelope(0, { items, totalCount, unreadCount, next } satisfies NotificationsPage);

const bell = { path: '/dashboard/home', element: <NotificationBell /> };

describe('the bell', () => {
  it('shows the unread count and, opened, the list newest first with each sentence filled in', async () => {
    on('get', ApiPath.notifications, () => page([warning, paid]));
    renderAt(bell);
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    await userEvent.click(button);
    const panel = document.getElementById('notifications-panel')!;
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first).toHaveTextContent("Account 7001: today's loss is at 80% of the daily limit. $93 left until");
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/dashboard/challenge/acc-1');
    expect(within(first!).getByLabelText('Unread')).toBeInTheDocument();
    expect(second).toHaveTextContent('Payout P-1001 of $800 paid.');
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/dashboard/payout/p1');
    expect(within(second!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('marks one and then all read, and reads the count again', async () => {
    on(
      'get',
      ApiPath.notifications,
      () => page([warning, { ...warning, id: 'a3' }]),
      () =>
        page([
          { ...warning, readAt: '2026-03-03T19:00:00.000Z' },
          { ...warning, id: 'a3' },
        ]),
      () => page([]),
    );
    const one = onPost(ApiPath.notificationRead.replace(':id', 'a1'), { unreadCount: 1 });
    const all = onPost(ApiPath.notificationsReadAll, { unreadCount: 0 });
    renderAt(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(one.count).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(all.count).toBe(1));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('pages to older ones, and says when nothing could be read', async () => {
    const calls = on(
      'get',
      ApiPath.notifications,
      () => page([warning], 11, 1, 'older'),
      () => page([paid], 11, 1),
    );
    renderAt(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Payout P-1001 of $800 paid.')).toBeInTheDocument();
    // The older page starts where the first ended (its cursor), not at a number of rows.
    expect(calls.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'older']);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('says when the list cannot be read, and tries again', async () => {
    on(
      'get',
      ApiPath.notifications,
      () => envelope(-8),
      () => page([]),
    );
    renderAt(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notifications could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });
});

describe('the preferences', () => {
  const route = { path: '/dashboard/profile/notifications', element: <NotificationPreferencesScreen /> };
  const all = NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: true }));

  it('shows every kind with both channels and saves what was changed', async () => {
    on('get', ApiPath.notificationPreferences, () => envelope(0, { items: all }));
    const saved = on('post', ApiPath.notificationPreferences, () =>
      envelope(0, { items: all.map((p) => (p.kind === 'lossWarning' ? { ...p, email: false } : p)) }),
    );
    renderAt(route);
    const email = await screen.findByLabelText('Loss warnings at 80%: E-mail');
    expect(document.querySelectorAll('input[type=checkbox]:checked')).toHaveLength(NOTIFICATION_KINDS.length * 2);
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    const sent = saved[0]!.body as { items: { kind: string; email: boolean }[] };
    expect(sent.items.find((p) => p.kind === 'lossWarning')).toMatchObject({ email: false });
    expect(sent.items.filter((p) => !p.email)).toHaveLength(1);
    expect(screen.getByLabelText('Loss warnings at 80%: E-mail')).not.toBeChecked();
  });
});

describe('the unsubscribe link', () => {
  const route = { path: '/unsubscribe', element: <UnsubscribeScreen /> };

  it('asks, then says which e-mails stop', async () => {
    const calls = on('post', ApiPath.notificationsUnsubscribe, () => envelope(0, { kind: 'payout' }));
    renderAt(route, '/unsubscribe?token=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('You will no longer receive e-mails about: Payouts.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ token: 'abc' });
  });

  it('says an expired link has expired, and offers nothing more', async () => {
    on('post', ApiPath.notificationsUnsubscribe, () => envelope(ResultCode.InvalidCode, { reason: 'expired' }));
    renderAt(route, '/unsubscribe?token=old');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(/This link has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });

  it('says a link without its token is incomplete', () => {
    renderAt(route, '/unsubscribe');
    expect(screen.getByText('This link is incomplete.')).toBeInTheDocument();
  });
});
