import type { RouteObject } from 'react-router';
import { GuestLayout } from './app/layout/guest-layout.tsx';
import { PublicLayout } from './app/layout/public-layout.tsx';
import { RequireAuth } from './app/layout/require-auth.tsx';
import { RootRedirect } from './app/layout/root-redirect.tsx';
import { ProfileRedirect } from './app/layout/profile-redirect.tsx';
import { ErrorFallback } from './app/error-fallback.tsx';
import { lazyScreen } from './app/lazy-screen.tsx';
import type { BrandConfig } from '@portal/contract';
import type { SpecPageTitle } from '@portal/contract';

/** A route's page title (one SPEC §1 names, a key of `pageTitle`), read by the title manager. */
export type RouteHandle = { title?: SpecPageTitle };

const screen = lazyScreen;

// The signed-in layouts (header, navigation, profile tabs) load with the first signed-in screen, in parallel
// with it, so the sign-in page's first chunk does not carry them.
const mainLayout = screen(() => import('./app/layout/auth-layout.tsx').then((m) => ({ default: m.MainLayout })));
const plainLayout = screen(() => import('./app/layout/auth-layout.tsx').then((m) => ({ default: m.PlainLayout })));
const profileTabs = screen(() => import('./app/layout/profile-tabs.tsx').then((m) => ({ default: m.ProfileTabs })));

/** A lazy layout (a module with a default export), so one brand's layout costs other brands nothing. */
const layout = lazyScreen;

/**
 * The route table of SPEC §2, in one place: layouts, guards (with their KYC flag), lazy screens, and the titles
 * SPEC §1 names (a route without one shows the brand alone). A brand with the configurator variant (SPEC §2 'Brand
 * variant') gets its shared auth layout, Subscribe in a guest layout of its own, and the configurator for New
 * challenge and both Subscribes.
 */
export function buildRoutes(
  brand: (Pick<BrandConfig, 'hideEconomicCalendarMenu'> & Partial<Pick<BrandConfig, 'screensVariant'>>) | null,
): RouteObject[] {
  const variant = brand?.screensVariant === 'configurator';
  const buying = variant
    ? screen(() => import('./app/compose/configurator-route.tsx'))
    : screen(() => import('./app/compose/new-challenge-route.tsx'));
  const calendar: RouteObject[] = brand?.hideEconomicCalendarMenu
    ? []
    : [
        {
          path: 'economic-calendar',
          handle: { title: 'exploreEconomicNews' },
          lazy: screen(() => import('./features/calendar/calendar-screen.tsx')),
        },
      ];
  return [
    {
      errorElement: <ErrorFallback />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/dashboard', element: <RootRedirect /> },
        {
          ...(variant
            ? { lazy: layout(() => import('./app/layout/split-auth-layout.tsx')) }
            : { element: <GuestLayout /> }),
          children: [
            {
              path: '/sign-up',
              handle: { title: 'signUp' },
              lazy: screen(() => import('./features/auth/screens/sign-up-screen.tsx')),
            },
            {
              path: '/sign-in',
              handle: { title: 'signIn' },
              lazy: screen(() => import('./features/auth/screens/sign-in-screen.tsx')),
            },
            {
              path: '/dashboard/forgot-password',
              handle: { title: 'restorePassword' },
              lazy: screen(() => import('./features/auth/screens/forgot-password-screen.tsx')),
            },
            {
              path: '/dashboard/reset-password',
              handle: { title: 'resetPassword' },
              lazy: screen(() => import('./features/auth/screens/reset-password-screen.tsx')),
            },
            {
              path: '/verify-email',
              lazy: screen(() => import('./features/auth/screens/verify-email-screen.tsx')),
            },
          ],
        },
        {
          element: <GuestLayout wide={variant} />,
          children: [
            {
              path: '/subscribe',
              lazy: variant
                ? screen(() => import('./app/compose/subscribe-configurator-route.tsx'))
                : screen(() => import('./app/compose/subscribe-route.tsx')),
            },
          ],
        },
        {
          // Anyone, signed in or not: a certificate's authenticity page (its QR code's address).
          element: <PublicLayout />,
          children: [
            {
              path: '/certificate/:shortId',
              lazy: screen(() => import('./features/certificates/verify-certificate-screen.tsx')),
            },
            {
              // An e-mail's unsubscribe link: works without signing in (its token is signed).
              path: '/unsubscribe',
              lazy: screen(() => import('./features/notifications/unsubscribe-screen.tsx')),
            },
          ],
        },
        {
          path: '/dashboard',
          element: <RequireAuth kyc={false} />,
          children: [
            {
              lazy: plainLayout,
              children: [
                {
                  path: 'new-challenge',
                  lazy: buying,
                },
                {
                  path: 'payouts-request',
                  handle: { title: 'withdrawProfit' },
                  lazy: screen(() => import('./features/payouts/payout-request-screen.tsx')),
                },
                {
                  path: 'subscribe-auth',
                  lazy: buying,
                },
              ],
            },
            {
              lazy: mainLayout,
              children: [
                { path: 'profile', element: <ProfileRedirect /> },
                {
                  // The profile area: its title and tab bar above each tab's page (SPEC §2).
                  lazy: profileTabs,
                  children: [
                    {
                      path: 'profile/personal-information',
                      handle: { title: 'traderPersonalInformation' },
                      lazy: screen(() => import('./features/profile/screens/personal-information-screen.tsx')),
                    },
                    {
                      path: 'profile/security',
                      handle: { title: 'secureAccount' },
                      lazy: screen(() => import('./features/profile/screens/security-screen.tsx')),
                    },
                    {
                      path: 'profile/notifications',
                      lazy: screen(() => import('./features/notifications/notification-preferences-screen.tsx')),
                    },
                    {
                      element: <RequireAuth kyc />,
                      children: [
                        {
                          path: 'profile/verification',
                          handle: { title: 'verifyProfileIdentity' },
                          lazy: screen(() => import('./features/kyc/verification-screen.tsx')),
                        },
                      ],
                    },
                  ],
                },
                {
                  element: <RequireAuth kyc />,
                  children: [
                    {
                      path: 'home',
                      lazy: screen(() => import('./app/compose/home-route.tsx')),
                    },
                    {
                      path: 'challenge/:id',
                      lazy: screen(() => import('./app/compose/challenge-route.tsx')),
                    },
                    {
                      path: 'orders',
                      lazy: screen(() => import('./features/orders/list/orders-screen.tsx')),
                    },
                    {
                      path: 'order/:id',
                      lazy: screen(() => import('./features/orders/details/order-screen.tsx')),
                    },
                    ...calendar,
                    {
                      path: 'payouts',
                      lazy: screen(() => import('./features/payouts/payouts-screen.tsx')),
                    },
                    {
                      path: 'payout/:id',
                      handle: { title: 'payoutDetails' },
                      lazy: screen(() => import('./features/payouts/payout-screen.tsx')),
                    },
                    {
                      path: 'Certificates',
                      handle: { title: 'certificates' },
                      lazy: screen(() => import('./features/certificates/certificates-screen.tsx')),
                    },
                    {
                      path: 'affiliate-program',
                      lazy: screen(() => import('./features/affiliate/affiliate-screen.tsx')),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          lazy: layout(() => import('./app/layout/visitor-layout.tsx')),
          children: [
            { path: '*', handle: { title: 'pageNotFound' }, lazy: screen(() => import('./app/not-found-screen.tsx')) },
          ],
        },
      ],
    },
  ];
}
