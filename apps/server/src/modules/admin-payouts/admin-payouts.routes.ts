import type { FastifyInstance } from 'fastify';
import { adminPayoutsEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery, csvDownload } from '../admin-operators/admin-route.ts';
import type { AdminPayoutsService } from './admin-payouts.service.ts';

/** The console's payout queue: finance (and brand admins, owners) read and decide (`payouts.decide`). */
export function adminPayoutsRoutes(deps: { adminPayoutsService: AdminPayoutsService }) {
  const svc = deps.adminPayoutsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payouts.decide');
    route(adminPayoutsEndpoints.payouts, { data: onQuery(svc.list) });
    route(adminPayoutsEndpoints.payoutsExport, { handler: csvDownload(svc.exportCsv) });
    route(adminPayoutsEndpoints.payout, { data: onRecord(svc.get) });
    route(adminPayoutsEndpoints.payoutApprove, { data: onRecord(svc.approve) });
    route(adminPayoutsEndpoints.payoutReject, { data: (req) => svc.reject(req.admin, req.params.id, req.body.reason) });
    route(adminPayoutsEndpoints.payoutMarkPaid, {
      data: (req) => svc.markPaid(req.admin, req.params.id, req.body.transactionReference),
    });
  };
}
