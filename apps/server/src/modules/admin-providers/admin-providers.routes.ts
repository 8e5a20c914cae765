import type { FastifyInstance } from 'fastify';
import { adminProvidersEndpoints } from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { AdminProvidersService } from './admin-providers.service.ts';

/** A brand's providers: whoever reads the brand sees which one serves it; owners and brand admins change them. */
export function adminProvidersRoutes(deps: { adminProvidersService: AdminProvidersService }) {
  const svc = deps.adminProvidersService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'brands.read');
    route(adminProvidersEndpoints.brandProviders, { data: onRecord(svc.get) });
    route(adminProvidersEndpoints.updatePaymentProvider, {
      action: 'providers.edit',
      data: onRecord(svc.updatePayments),
    });
    route(adminProvidersEndpoints.updateIdentityProvider, {
      action: 'providers.edit',
      data: onRecord(svc.updateIdentity),
    });
  };
}
