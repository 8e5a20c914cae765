import type { FastifyInstance } from 'fastify';
import { adminPayoutsEndpoints } from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminPayoutSettingsService } from './admin-payout-settings.service.ts';

/** A brand's payout settings (docs/decisions/029-payout-settings.md): finance reads, owners and brand admins edit. */
export function adminPayoutSettingsRoutes(deps: { adminPayoutSettingsService: AdminPayoutSettingsService }) {
  const svc = deps.adminPayoutSettingsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'payoutSettings.read');
    route(adminPayoutsEndpoints.payoutSettings, { data: onRecord(svc.get) });
    route(adminPayoutsEndpoints.updatePayoutSettings, { action: 'payoutSettings.edit', data: onRecord(svc.update) });
  };
}
