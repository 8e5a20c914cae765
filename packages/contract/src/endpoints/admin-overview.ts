import { ApiPath } from '../paths.ts';
import { adminOverviewEnvelope, adminOverviewQuerySchema } from '../schemas/admin-overview.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminOverviewEndpoints = {
  overview: endpoint('GET', ApiPath.adminOverview, 'Sales, new traders, pass rates, failures by rule, funded accounts, open queues, 30-day series', { querystring: adminOverviewQuerySchema, response: adminOverviewEnvelope }),
};
