import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- tests compose the app's real store and providers
import { makeStore, renderRoutes } from '../../app/test-support.tsx';
import AffiliateScreen from './affiliate-screen.tsx';

const URL = 'https://partners.example/sign-up';
const open = (affiliateUrl: string | null) =>
  renderRoutes(
    [
      { path: '/dashboard/affiliate-program', element: <AffiliateScreen /> },
      { path: '/dashboard/home', element: <p>home page</p> },
    ],
    { store: makeStore({ brand: { affiliateUrl } }), at: '/dashboard/affiliate-program' },
  );

afterEach(() => localStorage.clear());

describe('Affiliate Program (SPEC §2)', () => {
  it("opens the brand's affiliate account in a new tab, then offers to go to it", async () => {
    open(URL);
    const action = await screen.findByRole('link', { name: /Open Affiliate Account/ });
    expect(action).toHaveAttribute('href', URL);
    expect(action).toHaveAttribute('target', '_blank');
    expect(action).toHaveAttribute('rel', 'noopener noreferrer');
    action.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(action);
    expect(screen.getByRole('link', { name: /Go to Affiliate Account/ })).toHaveAttribute('href', URL);
  });

  it('remembers in this browser that the account was opened', async () => {
    localStorage.setItem(`affiliateOpened:${URL}`, '1');
    open(URL);
    expect(await screen.findByRole('link', { name: /Go to Affiliate Account/ })).toBeInTheDocument();
  });

  it('leads home when the brand has no affiliate program', async () => {
    open(null);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
