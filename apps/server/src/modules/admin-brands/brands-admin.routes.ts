import type { FastifyInstance } from 'fastify';
import { BRAND_ASSET_MAX_BYTES, BRAND_IMAGE_UPLOAD_TYPES, adminBrandsEndpoints } from '@portal/contract';
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { BrandsAdminService } from './brands-admin.service.ts';

/** Brands in the caller's scope: settings, hosts, logo and favicon. */
export function brandsAdminRoutes(deps: { brandsAdminService: BrandsAdminService }) {
  const svc = deps.brandsAdminService;
  return async function (app: FastifyInstance) {
    // Encapsulated: only this plugin's routes take raw image bodies; twice the limit, so a slightly larger file
    // gets a reason (400) rather than a bare 413.
    app.addContentTypeParser(
      // image bodies are taken as bytes and judged by content (domain/brands/brand-asset.ts), whatever type is named
      [...BRAND_IMAGE_UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: 2 * BRAND_ASSET_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const route = adminRouter(app, 'brands.edit');
    const read = adminRouter(app, 'brands.read');
    read(adminBrandsEndpoints.brands, { data: (req) => svc.list(req.admin) });
    read(adminBrandsEndpoints.brand, { data: onRecord(svc.get) });
    route(adminBrandsEndpoints.updateBrand, { data: onRecord(svc.update) });
    // Adding and removing a host differ only in the endpoint and the service's step.
    for (const [endpoint, change] of [
      [adminBrandsEndpoints.brandHosts, svc.addHost],
      [adminBrandsEndpoints.brandHostRemove, svc.removeHost],
    ] as const)
      route(endpoint, { data: (req) => change(req.admin, req.params.id, req.body.host) });
    route(adminBrandsEndpoints.brandAsset, {
      data: (req) =>
        svc.putAsset(req.admin, req.params.id, req.params.kind, Buffer.isBuffer(req.body) ? req.body : undefined),
    });
  };
}
