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
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
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
    read.get(ApiPath.adminPackages, {
      summary: "A brand's packages, hidden ones too, with each phase's rules as data and in words",
      querystring: adminPackagesQuerySchema,
      response: adminPackagesEnvelope,
      data: (req) => packages.list(req.admin, { ...req.query, includeHidden: req.query.includeHidden === 'true' }),
    });
    read.get(ApiPath.adminPackage, {
      summary: 'One package with its rules per phase, as data and in words',
      params: adminIdParamsSchema,
      querystring: adminPackageQuerySchema,
      response: adminPackageEnvelope,
      data: (req) => packages.get(req.admin, req.params.id, req.query.lang),
    });
    route.post(ApiPath.adminPackages, {
      summary: 'Create a package (its rules validated per phase)',
      body: adminPackageCreateRequestSchema,
      response: adminPackageEnvelope,
      data: (req) => packages.create(req.admin, req.body),
    });
    route.post(ApiPath.adminPackage, {
      summary: 'Change a package: orders placed afterwards get it, earlier orders keep what they bought',
      body: adminPackageUpdateRequestSchema,
      response: adminPackageEnvelope,
      ...onRecord(packages.update),
    });
    route.post(ApiPath.adminPackageVisibility, {
      summary: 'Hide a package from traders (no new orders) or show it again',
      params: adminIdParamsSchema,
      body: adminPackageVisibilityRequestSchema,
      response: adminPackageEnvelope,
      data: (req) => packages.setVisible(req.admin, req.params.id, req.body.visible),
    });

    read.get(ApiPath.adminDiscountCodes, {
      summary: "A brand's discount codes with their use (used / limit)",
      querystring: adminBrandQuerySchema,
      response: adminDiscountCodesEnvelope,
      data: (req) => codes.list(req.admin, req.query),
    });
    read.get(ApiPath.adminDiscountCode, {
      summary: 'One discount code',
      response: adminDiscountCodeEnvelope,
      ...onRecord(codes.get),
    });
    read.get(ApiPath.adminDiscountCodeOrders, {
      summary: 'The orders that used a discount code, newest first',
      params: adminIdParamsSchema,
      querystring: adminPageQuerySchema,
      response: adminDiscountOrdersEnvelope,
      data: (req) => codes.orders(req.admin, req.params.id, req.query),
    });
    route.post(ApiPath.adminDiscountCodes, {
      summary: 'Create a discount code',
      body: adminDiscountCodeCreateRequestSchema,
      response: adminDiscountCodeEnvelope,
      data: (req) => codes.create(req.admin, req.body),
    });
    route.post(ApiPath.adminDiscountCode, {
      summary: "Change a code's terms (the next preview or order uses them; placed orders keep theirs)",
      body: adminDiscountCodeUpdateRequestSchema,
      response: adminDiscountCodeEnvelope,
      ...onRecord(codes.update),
    });
    route.post(ApiPath.adminDiscountCodeDeactivate, {
      summary: 'Switch a code off for good (orders that used it keep it)',
      response: adminDiscountCodeEnvelope,
      ...onRecord(codes.deactivate),
    });
  };
}
