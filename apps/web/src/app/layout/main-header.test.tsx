import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ApiPath,
  ContractSignStatus,
  KycInitiationStatus,
  KycVerificationStatus,
  type KycInfo,
} from '@portal/contract';
import { selectProfile } from '../../shared/api/common-api.ts';
import { envelope, on, useMockServer } from '../../test/mock-api.ts';
import { kycInfo, personalData } from '../../test/profile-fixtures.ts';
import { makeStore, mockViewport, renderRoutes } from '../test-support.tsx';
import { AuthLayout } from './auth-layout.tsx';

const profile = personalData({ firstName: 'anna' });

/** A trader whose identity and address were both verified. */
const kyc = (overrides: Partial<KycInfo>): KycInfo =>
  kycInfo({
    waitPoiStatus: KycVerificationStatus.Success,
    waitPoaStatus: KycVerificationStatus.Success,
    initiationPoiStatus: KycInitiationStatus.Success,
    initiationPoaStatus: KycInitiationStatus.Success,
    identityLocked: true,
    ...overrides,
  });

function renderHeader(options: Parameters<typeof makeStore>[0] = {}, at = '/dashboard/home') {
  const store = makeStore({ profile, ...options });
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <AuthLayout header="main" />,
        children: [
          { path: 'home', element: <p>home page</p> },
          { path: 'orders', element: <p>orders page</p> },
          { path: 'challenge/:id', element: <p>challenge page</p> },
          { path: 'order/:id', element: <p>order page</p> },
          { path: 'payout/:id', element: <p>payout page</p> },
          { path: 'payouts', element: <p>payouts page</p> },
        ],
      },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { store, at },
  );
}

