import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath, type TraderAccount } from '@portal/contract';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import type { CredentialsDialogSlot } from '../../shared/composition/slots.ts';
import { platforms, traderAccount } from '../../test/buying-fixtures.ts';
import { envelope, on, useMockServer, failsOnceThen } from '../../test/mock-api.ts';
import HomeScreen from './home-screen.tsx';

useMockServer();

const StubDialog: CredentialsDialogSlot = ({ traderAccountId, platform, subtitle }) => (
  <div role="dialog" aria-label="Credentials stub">
    {traderAccountId} {platform.name} {subtitle}
  </div>
);

function renderHome(items: TraderAccount[], flags = { useGroups: false, useTraderPackageType: false }) {
  on('get', ApiPath.traderAccounts, () => envelope(0, { items, ...flags }));
  return renderRoutes(
    [
      { path: '/dashboard/home', element: <HomeScreen CredentialsDialog={StubDialog} /> },
      { path: '/dashboard/new-challenge', element: <p>new challenge page</p> },
      { path: '/dashboard/challenge/:id', element: <p>challenge page</p> },
    ],
    { store: makeStore(), at: '/dashboard/home' },
  );
}

const accounts = [
  traderAccount(),
  traderAccount({
    id: 'acc-2',
    login: '7009999',
    packageName: 'Swing 50K',
    group: 'Swing',
    traderPackageType: 'oneStep',
    accountSize: 5_000_000,
    platform: platforms.ctrader,
    status: 14,
    createdAt: '2026-01-01T00:00:00Z',
  }),
];

describe('home: the trader’s trading accounts', () => {
  it('calls a two-step programme’s funded account funded, not a third stage', async () => {
    renderHome([
      traderAccount({ id: 'f1', packageName: 'Funded 100K', phase: null, isFunded: true, status: 9 }),
      traderAccount({ id: 'f2', packageName: 'Funded 50K', phase: null, isFunded: true, status: 3 }),
    ]);
    const waiting = await screen.findByRole('article', { name: 'Funded 100K' });
    expect(within(waiting).getByText('Funded – verification needed')).toHaveClass('status-badge--warning');
    expect(within(waiting).getByText('Two-step · Funded account')).toBeInTheDocument();
    const verified = screen.getByRole('article', { name: 'Funded 50K' });
    expect(within(verified).getByText('Funded')).toHaveClass('status-badge--positive');
    expect(screen.queryByText(/Stage 3/)).not.toBeInTheDocument();
  });

  it('shows each account as a card: package, size, login, platform, status, phase', async () => {
    renderHome(accounts);
    const card = await screen.findByRole('article', { name: 'Classic 100K' });
    expect(within(card).getByText('$100,000')).toBeInTheDocument();
    expect(within(card).getByText('7001234')).toBeInTheDocument();
    expect(within(card).getByText('MetaTrader 5')).toBeInTheDocument();
    expect(within(card).getByText('Stage 1')).toBeInTheDocument();
    expect(within(card).getByText('Two-step · Phase 1')).toBeInTheDocument();
    // balances and results with cents, the share with two decimals, whatever the other cards show
    expect(within(card).getByText('+$250.00')).toHaveClass('is-positive');
    expect(within(card).getByText('(0.25%)')).toBeInTheDocument();
    expect(within(card).getByText('Equity').nextElementSibling).toHaveTextContent(/^\$100,250\.00$/);
    const blocked = screen.getByRole('article', { name: 'Swing 50K' });
    expect(within(blocked).getByText('Disabled: a trading rule was violated')).toHaveClass('status-badge--negative');
  });

  it('opens the credentials dialog of an account, and links to its dashboard', async () => {
    renderHome(accounts);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Classic 100K' });
    await user.click(within(card).getByRole('button', { name: 'Credentials' }));
    expect(screen.getByRole('dialog', { name: 'Credentials stub' })).toHaveTextContent(
      'acc-1 MetaTrader 5 Classic 100K · Login 7001234',
    );
    await user.click(within(card).getByRole('link', { name: 'View details: Classic 100K, 7001234' }));
    expect(await screen.findByText('challenge page')).toBeInTheDocument();
  });

  it('groups by group and filters by programme type when the brand says so', async () => {
    renderHome(accounts, { useGroups: true, useTraderPackageType: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Classic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Swing' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'One-step' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Classic' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('neither groups nor filters otherwise', async () => {
    renderHome(accounts);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('has an empty state that starts a challenge', async () => {
    renderHome([]);
    expect(await screen.findByRole('heading', { name: 'You do not have any challenges yet.' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start your first challenge' }));
    expect(await screen.findByText('new challenge page')).toBeInTheDocument();
  });

  it('shows skeletons while loading and a retry when loading fails', async () => {
    failsOnceThen(ApiPath.traderAccounts, { items: accounts, useGroups: false, useTraderPackageType: false });
    renderRoutes([{ path: '/', element: <HomeScreen CredentialsDialog={StubDialog} /> }], { store: makeStore() });
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
