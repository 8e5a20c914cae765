import { ApiPath } from '../paths.ts';
import * as adminTraders from '../schemas/admin-traders.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminTradersEndpoints = {
  traders: endpoint('GET', ApiPath.adminTraders, 'Traders, newest first: by e-mail or name (beginning), account login or platform id, order id or number', { querystring: adminTraders.adminTradersQuerySchema, response: adminTraders.adminTradersPageEnvelope }),
  tradersExport: endpoint('GET', ApiPath.adminTradersExport, 'Every trader the search keeps, as CSV (UTF-8, a header row of field names), newest first; audited', { querystring: adminTraders.adminTradersFiltersSchema, produces: ['text/csv'] }),
  trader: endpoint('GET', ApiPath.adminTrader, 'A trader: personal data, latest orders, accounts, live sessions, latest mails (no bodies)', { params: adminIdParamsSchema, response: adminTraders.adminTraderEnvelope }),
  traderSessionRevoke: endpoint('POST', ApiPath.adminTraderSessionRevoke, "End one of the trader's live sessions (its tokens stop working)", { params: adminTraders.adminTraderSessionParamsSchema, response: adminTraders.adminSessionsRevokedEnvelope }),
  traderSessionsRevokeAll: endpoint('POST', ApiPath.adminTraderSessionsRevokeAll, 'End every live session of the trader (signed out everywhere)', { params: adminIdParamsSchema, response: adminTraders.adminSessionsRevokedEnvelope }),
  traderPasswordReset: endpoint('POST', ApiPath.adminTraderPasswordReset, 'Send the trader the password-reset mail the portal sends (ForgotPassword)', { params: adminIdParamsSchema, response: adminTraders.adminPasswordResetEnvelope }),
};
