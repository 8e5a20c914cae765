import { ApiPath } from '../paths.ts';
import {
  adminOverviewEnvelope,
  adminOverviewExportQuerySchema,
  adminOverviewQuerySchema,
} from '../schemas/admin-overview.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminOverviewEndpoints = {
  overview: endpoint('GET', ApiPath.adminOverview, "The firm's numbers for a period and currency: sales by package and code, funnel, pass and breach rates, payouts against revenue, equity at risk, open queues", { querystring: adminOverviewQuerySchema, response: adminOverviewEnvelope }),
  overviewExport: endpoint('GET', ApiPath.adminOverviewExport, "One of the overview's tables (days, packages, codes, funnel, outcomes, failures by rule) for the same period, brand and currency, as CSV (UTF-8, a header row of field names); audited", { querystring: adminOverviewExportQuerySchema, produces: ['text/csv'] }),
};
