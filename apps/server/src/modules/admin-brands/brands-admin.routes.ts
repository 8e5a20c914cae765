import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  adminBrandAssetEnvelope,
  adminBrandAssetParamsSchema,
  adminBrandEnvelope,
  adminBrandHostRequestSchema,
  adminBrandsEnvelope,
  adminBrandUpdateRequestSchema,
  adminIdParamsSchema,
} from '@portal/contract';
import { BRAND_ASSET_MAX_BYTES } from '../../domain/brands/brand-asset.ts';
import { ok } from '../../http/refusal.ts';
import { SESSION_OR_KEY, type RequireOperator } from '../operators/admin-guard.ts';
import type { BrandsAdminService } from './brands-admin.service.ts';

const base = { tags: ['admin'], security: SESSION_OR_KEY };
const withId = { ...base, params: adminIdParamsSchema };
/** Image bodies are taken as bytes and judged by content (domain/brands/brand-asset.ts), whatever type is named. */
const IMAGE_TYPES = [
  'image/png',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'application/octet-stream',
];

/** Brands in the caller's scope: settings, hosts, logo and favicon. */
export function brandsAdminRoutes(deps: { brandsAdminService: BrandsAdminService; requireOperator: RequireOperator }) {
  const svc = deps.brandsAdminService;
  const read = deps.requireOperator('brands.read');
  const edit = deps.requireOperator('brands.edit');
  return async function (app: FastifyInstance) {
    // Encapsulated: only this plugin's routes take raw image bodies; twice the limit, so a slightly larger file
    // gets a reason (400) rather than a bare 413.
    app.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: 'buffer', bodyLimit: 2 * BRAND_ASSET_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      ApiPath.adminBrands,
      {
        onRequest: read,
        schema: { ...base, summary: 'The brands in the caller’s scope', response: { 200: adminBrandsEnvelope } },
      },
      async (req) => ok(await svc.list(req.admin)),
    );
    r.get(
      ApiPath.adminBrand,
      {
        onRequest: read,
        schema: {
          ...withId,
          summary: 'Every setting of a brand (SPEC §3), its hosts and public address',
          response: { 200: adminBrandEnvelope },
        },
      },
      async (req) => ok(await svc.get(req.admin, req.params.id)),
    );
    r.post(
      ApiPath.adminBrand,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: "Change a brand's settings (those given); traders see them on their next page load",
          body: adminBrandUpdateRequestSchema,
          response: { 200: adminBrandEnvelope },
        },
      },
      async (req) => ok(await svc.update(req.admin, req.params.id, req.body)),
    );
    r.post(
      ApiPath.adminBrandHosts,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: 'Add a host that selects the brand (a host belongs to one brand only)',
          body: adminBrandHostRequestSchema,
          response: { 200: adminBrandEnvelope },
        },
      },
      async (req) => ok(await svc.addHost(req.admin, req.params.id, req.body.host)),
    );
    r.post(
      ApiPath.adminBrandHostRemove,
      {
        onRequest: edit,
        schema: {
          ...withId,
          summary: 'Remove a host of the brand (not its last one)',
          body: adminBrandHostRequestSchema,
          response: { 200: adminBrandEnvelope },
        },
      },
      async (req) => ok(await svc.removeHost(req.admin, req.params.id, req.body.host)),
    );
    r.post(
      ApiPath.adminBrandAsset,
      {
        onRequest: edit,
        schema: {
          ...base,
          params: adminBrandAssetParamsSchema,
          summary: `Upload the logo or favicon: the raw PNG, ICO or SVG (no script) as the body, up to ${BRAND_ASSET_MAX_BYTES} bytes`,
          consumes: IMAGE_TYPES,
          response: { 200: adminBrandAssetEnvelope },
        },
      },
      async (req) =>
        ok(
          await svc.putAsset(
            req.admin,
            req.params.id,
            req.params.kind,
            Buffer.isBuffer(req.body) ? req.body : undefined,
          ),
        ),
    );
  };
}