describe('main header on a narrow screen', () => {
  it('opens and closes the menu with the toggle, and closes it on Escape', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(menu).toHaveAttribute('id', 'main-menu');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: /New challenge/ })).toHaveAttribute(
      'href',
      '/dashboard/new-challenge',
    );

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the menu by itself when the viewport becomes wide', async () => {
    const viewport = mockViewport(375);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    act(() => viewport.resize(1280));
    expect(screen.queryByRole('button', { name: /menu/ })).not.toBeInTheDocument();
    // On a wide screen the menu is a row of the header; the narrow 'New challenge' inside it is gone.
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).queryByRole('link', { name: /New challenge/ })).not.toBeInTheDocument();

    act(() => viewport.resize(375));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu once a page is picked', async () => {
    mockViewport(375);
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Orders list' }));
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('main header on a wide screen', () => {
  it('shows the navigation with the brand rules, New challenge and the profile initials', () => {
    mockViewport(1280);
    renderHeader({
      brand: { affiliateUrl: 'https://aff.example', discordUrl: 'https://discord.example', hideDiscordMenu: false },
    });
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute(
      'href',
      '/dashboard/affiliate-program',
    );
    const community = within(menu).getByRole('link', { name: /Community chat/ });
    expect(community).toHaveAttribute('href', 'https://discord.example');
    expect(community).toHaveAttribute('target', '_blank');
    expect(community.getAttribute('rel')).toContain('noopener');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /New challenge/ })).toHaveAttribute('href', '/dashboard/new-challenge');
    expect(screen.queryByRole('link', { name: 'Verify Identity' })).not.toBeInTheDocument();
    const profileButton = screen.getByRole('link', { name: 'Profile of anna Berg' });
    expect(profileButton).toHaveTextContent('AB');
    expect(profileButton).toHaveAttribute('href', '/dashboard/profile/personal-information');
  });

  it('hides the economic calendar and the community chat when the brand says so', () => {
    mockViewport(1280);
    renderHeader({
      brand: { hideEconomicCalendarMenu: true, discordUrl: 'https://discord.example', hideDiscordMenu: true },
    });
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).queryByRole('link', { name: /Economic calendar/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Community chat/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Affiliate Program' })).not.toBeInTheDocument();
  });

  it('opens the economic calendar URL in a new tab', () => {
    mockViewport(1280);
    renderHeader({ brand: { economicCalendarUrl: 'https://calendar.example' } });
    const link = screen.getByRole('link', { name: /Economic calendar/ });
    expect(link).toHaveAttribute('href', 'https://calendar.example');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks to verify identity, with a badge on Profile, when KYC is needed', () => {
    mockViewport(1280);
    renderHeader({
      kyc: kyc({ waitPoiStatus: KycVerificationStatus.Pending }),
    });
    expect(screen.getByRole('link', { name: 'Verify Identity' })).toHaveAttribute(
      'href',
      '/dashboard/profile/verification',
    );
    expect(screen.getByRole('link', { name: /Profile\s*Action required/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign contract' })).not.toBeInTheDocument();
  });

  it('asks to sign the contract when one waits for the signature', () => {
    mockViewport(1280);
    const contractSignStatus = [
      { contractId: 'c1', contractSignStatus: ContractSignStatus.NotInit, accountLogin: '7000001', signedAt: null },
    ];
    renderHeader({ kyc: kyc({ contractSignStatus }) });
    expect(screen.getByRole('link', { name: 'Sign contract' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify Identity' })).not.toBeInTheDocument();
  });
});

describe('the profile', () => {
  useMockServer();

  it('reads the profile after the first paint and clears it when the authenticated layout is left', async () => {
    mockViewport(1280);
    on('get', ApiPath.personalData, () => envelope(0, profile));
    on('get', ApiPath.theme, () => envelope(0, { theme: 'system' }));
    const { router, store } = renderHeader({ profile: undefined });
    await waitFor(() => expect(selectProfile(store.getState())).not.toBeNull());
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(selectProfile(store.getState())).toBeNull());
  });
});

describe('the current menu item', () => {
  const current = () =>
    within(screen.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .filter((link) => link.classList.contains('active'))
      .map((link) => [link.textContent, link.getAttribute('aria-current')]);

  it.each([
    ['/dashboard/challenge/a1', 'Home'],
    ['/dashboard/order/o1', 'Orders list'],
    ['/dashboard/payout/p1', 'Payouts'],
  ])('stays marked on a detail page its list opens (%s)', (path, item) => {
    mockViewport(1280);
    renderHeader({}, path);
    expect(current()).toEqual([[item, 'true']]);
  });

  it('is the page itself on a list, and moves with the page', async () => {
    mockViewport(1280);
    const { router } = renderHeader({}, '/dashboard/payouts');
    expect(current()).toEqual([['Payouts', 'page']]);
    await act(() => router.navigate('/dashboard/orders'));
    expect(current()).toEqual([['Orders list', 'page']]);
  });

  it('keeps each label’s bold width whether current or not (the reserved copy is the label)', () => {
    mockViewport(1280);
    renderHeader();
    const labels = screen.getByRole('navigation', { name: 'Main navigation' }).querySelectorAll('.nav-label');
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) expect(label.getAttribute('data-label')).toBe(label.textContent);
  });
});

describe('the header logo (SPEC §2)', () => {
  it("shows the brand's logoUrl in the main header, then the fixed logo image when it fails to load", () => {
    mockViewport(1280);
    renderHeader({ brand: { logoUrl: 'https://cdn.example/logo.svg' } });
    const logo = screen.getByRole('link', { name: 'Brand – go to home' });
    expect(logo).toHaveAttribute('href', '/dashboard/home');
    expect(logo.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/logo.svg');
    fireEvent.error(logo.querySelector('img')!);
    expect(logo.querySelector('img')).toHaveAttribute('src', '/api/common/v1/BrandLogo');
  });

  it('shows the fixed logo image in the header without navigation', () => {
    mockViewport(1280);
    renderRoutes([{ path: '/dashboard/new-challenge', element: <AuthLayout header="withoutNav" /> }], {
      store: makeStore({ brand: { logoUrl: 'https://cdn.example/logo.svg' } }),
      at: '/dashboard/new-challenge',
    });
    const logo = screen.getByRole('link', { name: 'Brand – go to home' });
    expect(logo.querySelector('img')).toHaveAttribute('src', '/api/common/v1/BrandLogo');
  });
});
