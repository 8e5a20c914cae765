import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  adminBrandQuerySchema,
  adminDiscountCodeCreateRequestSchema,
  adminDiscountCodeEnvelope,
  adminDiscountCodesEnvelope,
  adminDiscountCodeUpdateRequestSchema,
  adminDiscountOrdersEnvelope,
  adminIdParamsSchema,
  adminPackageCreateRequestSchema,
  adminPackageEnvelope,
  adminPackageQuerySchema,
  adminPackagesEnvelope,
  adminPackagesQuerySchema,
  adminPackageUpdateRequestSchema,
  adminPackageVisibilityRequestSchema,
  adminPageQuerySchema,
} from '@portal/contract';
import { adminRouter } from '../admin-operators/admin-route.ts';
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
    const route = adminRouter(app);
    route.get(ApiPath.adminPackages, {
      action: 'catalogue.read',
      summary: "A brand's packages, hidden ones too, with each phase's rules as data and in words",
      querystring: adminPackagesQuerySchema,
      response: adminPackagesEnvelope,
      data: (req) => packages.list(req.admin, { ...req.query, includeHidden: req.query.includeHidden === 'true' }),
    });
    route.get(ApiPath.adminPackage, {
      action: 'catalogue.read',
      summary: 'One package with its rules per phase, as data and in words',
      params: adminIdParamsSchema,
      querystring: adminPackageQuerySchema,
      response: adminPackageEnvelope,
      data: (req) => packages.get(req.admin, req.params.id, req.query.lang),
    });
    route.post(ApiPath.adminPackages, {
      action: 'catalogue.edit',
      summary: 'Create a package (its rules validated per phase)',
      body: adminPackageCreateRequestSchema,
      response: adminPackageEnvelope,
      data: (req) => packages.create(req.admin, req.body),
    });
    route.post(ApiPath.adminPackage, {
      action: 'catalogue.edit',
      summary: 'Change a package: orders placed afterwards get it, earlier orders keep what they bought',
      params: adminIdParamsSchema,
      body: adminPackageUpdateRequestSchema,
      response: adminPackageEnvelope,
      data: (req) => packages.update(req.admin, req.params.id, req.body),
    });
    route.post(ApiPath.adminPackageVisibility, {
      action: 'catalogue.edit',
      summary: 'Hide a package from traders (no new orders) or show it again',
      params: adminIdParamsSchema,
      body: adminPackageVisibilityRequestSchema,
      response: adminPackageEnvelope,
      data: (req) => packages.setVisible(req.admin, req.params.id, req.body.visible),
    });

    route.get(ApiPath.adminDiscountCodes, {
      action: 'catalogue.read',
      summary: "A brand's discount codes with their use (used / limit)",
      querystring: adminBrandQuerySchema,
      response: adminDiscountCodesEnvelope,
      data: (req) => codes.list(req.admin, req.query),
    });
    route.get(ApiPath.adminDiscountCode, {
      action: 'catalogue.read',
      summary: 'One discount code',
      params: adminIdParamsSchema,
      response: adminDiscountCodeEnvelope,
      data: (req) => codes.get(req.admin, req.params.id),
    });
    route.get(ApiPath.adminDiscountCodeOrders, {
      action: 'catalogue.read',
      summary: 'The orders that used a discount code, newest first',
      params: adminIdParamsSchema,
      querystring: adminPageQuerySchema,
      response: adminDiscountOrdersEnvelope,
      data: (req) => codes.orders(req.admin, req.params.id, req.query),
    });
    route.post(ApiPath.adminDiscountCodes, {
      action: 'catalogue.edit',
      summary: 'Create a discount code',
      body: adminDiscountCodeCreateRequestSchema,
      response: adminDiscountCodeEnvelope,
      data: (req) => codes.create(req.admin, req.body),
    });
    route.post(ApiPath.adminDiscountCode, {
      action: 'catalogue.edit',
      summary: "Change a code's terms (the next preview or order uses them; placed orders keep theirs)",
      params: adminIdParamsSchema,
      body: adminDiscountCodeUpdateRequestSchema,
      response: adminDiscountCodeEnvelope,
      data: (req) => codes.update(req.admin, req.params.id, req.body),
    });
    route.post(ApiPath.adminDiscountCodeDeactivate, {
      action: 'catalogue.edit',
      summary: 'Switch a code off for good (orders that used it keep it)',
      params: adminIdParamsSchema,
      response: adminDiscountCodeEnvelope,
      data: (req) => codes.deactivate(req.admin, req.params.id),
    });
  };
}
