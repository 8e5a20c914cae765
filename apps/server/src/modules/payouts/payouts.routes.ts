import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  bankTransferRequestSchema,
  cryptoTransferRequestSchema,
  payoutBoundsEnvelope,
  payoutEnvelope,
  payoutIdParamsSchema,
  payoutMethodsEnvelope,
  payoutsPageEnvelope,
  payoutsQuerySchema,
  profitWidgetEnvelope,
  profitWidgetQuerySchema,
} from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
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
    const refusals =
      'refused with -60 (not funded, blocked, pending payout, cycle, consistency), -70 (not verified), -100 (open positions), -202/-201 (bounds), -40 (above withdrawable); data.checklist says which';

    route.get(ApiPath.payouts, {
      summary: "A page of the trader's payouts, newest first",
      querystring: payoutsQuerySchema,
      response: payoutsPageEnvelope,
      data: (req) => svc.list(req.brand.id, req.auth.userId, req.query),
    });
    route.get(ApiPath.profitWidget, {
      summary: 'Each funded account: withdrawable now, split, next payout date, total paid, and the checklist',
      querystring: profitWidgetQuerySchema,
      response: profitWidgetEnvelope,
      data: (req) => svc.profitWidget(req.brand.id, req.auth.userId, req.query),
    });
    route.get(ApiPath.payoutBounds, {
      summary: 'Withdrawal bounds in USD, and in each account currency',
      response: payoutBoundsEnvelope,
      data: (req) => svc.bounds(req.brand.id),
    });
    guests.get(ApiPath.payoutMethods, {
      summary: "The brand's payout methods",
      response: payoutMethodsEnvelope,
      data: (req) => svc.methods(req.brand.id),
    });
    route.post(ApiPath.payoutBankTransfer, {
      summary: `Request a payout by bank transfer; ${refusals}`,
      body: bankTransferRequestSchema,
      response: payoutEnvelope,
      data: (req) => svc.requestBankTransfer(req.brand, req.auth.userId, req.body),
    });
    route.post(ApiPath.payoutCryptoTransfer, {
      summary: `Request a payout in crypto; ${refusals}`,
      body: cryptoTransferRequestSchema,
      response: payoutEnvelope,
      data: (req) => svc.requestCryptoTransfer(req.brand, req.auth.userId, req.body),
    });
    route.get(ApiPath.payout, {
      summary: 'One payout (-50 when absent or not the trader’s)',
      params: payoutIdParamsSchema,
      response: payoutEnvelope,
      data: (req) => svc.get(req.brand.id, req.auth.userId, req.params.id),
    });
    route.post(ApiPath.payoutCancel, {
      summary: 'Cancel a payout the firm has not decided yet (-60 once it has)',
      params: payoutIdParamsSchema,
      response: payoutEnvelope,
      data: (req) => svc.cancel(req.brand, req.auth.userId, req.params.id),
    });
  };
}
