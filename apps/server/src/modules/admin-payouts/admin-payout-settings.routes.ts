import type { FastifyInstance } from 'fastify';
import { ApiPath, adminPayoutSettingsEnvelope, adminPayoutSettingsUpdateRequestSchema } from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminPayoutSettingsService } from './admin-payout-settings.service.ts';

/** A brand's payout settings (docs/decisions/029-payout-settings.md): finance reads, owners and brand admins edit. */
export function adminPayoutSettingsRoutes(deps: { adminPayoutSettingsService: AdminPayoutSettingsService }) {
  const svc = deps.adminPayoutSettingsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payoutSettings.read');
    route.get(ApiPath.adminPayoutSettings, {
      summary: "A brand's payout bounds (USD cents), USD rates (millionths), methods and its packages' payout cycles",
      response: adminPayoutSettingsEnvelope,
      ...onRecord(svc.get),
    });
    route.post(ApiPath.adminPayoutSettings, {
      action: 'payoutSettings.edit',
      summary:
        "Replace a brand's payout settings and set packages' payout cycles; the next payout request is checked against them (400/-200 when min > max, no method, a rate missing)",
      body: adminPayoutSettingsUpdateRequestSchema,
      response: adminPayoutSettingsEnvelope,
      ...onRecord(svc.update),
    });
  };
}
