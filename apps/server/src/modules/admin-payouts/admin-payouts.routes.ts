import type { FastifyInstance } from 'fastify';
import { adminPayoutsEndpoints } from '@portal/contract';
import { sendCsv } from '../../http/csv-reply.ts';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminPayoutsService } from './admin-payouts.service.ts';

/** The console's payout queue: finance (and brand admins, owners) read and decide (`payouts.decide`). */
export function adminPayoutsRoutes(deps: { adminPayoutsService: AdminPayoutsService }) {
  const svc = deps.adminPayoutsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payouts.decide');
    route(adminPayoutsEndpoints.payouts, { data: (req) => svc.list(req.admin, req.query) });
    route(adminPayoutsEndpoints.payoutsExport, {
      handler: async (req, reply) => sendCsv(reply, await svc.exportCsv(req.admin, req.query)),
    });
    route(adminPayoutsEndpoints.payout, { data: onRecord(svc.get) });
    route(adminPayoutsEndpoints.payoutApprove, { data: onRecord(svc.approve) });
    route(adminPayoutsEndpoints.payoutReject, { data: (req) => svc.reject(req.admin, req.params.id, req.body.reason) });
    route(adminPayoutsEndpoints.payoutMarkPaid, {
      data: (req) => svc.markPaid(req.admin, req.params.id, req.body.transactionReference),
    });
  };
}
