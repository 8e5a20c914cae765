import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { kycInfo } from '../../test/profile-fixtures.ts';
import { makeStore, renderRoutes } from '../test-support.tsx';
import { ProfileTabs } from './profile-tabs.tsx';

const routes = [
  {
    element: <ProfileTabs />,
    children: [
      { path: '/dashboard/profile/personal-information', element: <p>personal information page</p> },
      { path: '/dashboard/profile/notifications', element: <p>notifications page</p> },
    ],
  },
];
const at = '/dashboard/profile/personal-information';

describe('profile tabs (SPEC §2)', () => {
  it('shows the Profile title and the three tabs above the page, the current one marked', () => {
    const store = makeStore({ brand: { isKycEnabled: true, isVerificationProgressEnabled: true } });
    renderRoutes(routes, { store, at });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal Information' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/dashboard/profile/verification',
    );
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/dashboard/profile/security');
    expect(screen.getByText('personal information page')).toBeInTheDocument();
  });

  it('keeps each tab as wide as its bold label, current or not (the reserved copy is the label)', () => {
    renderRoutes(routes, { store: makeStore({ brand: { isKycEnabled: true } }), at });
    const labels = [...document.querySelectorAll('.profile-tabs__tab .nav-label')];
    expect(labels.map((label) => label.getAttribute('data-label'))).toEqual([
      'Personal Information',
      'Verification',
      'Security',
      'Notifications',
    ]);
    expect(labels.map((label) => label.textContent)).toEqual([
      'Personal Information',
      'Verification',
      'Security',
      'Notifications',
    ]);
  });

  it('disables the Verification tab unless verification progress is enabled', () => {
    const store = makeStore({ brand: { isKycEnabled: true, isVerificationProgressEnabled: false } });
    renderRoutes(routes, { store, at });
    expect(screen.queryByRole('link', { name: /Verification/ })).not.toBeInTheDocument();
    expect(screen.getByText('Verification').closest('.profile-tabs__tab')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an alert badge on Verification when verification is needed', () => {
    const store = makeStore({
      brand: { isKycEnabled: true, isVerificationProgressEnabled: true },
      kyc: kycInfo(),
    });
    renderRoutes(routes, { store, at });
    expect(screen.getByRole('link', { name: /Verification\s*Verification needed/ })).toBeInTheDocument();
  });

  it('scrolls a row wider than the bar sideways to bring the current tab into view (a phone)', () => {
    // jsdom lays nothing out: the bar is 300 px wide and the current tab (the last) lies at 380–480 px.
    const own = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const at = (left: number, right: number) => ({ ...own.call(this), left, right });
      if (this.classList.contains('profile-tabs')) return at(0, 300);
      if (this.classList.contains('active')) return at(380, 480);
      return own.call(this);
    };
    onTestFinished(() => void (Element.prototype.getBoundingClientRect = own));
    renderRoutes(routes, {
      store: makeStore({ brand: { isKycEnabled: true } }),
      at: '/dashboard/profile/notifications',
    });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('.profile-tabs')!.scrollLeft).toBe(180);
  });
});
