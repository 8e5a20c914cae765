import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '@portal/contract';
import { packageList } from '../../../test/buying-fixtures.ts';
import { useMockServer, failsOnceThen } from '../../../test/mock-api.ts';
import { renderNewChallenge, servePackages } from '../test-kit.tsx';

useMockServer();

const cards = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('new challenge, step 1: compare and choose', () => {
  it('shows every package with the figures traders compare, cheapest size first', async () => {
    servePackages();
    renderNewChallenge('/dashboard/new-challenge');
    expect(screen.getByRole('navigation', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(await screen.findByText('4 challenges')).toBeInTheDocument();
    expect(cards()).toEqual(['$10,000 · One-step', '$10,000 · Two-step', '$100,000 · One-step', '$100,000 · Two-step']);

    const popular = screen.getAllByRole('article')[3]!;
    expect(within(popular).getByText('Most popular')).toBeInTheDocument();
    expect(within(popular).getByText('$540')).toBeInTheDocument();
    const fact = (label: string) => within(popular).getByText(label).nextElementSibling;
    expect(fact('Phase 1 target')).toHaveTextContent('10%');
    expect(fact('Phase 2 target')).toHaveTextContent('5%');
    expect(fact('Max daily loss')).toHaveTextContent('5%');
    expect(fact('Max loss')).toHaveTextContent('10% static');
    expect(fact('Min. trading days')).toHaveTextContent('4');
    expect(fact('Profit split')).toHaveTextContent('80%');
    expect(fact('Leverage')).toHaveTextContent('1:100');
    expect(fact('Refundable fee')).toHaveTextContent('Yes');
    expect(within(screen.getAllByRole('article')[2]!).getByText('4% trailing')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]!).getByText('$99.50')).toBeInTheDocument();
  });

  it('filters by size, programme, platform and group, kept in the address', async () => {
    servePackages();
    const { router } = renderNewChallenge('/dashboard/new-challenge');
    const user = userEvent.setup();
    const size = await screen.findByRole('group', { name: 'Account size' });
    await user.click(within(size).getByRole('radio', { name: '$100,000' }));
    expect(cards()).toEqual(['$100,000 · One-step', '$100,000 · Two-step']);
    expect(screen.getByText('2 challenges')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=10000000');

    await user.click(within(screen.getByRole('group', { name: 'Programme' })).getByRole('radio', { name: 'Two-step' }));
    expect(cards()).toEqual(['$100,000 · Two-step']);
    await user.click(within(screen.getByRole('group', { name: 'Platform' })).getByRole('radio', { name: 'cTrader' }));
    expect(screen.getByText('No challenge matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(4);

    await user.click(within(screen.getByRole('group', { name: 'Category' })).getByRole('radio', { name: 'Swing' }));
    expect(cards()).toEqual(['$10,000 · One-step', '$100,000 · One-step']);
    await user.click(within(screen.getByRole('group', { name: 'Category' })).getByRole('radio', { name: 'All' }));
    expect(cards()).toHaveLength(4);
  });

  it('choosing a package opens step 2 with it, and back returns to the filtered list', async () => {
    servePackages();
    const { router } = renderNewChallenge('/dashboard/new-challenge?type=twoStep');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Select $100,000 · Two-step' }));
    expect(router.state.location.search).toBe('?type=twoStep&step=2&packageId=classic-100k');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your challenge' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Step 2 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to all challenges/ }));
    expect(router.state.location.search).toBe('?type=twoStep&step=1');
    expect(cards()).toEqual(['$10,000 · Two-step', '$100,000 · Two-step']);
  });

  it('says when no package is on sale', async () => {
    servePackages([]);
    renderNewChallenge('/dashboard/new-challenge');
    expect(await screen.findByText('No challenges are available at the moment.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    failsOnceThen(ApiPath.tradingPackagesList, { items: packageList });
    renderNewChallenge('/dashboard/new-challenge');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 challenges')).toBeInTheDocument();
  });
});
