import { ApiPath } from '../paths.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import {
  adminAccountEnvelope,
  adminAccountStatusEnvelope,
  adminAccountStatusRequestSchema,
  adminAccountUnblockRequestSchema,
} from '../schemas/admin.ts';
import {
  adminAccountDashboardEnvelope,
  adminAccountEventsEnvelope,
  adminAccountEventsQuerySchema,
  adminAccountsFiltersSchema,
  adminAccountsPageEnvelope,
  adminAccountsQuerySchema,
} from '../schemas/admin-accounts.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminAccountsEndpoints = {
  traderAccount: endpoint('GET', ApiPath.adminTraderAccount, 'One trader account', { params: adminIdParamsSchema, response: adminAccountEnvelope }),
  traderAccountStatus: endpoint('POST', ApiPath.adminTraderAccountStatus, 'Block an account (15-18): its status, and trading on the platform stops', { params: adminIdParamsSchema, body: adminAccountStatusRequestSchema, response: adminAccountStatusEnvelope }),
  traderAccountUnblock: endpoint('POST', ApiPath.adminTraderAccountUnblock, 'Lift a block: the status before it returns, and trading on the platform with it', { params: adminIdParamsSchema, body: adminAccountUnblockRequestSchema, response: adminAccountStatusEnvelope }),
  traderAccounts: endpoint('GET', ApiPath.adminTraderAccounts, 'Trader accounts, newest first, by brand, package, status, phase, login or e-mail', { querystring: adminAccountsQuerySchema, response: adminAccountsPageEnvelope }),
  traderAccountsExport: endpoint('GET', ApiPath.adminTraderAccountsExport, 'Every trader account the list\'s filters keep, as CSV (UTF-8, a header row of field names), newest first; audited', { querystring: adminAccountsFiltersSchema, produces: ['text/csv'] }),
  traderAccountDashboard: endpoint('GET', ApiPath.adminTraderAccountDashboard, "The account's objectives, metrics and verdict, exactly as its trader's dashboard shows them", { params: adminIdParamsSchema, response: adminAccountDashboardEnvelope }),
  traderAccountEvents: endpoint('GET', ApiPath.adminTraderAccountEvents, "The account's log, newest first: deals, equity snapshots, opening, verdict, blocks", { params: adminIdParamsSchema, querystring: adminAccountEventsQuerySchema, response: adminAccountEventsEnvelope }),
};
