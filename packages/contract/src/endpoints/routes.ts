import type { Endpoint } from './endpoint.ts';
import { adminAccountImportEndpoints } from './admin-account-import.ts';
import { adminAccountsEndpoints } from './admin-accounts.ts';
import { adminBrandsEndpoints } from './admin-brands.ts';
import { adminCalendarEndpoints } from './admin-calendar.ts';
import { adminCatalogueEndpoints } from './admin-catalogue.ts';
import { adminKycEndpoints } from './admin-kyc.ts';
import { adminOperatorsEndpoints } from './admin-operators.ts';
import { adminOrdersEndpoints } from './admin-orders.ts';
import { adminOverviewEndpoints } from './admin-overview.ts';
import { adminPayoutsEndpoints } from './admin-payouts.ts';
import { adminRiskEndpoints } from './admin-risk.ts';
import { adminProvidersEndpoints } from './admin-providers.ts';
import { adminTradersEndpoints } from './admin-traders.ts';
import { authEndpoints } from './auth.ts';
import { calendarEndpoints } from './calendar.ts';
import { certificatesEndpoints } from './certificates.ts';
import { clientLogEndpoints } from './client-log.ts';
import { commonEndpoints } from './common.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { journalEndpoints } from './journal.ts';
import { keyValueEndpoints } from './key-value.ts';
import { kycEndpoints } from './kyc.ts';
import { notificationsEndpoints } from './notifications.ts';
import { ordersEndpoints } from './orders.ts';
import { packagesEndpoints } from './packages.ts';
import { payoutsEndpoints } from './payouts.ts';
import { profileEndpoints } from './profile.ts';
import { adminScalingEndpoints, scalingEndpoints } from './scaling.ts';
import { traderAccountsEndpoints } from './trader-accounts.ts';

/** What a call reads of a declared endpoint: its method and path. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path'>;

/** A table's endpoints by the same names, each its method and path only. */
export type RoutesOf<T> = { [K in keyof T]: EndpointRoute };

/** An endpoint table's routes: what the apps call, without the schemas. */
export function routesOf<T extends Record<string, EndpointRoute>>(table: T): RoutesOf<T> {
  const routes: Record<string, EndpointRoute> = {};
  for (const [name, { method, path }] of Object.entries(table)) routes[name] = { method, path };
  return routes as RoutesOf<T>;
}

// The apps import these (`@portal/contract/routes`). Here, in the tests and in dev they are computed from the tables;
// the apps' build writes the same values in as literals (packages/ui/build/contract-routes.ts), so no bundle loads
// the tables' zod schemas.
export const adminAccountImportRoutes = routesOf(adminAccountImportEndpoints);
export const adminAccountsRoutes = routesOf(adminAccountsEndpoints);
export const adminBrandsRoutes = routesOf(adminBrandsEndpoints);
export const adminCalendarRoutes = routesOf(adminCalendarEndpoints);
export const adminCatalogueRoutes = routesOf(adminCatalogueEndpoints);
export const adminKycRoutes = routesOf(adminKycEndpoints);
export const adminOperatorsRoutes = routesOf(adminOperatorsEndpoints);
export const adminOrdersRoutes = routesOf(adminOrdersEndpoints);
export const adminOverviewRoutes = routesOf(adminOverviewEndpoints);
export const adminPayoutsRoutes = routesOf(adminPayoutsEndpoints);
export const adminRiskRoutes = routesOf(adminRiskEndpoints);
export const adminProvidersRoutes = routesOf(adminProvidersEndpoints);
export const adminTradersRoutes = routesOf(adminTradersEndpoints);
export const authRoutes = routesOf(authEndpoints);
export const calendarRoutes = routesOf(calendarEndpoints);
export const certificatesRoutes = routesOf(certificatesEndpoints);
export const clientLogRoutes = routesOf(clientLogEndpoints);
export const commonRoutes = routesOf(commonEndpoints);
export const dashboardRoutes = routesOf(dashboardEndpoints);
export const journalRoutes = routesOf(journalEndpoints);
export const keyValueRoutes = routesOf(keyValueEndpoints);
export const kycRoutes = routesOf(kycEndpoints);
export const notificationsRoutes = routesOf(notificationsEndpoints);
export const ordersRoutes = routesOf(ordersEndpoints);
export const packagesRoutes = routesOf(packagesEndpoints);
export const payoutsRoutes = routesOf(payoutsEndpoints);
export const profileRoutes = routesOf(profileEndpoints);
export const scalingRoutes = routesOf(scalingEndpoints);
export const adminScalingRoutes = routesOf(adminScalingEndpoints);
export const traderAccountsRoutes = routesOf(traderAccountsEndpoints);
