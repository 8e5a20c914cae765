import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminIdParamsSchema,
  adminPayoutSettingsEnvelope,
  adminPayoutSettingsUpdateRequestSchema,
} from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
import type { AdminPayoutSettingsService } from './admin-payout-settings.service.ts';

/** A brand's payout settings (docs/decisions/029-payout-settings.md): finance reads, owners and brand admins edit. */
export function adminPayoutSettingsRoutes(deps: { adminPayoutSettingsService: AdminPayoutSettingsService }) {
  const svc = deps.adminPayoutSettingsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payoutSettings.read');
    route.get(ApiPath.adminPayoutSettings, {
      summary: "A brand's payout bounds (USD cents), USD rates (millionths), methods and its packages' payout cycles",
      params: adminIdParamsSchema,
      response: adminPayoutSettingsEnvelope,
      data: (req) => svc.get(req.admin, req.params.id),
    });
    route.post(ApiPath.adminPayoutSettings, {
      action: 'payoutSettings.edit',
      summary:
        "Replace a brand's payout settings and set packages' payout cycles; the next payout request is checked against them (400/-200 when min > max, no method, a rate missing)",
      params: adminIdParamsSchema,
      body: adminPayoutSettingsUpdateRequestSchema,
      response: adminPayoutSettingsEnvelope,
      data: (req) => svc.update(req.admin, req.params.id, req.body),
    });
  };
}
