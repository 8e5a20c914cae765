import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { DiscountCodesAdminService } from './discount-codes-admin.service.ts';
import type { PackagesAdminService } from './packages-admin.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };
const withId = { ...base, params: adminIdParamsSchema };

/** The catalogue: packages (with their rules in words) and discount codes, per brand in the caller's scope. */
export function catalogueRoutes(deps: {
  packagesAdminService: PackagesAdminService;
  discountCodesAdminService: DiscountCodesAdminService;
  requireOperator: RequireOperator;
}) {
  const packages = deps.packagesAdminService;
  const codes = deps.discountCodesAdminService;
  const read = deps.requireOperator('catalogue.read');
  const edit = deps.requireOperator('catalogue.edit');
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminPackages,
      {
        onRequest: read,
        schema: {
          ...base,
          summary: "A brand's packages, hidden ones too, with each phase's rules as data and in words",
          querystring: adminPackagesQuerySchema,
          response: { 200: adminPackagesEnvelope },
        },
      },
      async (req) =>
        ok(await packages.list(req.admin, { ...req.query, includeHidden: req.query.includeHidden === 'true' })),
    );
    r.get(
      ApiPath.adminPackage,
      {
        onRequest: read,
        schema: {
          ...withId,
          summary: 'One package with its rules per phase, as data and in words',
          querystring: adminPackageQuerySchema,
          response: { 200: adminPackageEnvelope },
        },
      },
      async (req) => ok(await packages.get(req.admin, req.params.id, req.query.lang)),
    );
    r.post(
      ApiPath.adminPackages,
      {
        onRequest: edit,
        schema: {
          ...base,
          summary: 'Create a package (its rules validated per phase)',
          body: adminPackageCreateRequestSchema,
          response: { 200: adminPackageEnvelope },
        },
      },
      async (req) => ok(await packages.create(req.admin, req.body)),
    );
    r.post(
      ApiPath.adminPackage,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: 'Change a package: orders placed afterwards get it, earlier orders keep what they bought',
          body: adminPackageUpdateRequestSchema,
          response: { 200: adminPackageEnvelope },
        },
      },
      async (req) => ok(await packages.update(req.admin, req.params.id, req.body)),
    );
    r.post(
      ApiPath.adminPackageVisibility,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: 'Hide a package from traders (no new orders) or show it again',
          body: adminPackageVisibilityRequestSchema,
          response: { 200: adminPackageEnvelope },
        },
      },
      async (req) => ok(await packages.setVisible(req.admin, req.params.id, req.body.visible)),
    );

    r.get(
      ApiPath.adminDiscountCodes,
      {
        onRequest: read,
        schema: {
          ...base,
          summary: "A brand's discount codes with their use (used / limit)",
          querystring: adminBrandQuerySchema,
          response: { 200: adminDiscountCodesEnvelope },
        },
      },
      async (req) => ok(await codes.list(req.admin, req.query)),
    );
    r.get(
      ApiPath.adminDiscountCode,
      {
        onRequest: read,
        schema: { ...withId, summary: 'One discount code', response: { 200: adminDiscountCodeEnvelope } },
      },
      async (req) => ok(await codes.get(req.admin, req.params.id)),
    );
    r.get(
      ApiPath.adminDiscountCodeOrders,
      {
        onRequest: read,
        schema: {
          ...withId,
          summary: 'The orders that used a discount code, newest first',
          querystring: adminPageQuerySchema,
          response: { 200: adminDiscountOrdersEnvelope },
        },
      },
      async (req) => ok(await codes.orders(req.admin, req.params.id, req.query)),
    );
    r.post(
      ApiPath.adminDiscountCodes,
      {
        onRequest: edit,
        schema: {
          ...base,
          summary: 'Create a discount code',
          body: adminDiscountCodeCreateRequestSchema,
          response: { 200: adminDiscountCodeEnvelope },
        },
      },
      async (req) => ok(await codes.create(req.admin, req.body)),
    );
    r.post(
      ApiPath.adminDiscountCode,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: "Change a code's terms (the next preview or order uses them; placed orders keep theirs)",
          body: adminDiscountCodeUpdateRequestSchema,
          response: { 200: adminDiscountCodeEnvelope },
        },
      },
      async (req) => ok(await codes.update(req.admin, req.params.id, req.body)),
    );
    r.post(
      ApiPath.adminDiscountCodeDeactivate,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: 'Switch a code off for good (orders that used it keep it)',
          response: { 200: adminDiscountCodeEnvelope },
        },
      },
      async (req) => ok(await codes.deactivate(req.admin, req.params.id)),
    );
  };
}
