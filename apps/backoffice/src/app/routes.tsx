import { Navigate, type RouteObject } from 'react-router';
import type { OperatorAction } from '@portal/contract';
import { ErrorFallback } from './error-fallback.tsx';
import { lazyScreen as screen } from './lazy-screen.tsx';
import { NAV_ITEMS } from '../shared/nav/nav-items.ts';
import { RequireAction, RequireActive, HomeRedirect } from './guards.tsx';
import { Root } from './root.tsx';
import { Shell } from './shell.tsx';

const notAvailable = screen(() => import('../features/unavailable/not-available-screen.tsx'));

/** A section of the shell, reachable only with its action. */
const section = (path: string, action: OperatorAction, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  element: <RequireAction action={action} />,
  children: [{ index: true, lazy }],
});

/** The console's routes (relative to /backoffice): the sign-in steps outside the shell, the sections inside. */
export function buildRoutes(): RouteObject[] {
  const pending = NAV_ITEMS.filter((item) => !item.available).map((item) =>
    section(item.path, item.action, notAvailable),
  );
  return [
    {
      element: <Root />,
      errorElement: <ErrorFallback />,
      children: [
        { path: '/sign-in', lazy: screen(() => import('../features/auth/sign-in-screen.tsx')) },
        { path: '/second-factor', lazy: screen(() => import('../features/auth/second-factor-screen.tsx')) },
        { path: '/enrol', lazy: screen(() => import('../features/auth/totp-enrol-screen.tsx')) },
        { path: '/change-password', lazy: screen(() => import('../features/auth/change-password-screen.tsx')) },
        {
          element: <RequireActive />,
          children: [
            {
              element: <Shell />,
              children: [
                { index: true, element: <HomeRedirect /> },
                // The operator's own account and devices (decision 049): every role.
                { path: '/account', lazy: screen(() => import('../features/account/account-screen.tsx')) },
                ...pending,
                // Operations: overview, traders, the accounts list, orders.
                section(
                  '/overview',
                  'overview.read',
                  screen(() => import('../features/overview/overview-screen.tsx')),
                ),
                section(
                  '/traders',
                  'traders.read',
                  screen(() => import('../features/traders/traders-screen.tsx')),
                ),
                section(
                  '/traders/:id',
                  'traders.read',
                  screen(() => import('../features/traders/trader-screen.tsx')),
                ),
                section(
                  '/accounts',
                  'accounts.read',
                  screen(() => import('../features/account-list/accounts-list-screen.tsx')),
                ),
                section(
                  '/orders',
                  'orders.read',
                  screen(() => import('../features/orders/orders-screen.tsx')),
                ),
                section(
                  '/verification',
                  'traders.read',
                  screen(() => import('../features/verification/verification-screen.tsx')),
                ),
                section(
                  '/orders/:id',
                  'orders.read',
                  screen(() => import('../features/orders/order-screen.tsx')),
                ),
                section(
                  '/payouts',
                  'payouts.decide',
                  screen(() => import('../features/payouts/payouts-queue-screen.tsx')),
                ),
                section(
                  '/payouts/:id',
                  'payouts.decide',
                  screen(() => import('../features/payouts/payout-review-screen.tsx')),
                ),
                section(
                  '/payout-settings',
                  'payoutSettings.read',
                  screen(() => import('../features/payouts/payout-settings-screen.tsx')),
                ),
                section(
                  '/accounts/:id',
                  'accounts.read',
                  screen(() => import('../features/accounts/account-screen.tsx')),
                ),
                section(
                  '/catalogue',
                  'catalogue.edit',
                  screen(() => import('../features/catalogue/catalogue-screen.tsx')),
                ),
                section(
                  '/catalogue/packages/:id',
                  'catalogue.edit',
                  screen(() => import('../features/catalogue/package-screen.tsx')),
                ),
                section(
                  '/catalogue/discount-codes/:id',
                  'catalogue.edit',
                  screen(() => import('../features/catalogue/discount-code-screen.tsx')),
                ),
                section(
                  '/brands',
                  'brands.edit',
                  screen(() => import('../features/brands/brands-screen.tsx')),
                ),
                section(
                  '/brands/:id',
                  'brands.edit',
                  screen(() => import('../features/brands/brand-screen.tsx')),
                ),
                section(
                  '/calendar',
                  'calendar.import',
                  screen(() => import('../features/calendar/calendar-screen.tsx')),
                ),
                section(
                  '/audit',
                  'audit.read',
                  screen(() => import('../features/audit/audit-screen.tsx')),
                ),
                section(
                  '/api-keys',
                  'apiKeys.manage',
                  screen(() => import('../features/api-keys/api-keys-screen.tsx')),
                ),
                section(
                  '/operators',
                  'operators.manage',
                  screen(() => import('../features/operators/operators-screen.tsx')),
                ),
                section(
                  '/operators/:id',
                  'operators.manage',
                  screen(() => import('../features/operators/operator-screen.tsx')),
                ),
                { path: '*', element: <Navigate to="/" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
