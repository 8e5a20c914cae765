import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import type { Trader } from './api/traders-api.ts';
import { BRANDS, ok, onlyPage, renderScreen } from '../../test/render-ops-screen.tsx';
import TraderScreen from './trader-screen.tsx';
import TradersScreen from './traders-screen.tsx';
import { setupTestServer } from '../../test/msw-server.ts';

const server = setupTestServer();

const TRADER_ID = '33333333-3333-4333-8333-333333333333';
const SUMMARY = {
  id: TRADER_ID,
  brand: BRANDS[0]!,
  email: 'trader@demo.test',
  firstName: 'Dana',
  lastName: 'Demo',
  country: 'DE',
  createdAt: '2026-11-01T10:00:00Z',
  emailVerifiedAt: '2026-11-01T10:05:00Z',
};
const TRADER: Trader = {
  id: TRADER_ID,
  brand: BRANDS[0]!,
  profile: {
    email: 'trader@demo.test',
    firstName: 'Dana',
    lastName: 'Demo',
    phone: null,
    dateOfBirth: null,
    country: 'DE',
    city: 'Berlin',
    address: null,
    postalCode: null,
    language: 'en',
  },
  createdAt: '2026-11-01T10:00:00Z',
  emailVerifiedAt: null,
  orders: [
    {
      id: 'order-1',
      number: 'A-1001',
      kind: 'challenge',
      status: 0,
      packageName: 'Classic 10k',
      total: 8_990,
      currency: 'USD',
      discountCode: null,
      createdAt: '2026-11-02T10:00:00Z',
      paidAt: '2026-11-02T10:01:00Z',
    },
  ],
  accounts: [],
  sessions: [
    {
      id: 'session-1',
      createdAt: '2026-11-20T10:00:00Z',
      lastUsedAt: '2026-11-23T10:00:00Z',
      expiresAt: '2026-12-20T10:00:00Z',
      ip: '203.0.113.7',
      userAgent: 'Firefox',
    },
    {
      id: 'session-2',
      createdAt: '2026-11-21T10:00:00Z',
      lastUsedAt: '2026-11-23T11:00:00Z',
      expiresAt: '2026-12-21T10:00:00Z',
      ip: null,
      userAgent: null,
    },
  ],
  mails: [
    {
      id: 'mail-1',
      kind: 'verifyEmail',
      to: 'trader@demo.test',
      subject: 'Welcome',
      status: 'sent',
      createdAt: '2026-11-01T10:00:00Z',
      sentAt: '2026-11-01T10:00:05Z',
    },
  ],
};

describe('the traders list', () => {
  it('searches by the beginning of an e-mail and links to the trader file', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(`*${ApiPath.adminTraders}`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        return ok(onlyPage(q ? [SUMMARY] : []));
      }),
    );
    renderScreen(server, { path: '/traders', route: '/traders', element: <TradersScreen /> });
    expect(await screen.findByText('No traders yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail, name, login or order'), 'trader@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'trader@demo.test' });
    expect(link).toHaveAttribute('href', `/traders/${TRADER_ID}`);
    expect(screen.getByText('1 trader')).toBeInTheDocument();
    expect(asked).toEqual([null, 'trader@']);
  });

  it("keeps the overview funnel's periods, says each, and drops them on request", async () => {
    const asked: Array<Record<string, string>> = [];
    server.use(
      http.get(`*${ApiPath.adminTraders}`, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok(onlyPage([SUMMARY]));
      }),
    );
    const from = '2026-11-23T00:00:00.000Z';
    const to = '2026-11-25T00:00:00.000Z';
    renderScreen(server, {
      path: `/traders?boughtFrom=${from}&boughtTo=${to}&firstPayoutFrom=${from}`,
      route: '/traders',
      element: <TradersScreen />,
    });
    expect(await screen.findByText('trader@demo.test')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ boughtFrom: from, boughtTo: to, firstPayoutFrom: from, pageSize: '25' });
    expect(screen.getByText(/^First purchase from .+ to before .+ · First payout paid from /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear this filter' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/traders$/);
    expect(screen.queryByText(/First purchase from/)).toBeNull();
  });
});

describe('the trader file', () => {
  const open = (actions?: Parameters<typeof renderScreen>[1]['actions']) => {
    server.use(http.get(`*/api/admin/v1/Traders/${TRADER_ID}`, () => ok(TRADER)));
    renderScreen(server, { path: `/traders/${TRADER_ID}`, route: '/traders/:id', element: <TraderScreen />, actions });
  };

  it('shows the profile, orders (with the link to all of them), sessions and mails', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Dana Demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A-1001' })).toHaveAttribute('href', '/orders/order-1');
    expect(screen.getByRole('link', { name: "All of this trader's orders" })).toHaveAttribute(
      'href',
      `/orders?traderId=${TRADER_ID}`,
    );
    expect(screen.getByText('$89.90')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    // what the mail was for, by its label, never its code
    expect(screen.getByText('Verify e-mail')).toBeInTheDocument();
    expect(screen.queryByText('verifyEmail')).not.toBeInTheDocument();
    expect(screen.getByText('No accounts.')).toBeInTheDocument();
  });

  it('signs the trader out everywhere after a confirmation', async () => {
    let revoked = 0;
    server.use(
      http.post(`*/api/admin/v1/Traders/${TRADER_ID}/Sessions/revoke-all`, () => {
        revoked += 1;
        return ok({ revoked: 2 });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign trader@demo.test out everywhere?' });
    expect(revoked).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('2 sessions were ended.')).toBeInTheDocument();
    expect(revoked).toBe(1);
    expect(screen.getByText('No live sessions.')).toBeInTheDocument();
  });

  it('ends one session, and sends a password reset, each confirmed', async () => {
    const posted: string[] = [];
    server.use(
      http.post(`*/api/admin/v1/Traders/${TRADER_ID}/Sessions/:sessionId/revoke`, ({ params }) => {
        posted.push(`revoke ${String(params.sessionId)}`);
        return ok({ revoked: 1 });
      }),
      http.post(`*/api/admin/v1/Traders/${TRADER_ID}/password-reset`, () => {
        posted.push('reset');
        return ok({ traderId: TRADER_ID, email: 'trader@demo.test' });
      }),
    );
    open();
    const [first] = await screen.findAllByRole('button', { name: /^Sign out the session started/ });
    await userEvent.click(first!);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The session was ended.')).toBeInTheDocument();
    expect(screen.queryByText('203.0.113.7')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText('A password reset was sent to trader@demo.test.')).toBeInTheDocument();
    expect(posted).toEqual(['revoke session-1', 'reset']);
  });

  it('offers no actions without traders.manage', async () => {
    open(['traders.read', 'orders.read']);
    await screen.findByRole('heading', { name: 'Dana Demo' });
    expect(screen.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });

  it('says when the trader is not in the operator brands', async () => {
    server.use(
      http.get(`*/api/admin/v1/Traders/nope`, () => Response.json({ result: -50, data: null }, { status: 403 })),
    );
    renderScreen(server, { path: '/traders/nope', route: '/traders/:id', element: <TraderScreen /> });
    expect(await screen.findByText('No trader with this ID in your brands.')).toBeInTheDocument();
  });
});
