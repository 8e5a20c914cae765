import type { FastifyInstance } from 'fastify';
import { adminCatalogueEndpoints } from '@portal/contract';
import { adminRouter, onRecord, onQuery } from '../admin-operators/admin-route.ts';
import type { DiscountCodesAdminService } from './discount-codes-admin.service.ts';
import type { PackagesAdminService } from './packages-admin.service.ts';

/** The catalogue: packages (with their rules in words) and discount codes, per brand in the caller's scope. */
export function catalogueRoutes(deps: {
  packagesAdminService: PackagesAdminService;
  discountCodesAdminService: DiscountCodesAdminService;
}) {
  const packages = deps.packagesAdminService;
  const codes = deps.discountCodesAdminService;
  return async function (app: FastifyInstance) {
    const route = adminRouter(app, 'catalogue.edit');
    const read = adminRouter(app, 'catalogue.read');
    read(adminCatalogueEndpoints.packages, {
      data: (req) => packages.list(req.admin, { ...req.query, includeHidden: req.query.includeHidden === 'true' }),
    });
    read(adminCatalogueEndpoints.package, { data: (req) => packages.get(req.admin, req.params.id, req.query.lang) });
    route(adminCatalogueEndpoints.createPackage, { data: (req) => packages.create(req.admin, req.body) });
    route(adminCatalogueEndpoints.updatePackage, { data: onRecord(packages.update) });
    route(adminCatalogueEndpoints.packageVisibility, {
      data: (req) => packages.setVisible(req.admin, req.params.id, req.body.visible),
    });

    read(adminCatalogueEndpoints.discountCodes, { data: onQuery(codes.list) });
    read(adminCatalogueEndpoints.discountCode, { data: onRecord(codes.get) });
    read(adminCatalogueEndpoints.discountCodeOrders, {
      data: (req) => codes.orders(req.admin, req.params.id, req.query),
    });
    route(adminCatalogueEndpoints.createDiscountCode, { data: (req) => codes.create(req.admin, req.body) });
    route(adminCatalogueEndpoints.updateDiscountCode, { data: onRecord(codes.update) });
    route(adminCatalogueEndpoints.discountCodeDeactivate, { data: onRecord(codes.deactivate) });
  };
}
