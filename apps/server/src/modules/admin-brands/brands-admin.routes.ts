import type { FastifyInstance } from 'fastify';
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
import { adminRouter, onRecord } from '../admin-operators/admin-route.ts';
import type { BrandsAdminService } from './brands-admin.service.ts';

/** Image bodies are taken as bytes and judged by content (domain/brands/brand-asset.ts), whatever type is named. */
const IMAGE_TYPES = [
  'image/png',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'application/octet-stream',
];

/** Brands in the caller's scope: settings, hosts, logo and favicon. */
export function brandsAdminRoutes(deps: { brandsAdminService: BrandsAdminService }) {
  const svc = deps.brandsAdminService;
  return async function (app: FastifyInstance) {
    // Encapsulated: only this plugin's routes take raw image bodies; twice the limit, so a slightly larger file
    // gets a reason (400) rather than a bare 413.
    app.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: 'buffer', bodyLimit: 2 * BRAND_ASSET_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const route = adminRouter(app, 'brands.edit');
    const read = adminRouter(app, 'brands.read');
    read.get(ApiPath.adminBrands, {
      summary: 'The brands in the caller’s scope',
      response: adminBrandsEnvelope,
      data: (req) => svc.list(req.admin),
    });
    read.get(ApiPath.adminBrand, {
      summary: 'Every setting of a brand (SPEC §3), its hosts and public address',
      response: adminBrandEnvelope,
      ...onRecord(svc.get),
    });
    route.post(ApiPath.adminBrand, {
      summary: "Change a brand's settings (those given); traders see them on their next page load",
      body: adminBrandUpdateRequestSchema,
      response: adminBrandEnvelope,
      ...onRecord(svc.update),
    });
    // Adding and removing a host differ only in path, summary and the service's step.
    for (const [url, summary, change] of [
      [ApiPath.adminBrandHosts, 'Add a host that selects the brand (a host belongs to one brand only)', svc.addHost],
      [ApiPath.adminBrandHostRemove, 'Remove a host of the brand (not its last one)', svc.removeHost],
    ] as const)
      route.post(url, {
        summary,
        params: adminIdParamsSchema,
        body: adminBrandHostRequestSchema,
        response: adminBrandEnvelope,
        data: (req) => change(req.admin, req.params.id, req.body.host),
      });
    route.post(ApiPath.adminBrandAsset, {
      summary: `Upload the logo or favicon: the raw PNG, ICO or SVG (no script) as the body, up to ${BRAND_ASSET_MAX_BYTES} bytes`,
      params: adminBrandAssetParamsSchema,
      consumes: IMAGE_TYPES,
      response: adminBrandAssetEnvelope,
      data: (req) =>
        svc.putAsset(req.admin, req.params.id, req.params.kind, Buffer.isBuffer(req.body) ? req.body : undefined),
    });
  };
}
