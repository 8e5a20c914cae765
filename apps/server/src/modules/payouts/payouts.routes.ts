import type { FastifyInstance } from 'fastify';
import { payoutsEndpoints } from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { PayoutsService } from './payouts.service.ts';
import { router } from '../router.ts';

/** /Payouts/v1/… and /common/v1/PayoutMethods (SPEC §7; docs/decisions/018-payouts.md). */
export function payoutsRoutes(deps: { payoutsService: PayoutsService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const tags = ['payouts'];
    const route = router(app, { tags, access: signedIn(deps.sessionsService) });
    const guests = router(app, { tags });
    const svc = deps.payoutsService;
    route(payoutsEndpoints.payouts, { data: (req) => svc.list(req.brand.id, req.auth.userId, req.query) });
    route(payoutsEndpoints.profitWidget, { data: (req) => svc.profitWidget(req.brand.id, req.auth.userId, req.query) });
    route(payoutsEndpoints.payoutBounds, { data: (req) => svc.bounds(req.brand.id) });
    guests(payoutsEndpoints.payoutMethods, { data: (req) => svc.methods(req.brand.id) });
    route(payoutsEndpoints.payoutBankTransfer, {
      data: (req) => svc.requestBankTransfer(req.brand, req.auth.userId, req.body, contextOf(req)),
    });
    route(payoutsEndpoints.payoutCryptoTransfer, {
      data: (req) => svc.requestCryptoTransfer(req.brand, req.auth.userId, req.body, contextOf(req)),
    });
    route(payoutsEndpoints.payout, { data: (req) => svc.get(req.brand.id, req.auth.userId, req.params.id) });
    route(payoutsEndpoints.payoutCancel, { data: (req) => svc.cancel(req.brand, req.auth.userId, req.params.id) });
  };
}
