import { Navigate, type RouteObject } from 'react-router';
import type { OperatorAction } from '@portal/contract';
import { ErrorFallback } from './error-fallback.tsx';
import { lazyScreen as screen } from './lazy-screen.tsx';
import { NAV_ITEMS } from '../shared/nav/nav-items.ts';
import { RequireAction, RequireActive, HomeRedirect } from './guards.tsx';
import { Root } from './root.tsx';
import type { RouteHandle } from './console-title.tsx';

const notAvailable = screen(() => import('../features/unavailable/not-available-screen.tsx'));

/** A section of the shell, reachable only with its action, named `title` in the browser title. */
const section = (path: string, action: OperatorAction, title: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  element: <RequireAction action={action} />,
  children: [{ index: true, lazy }],
});

/** A page outside the sections (a sign-in step, the operator's own account), named `title` in the browser title. */
const page = (path: string, title: string, load: Parameters<typeof screen>[0]): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: screen(load),
});

/** The console's routes (relative to /backoffice): the sign-in steps outside the shell, the sections inside. */
export function buildRoutes(): RouteObject[] {
  const pending = NAV_ITEMS.filter((item) => !item.available).map((item) =>
    section(item.path, item.action, item.labelKey, notAvailable),
  );
  return [
    {
      element: <Root />,
      errorElement: <ErrorFallback />,
      children: [
        page('/sign-in', 'pageTitle.signIn', () => import('../features/auth/sign-in-screen.tsx')),
        page('/second-factor', 'auth.secondFactor.title', () => import('../features/auth/second-factor-screen.tsx')),
        page('/enrol', 'auth.enrol.title', () => import('../features/auth/totp-enrol-screen.tsx')),
        page(
          '/change-password',
          'auth.changePassword.title',
          () => import('../features/auth/change-password-screen.tsx'),
        ),
        {
          element: <RequireActive />,
          children: [
            {
              lazy: () => import('./signed-in.tsx'),
              children: [
                { index: true, element: <HomeRedirect /> },
                // The operator's own account and devices: every role.
                page('/account', 'account.title', () => import('../features/account/account-screen.tsx')),
                ...pending,
                // Operations: overview, traders, the accounts list, orders.
                section(
                  '/overview',
                  'overview.read',
                  'nav.overview',
                  screen(() => import('../features/overview/overview-screen.tsx')),
                ),
                section(
                  '/traders',
                  'traders.read',
                  'nav.traders',
                  screen(() => import('../features/traders/traders-screen.tsx')),
                ),
                section(
                  '/traders/:id',
                  'traders.read',
                  'pageTitle.trader',
                  screen(() => import('../features/traders/trader-screen.tsx')),
                ),
                section(
                  '/accounts',
                  'accounts.read',
                  'nav.accounts',
                  screen(() => import('../features/accounts/accounts-list-screen.tsx')),
                ),
                section(
                  '/orders',
                  'orders.read',
                  'nav.orders',
                  screen(() => import('../features/orders/orders-screen.tsx')),
                ),
                section(
                  '/verification',
                  'traders.read',
                  'nav.verification',
                  screen(() => import('../features/verification/verification-screen.tsx')),
                ),
                section(
                  '/orders/:id',
                  'orders.read',
                  'pageTitle.order',
                  screen(() => import('../features/orders/order-screen.tsx')),
                ),
                section(
                  '/payouts',
                  'payouts.decide',
                  'nav.payouts',
                  screen(() => import('../features/payouts/payouts-queue-screen.tsx')),
                ),
                section(
                  '/scaling',
                  'payouts.decide',
                  'nav.scaling',
                  screen(() => import('../features/scaling/scaling-reviews-screen.tsx')),
                ),
                section(
                  '/payouts/:id',
                  'payouts.decide',
                  'pageTitle.payout',
                  screen(() => import('../features/payouts/payout-review-screen.tsx')),
                ),
                section(
                  '/risk',
                  'risk.read',
                  'nav.risk',
                  screen(() => import('../features/risk/risk-list-screen.tsx')),
                ),
                section(
                  '/risk/compare',
                  'risk.read',
                  'pageTitle.riskCompare',
                  screen(() => import('../features/risk/risk-compare-screen.tsx')),
                ),
                section(
                  '/risk/settings',
                  'risk.read',
                  'pageTitle.riskSettings',
                  screen(() => import('../features/risk/risk-settings-screen.tsx')),
                ),
                section(
                  '/risk/:id',
                  'risk.read',
                  'pageTitle.riskCase',
                  screen(() => import('../features/risk/risk-case-screen.tsx')),
                ),
                section(
                  '/payout-settings',
                  'payoutSettings.read',
                  'nav.payoutSettings',
                  screen(() => import('../features/payouts/payout-settings-screen.tsx')),
                ),
                section(
                  '/accounts/:id',
                  'accounts.read',
                  'pageTitle.account',
                  screen(() => import('../features/accounts/account-screen.tsx')),
                ),
                section(
                  '/catalogue',
                  'catalogue.edit',
                  'nav.catalogue',
                  screen(() => import('../features/catalogue/catalogue-screen.tsx')),
                ),
                section(
                  '/catalogue/packages/:id',
                  'catalogue.edit',
                  'pageTitle.package',
                  screen(() => import('../features/catalogue/package-screen.tsx')),
                ),
                section(
                  '/catalogue/discount-codes/:id',
                  'catalogue.edit',
                  'pageTitle.discountCode',
                  screen(() => import('../features/catalogue/discount-code-screen.tsx')),
                ),
                section(
                  '/brands',
                  'brands.edit',
                  'nav.brands',
                  screen(() => import('../features/brands/brands-screen.tsx')),
                ),
                section(
                  '/brands/:id',
                  'brands.edit',
                  'pageTitle.brand',
                  screen(() => import('../features/brands/brand-screen.tsx')),
                ),
                section(
                  '/calendar',
                  'calendar.import',
                  'nav.calendar',
                  screen(() => import('../features/calendar/calendar-screen.tsx')),
                ),
                section(
                  '/audit',
                  'audit.read',
                  'nav.audit',
                  screen(() => import('../features/audit/audit-screen.tsx')),
                ),
                section(
                  '/api-keys',
                  'apiKeys.manage',
                  'nav.apiKeys',
                  screen(() => import('../features/api-keys/api-keys-screen.tsx')),
                ),
                section(
                  '/operators',
                  'operators.manage',
                  'nav.operators',
                  screen(() => import('../features/operators/operators-screen.tsx')),
                ),
                section(
                  '/operators/:id',
                  'operators.manage',
                  'pageTitle.operator',
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
