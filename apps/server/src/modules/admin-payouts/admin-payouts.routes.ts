import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminIdParamsSchema,
  adminPayoutApproveRequestSchema,
  adminPayoutEnvelope,
  adminPayoutMarkPaidRequestSchema,
  adminPayoutRejectRequestSchema,
  adminPayoutsPageEnvelope,
  adminPayoutRowSchema,
  adminPayoutsQuerySchema,
  envelope,
} from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminPayoutsService } from './admin-payouts.service.ts';

const rowEnvelope = envelope(adminPayoutRowSchema);

/** The console's payout queue: finance (and brand admins, owners) read and decide (`payouts.decide`). */
export function adminPayoutsRoutes(deps: { adminPayoutsService: AdminPayoutsService }) {
  const svc = deps.adminPayoutsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payouts.decide');
    route.get(ApiPath.adminPayouts, {
      summary: 'Payout requests, oldest first (pending by default), by brand, status, method, amount and age',
      querystring: adminPayoutsQuerySchema,
      response: adminPayoutsPageEnvelope,
      data: (req) => svc.list(req.admin, req.query),
    });
    route.get(ApiPath.adminPayout, {
      summary: 'A payout request: payment details, the trader, and the account’s eligibility now',
      response: adminPayoutEnvelope,
      ...onRecord(svc.get),
    });
    route.post(ApiPath.adminPayoutApprove, {
      summary: 'Approve a Requested payout (-40 when the closed profit no longer covers it)',
      body: adminPayoutApproveRequestSchema,
      response: rowEnvelope,
      ...onRecord(svc.approve),
    });
    route.post(ApiPath.adminPayoutReject, {
      summary: 'Reject a Requested or Approved payout, with a reason the trader reads',
      params: adminIdParamsSchema,
      body: adminPayoutRejectRequestSchema,
      response: rowEnvelope,
      data: (req) => svc.reject(req.admin, req.params.id, req.body.reason),
    });
    route.post(ApiPath.adminPayoutMarkPaid, {
      summary: 'Mark an Approved payout paid: the platform and the rule engine get the withdrawal',
      params: adminIdParamsSchema,
      body: adminPayoutMarkPaidRequestSchema,
      response: rowEnvelope,
      data: (req) => svc.markPaid(req.admin, req.params.id, req.body.transactionReference),
    });
  };
}
