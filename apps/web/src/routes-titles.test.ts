import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import { buildRoutes, type RouteHandle } from './routes.tsx';
import { SPEC_PAGE_TITLES } from '@portal/contract';

/** Every routed path with the title its route (or the nearest titled parent) gives the browser title. */
function titles(routes: RouteObject[], parent = '', inherited?: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const route of routes) {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const title = (route.handle as RouteHandle | undefined)?.title ?? inherited;
    if (route.path) found.set(path, title);
    if (route.children) for (const [p, t] of titles(route.children, path, title)) found.set(p, t);
  }
  return found;
}

describe('browser titles of the route table (SPEC §1)', () => {
  const routes = titles(buildRoutes(null));

  it('gives the pages SPEC §1 titles their titles', () => {
    expect(Object.fromEntries([...routes].filter(([, title]) => title))).toEqual({
      '/sign-up': 'signUp',
      '/sign-in': 'signIn',
      '/dashboard/forgot-password': 'restorePassword',
      '/dashboard/reset-password': 'resetPassword',
      '/dashboard/economic-calendar': 'exploreEconomicNews',
      '/dashboard/payouts-request': 'withdrawProfit',
      '/dashboard/payout/:id': 'payoutDetails',
      '/dashboard/profile/personal-information': 'traderPersonalInformation',
      '/dashboard/profile/security': 'secureAccount',
      '/dashboard/profile/verification': 'verifyProfileIdentity',
      '/dashboard/Certificates': 'certificates',
      '/*': 'pageNotFound',
    });
  });

  it('leaves the brand name alone on the pages SPEC §1 gives no title', () => {
    for (const path of [
      '/dashboard/home',
      '/dashboard/challenge/:id',
      '/dashboard/orders',
      '/dashboard/order/:id',
      '/dashboard/payouts',
      '/dashboard/affiliate-program',
      '/dashboard/new-challenge',
      '/dashboard/subscribe-auth',
      '/subscribe',
      '/verify-email',
      '/certificate/:shortId',
      '/unsubscribe',
      '/dashboard/profile/notifications',
    ])
      expect([path, routes.get(path)]).toEqual([path, undefined]);
  });

  it('words each title as SPEC §1 does', () => {
    const texts = SPEC_PAGE_TITLES.map((key) => en.pageTitle[key]);
    expect(texts).toEqual([
      'Explore Economic News',
      'Withdraw your Profit',
      'Payout Details',
      'Payout is coming',
      'Trader Personal Information',
      'Verify your Profile identity',
      'Secure your Account',
      'Certificates',
      'Sign In',
      'Sign Up',
      'Restore your Password',
      'Reset your Password',
      'Page Not Found',
    ]);
  });
});
