import { ApiPath } from '../paths.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import * as adminSchemas from '../schemas/admin.ts';
import * as adminAccounts from '../schemas/admin-accounts.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminAccountsEndpoints = {
  traderAccount: endpoint('GET', ApiPath.adminTraderAccount, 'One trader account', { params: adminIdParamsSchema, response: adminSchemas.adminAccountEnvelope }),
  traderAccountStatus: endpoint('POST', ApiPath.adminTraderAccountStatus, 'Block an account (15-18): its status, and trading on the platform stops', { params: adminIdParamsSchema, body: adminSchemas.adminAccountStatusRequestSchema, response: adminSchemas.adminAccountStatusEnvelope }),
  traderAccountUnblock: endpoint('POST', ApiPath.adminTraderAccountUnblock, 'Lift a block: the status before it returns, and trading on the platform with it', { params: adminIdParamsSchema, body: adminSchemas.adminAccountUnblockRequestSchema, response: adminSchemas.adminAccountStatusEnvelope }),
  traderAccounts: endpoint('GET', ApiPath.adminTraderAccounts, 'Trader accounts, newest first, by brand, package, status, phase, login or e-mail', { querystring: adminAccounts.adminAccountsQuerySchema, response: adminAccounts.adminAccountsPageEnvelope }),
  traderAccountsExport: endpoint('GET', ApiPath.adminTraderAccountsExport, 'Every trader account the list\'s filters keep, as CSV (UTF-8, a header row of field names), newest first; audited', { querystring: adminAccounts.adminAccountsFiltersSchema, produces: ['text/csv'] }),
  traderAccountDashboard: endpoint('GET', ApiPath.adminTraderAccountDashboard, "The account's objectives, metrics and verdict, exactly as its trader's dashboard shows them", { params: adminIdParamsSchema, response: adminAccounts.adminAccountDashboardEnvelope }),
  traderAccountEvents: endpoint('GET', ApiPath.adminTraderAccountEvents, "The account's log, newest first: deals, equity snapshots, opening, verdict, blocks", { params: adminIdParamsSchema, querystring: adminAccounts.adminAccountEventsQuerySchema, response: adminAccounts.adminAccountEventsEnvelope }),
};
