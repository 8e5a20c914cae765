import type { FastifyInstance } from 'fastify';
import { adminScalingEndpoints } from '@portal/contract';
import { adminRouter, onQuery } from '../admin-operators/admin-route.ts';
import type { AdminScalingService } from './admin-scaling.service.ts';

/**
 * The console's scaling reviews: whoever reads accounts sees the queue; growing an account or refusing it is a
 * decision on the firm's money, taken by those who decide payouts (`payouts.decide`).
 */
export function adminScalingRoutes(deps: { adminScalingService: AdminScalingService }) {
  const svc = deps.adminScalingService;
  return async function (app: FastifyInstance) {
    adminRouter(app, 'accounts.read')(adminScalingEndpoints.scalingReviews, {
      data: onQuery(svc.list),
    });
    const decide = adminRouter(app, 'payouts.decide');
    decide(adminScalingEndpoints.scalingApply, { data: (req) => svc.apply(req.admin, req.params.id) });
    decide(adminScalingEndpoints.scalingRefuse, {
      data: (req) => svc.refuse(req.admin, req.params.id, req.body.reason),
    });
  };
}
