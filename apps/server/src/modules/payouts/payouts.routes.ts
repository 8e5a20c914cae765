import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { PayoutsService } from './payouts.service.ts';

/** /Payouts/v1/… and /common/v1/PayoutMethods (SPEC §7; docs/decisions/018-payouts.md). */
export function payoutsRoutes(deps: { payoutsService: PayoutsService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireAuth(deps.sessionsService);
    const tags = ['payouts'];
    const auth = { tags, security: [{ bearer: [] }] };
    const svc = deps.payoutsService;
    const refusals =
      'refused with -60 (not funded, blocked, pending payout, cycle, consistency), -70 (not verified), -100 (open positions), -202/-201 (bounds), -40 (above withdrawable); data.checklist says which';

    r.get(
      ApiPath.payouts,
      {
        preHandler,
        schema: {
          ...auth,
          summary: "A page of the trader's payouts, newest first",
          querystring: payoutsQuerySchema,
          response: { 200: payoutsPageEnvelope },
        },
      },
      async (req) => ok(await svc.list(req.brand.id, req.auth.userId, req.query)),
    );
    r.get(
      ApiPath.profitWidget,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Each funded account: withdrawable now, split, next payout date, total paid, and the checklist',
          querystring: profitWidgetQuerySchema,
          response: { 200: profitWidgetEnvelope },
        },
      },
      async (req) => ok(await svc.profitWidget(req.brand.id, req.auth.userId, req.query)),
    );
    r.get(
      ApiPath.payoutBounds,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Withdrawal bounds in USD, and in each account currency',
          response: { 200: payoutBoundsEnvelope },
        },
      },
      async (req) => ok(await svc.bounds(req.brand.id)),
    );
    r.get(
      ApiPath.payoutMethods,
      { schema: { tags, summary: "The brand's payout methods", response: { 200: payoutMethodsEnvelope } } },
      async (req) => ok(await svc.methods(req.brand.id)),
    );
    r.post(
      ApiPath.payoutBankTransfer,
      {
        preHandler,
        schema: {
          ...auth,
          summary: `Request a payout by bank transfer; ${refusals}`,
          body: bankTransferRequestSchema,
          response: { 200: payoutEnvelope },
        },
      },
      async (req) => ok(await svc.requestBankTransfer(req.brand, req.auth.userId, req.body)),
    );
    r.post(
      ApiPath.payoutCryptoTransfer,
      {
        preHandler,
        schema: {
          ...auth,
          summary: `Request a payout in crypto; ${refusals}`,
          body: cryptoTransferRequestSchema,
          response: { 200: payoutEnvelope },
        },
      },
      async (req) => ok(await svc.requestCryptoTransfer(req.brand, req.auth.userId, req.body)),
    );
    r.get(
      ApiPath.payout,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'One payout (-50 when absent or not the trader’s)',
          params: payoutIdParamsSchema,
          response: { 200: payoutEnvelope },
        },
      },
      async (req) => ok(await svc.get(req.brand.id, req.auth.userId, req.params.id)),
    );
    r.post(
      ApiPath.payoutCancel,
      {
        preHandler,
        schema: {
          ...auth,
          summary: 'Cancel a payout the firm has not decided yet (-60 once it has)',
          params: payoutIdParamsSchema,
          response: { 200: payoutEnvelope },
        },
      },
      async (req) => ok(await svc.cancel(req.brand, req.auth.userId, req.params.id)),
    );
  };
}
