import type { FastifyInstance } from 'fastify';
import { adminRiskEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery } from '../admin-operators/admin-route.ts';
import type { AdminRiskSettingsService } from './admin-risk-settings.service.ts';
import type { AdminRiskService } from './admin-risk.service.ts';

/**
 * The risk desk: the risk role (and brand admins, owners) read cases and evidence (`risk.read`) and decide them;
 * owners and brand admins change a brand's settings (`riskSettings.edit`).
 */
export function adminRiskRoutes(deps: {
  adminRiskService: AdminRiskService;
  adminRiskSettingsService: AdminRiskSettingsService;
}) {
  const svc = deps.adminRiskService;
  const settings = deps.adminRiskSettingsService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'risk.read');
    route(adminRiskEndpoints.riskCases, { data: onQuery(svc.list) });
    route(adminRiskEndpoints.riskCase, { data: (req) => svc.get(req.admin, req.params.id) });
    route(adminRiskEndpoints.riskDecide, { action: 'risk.decide', data: onRecord(svc.decide) });
    route(adminRiskEndpoints.riskCompare, { data: (req) => svc.compare(req.admin, req.query.a, req.query.b) });
    route(adminRiskEndpoints.riskSummary, { data: (req) => svc.summary(req.admin) });
    route(adminRiskEndpoints.riskSettings, { data: onRecord(settings.get) });
    route(adminRiskEndpoints.updateRiskSettings, { action: 'riskSettings.edit', data: onRecord(settings.update) });
  };
}
