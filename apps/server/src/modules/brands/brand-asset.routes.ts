import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, ResultCode, brandAssetParamsSchema } from '@portal/contract';
import { Refusal } from '../../domain/result.ts';
import type { BrandsService } from './brands.service.ts';

/** What an uploaded logo or favicon is served as (its bytes are judged by content when uploaded). */
const BRAND_IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/x-icon'];

/**
 * The public address of an uploaded logo or favicon, on the brand's own hosts (brand resolved by Host like every
 * /api/common call). The configuration's URL carries the image's hash, so the reply may be cached for long.
 * An SVG is served with a sandboxing CSP and nosniff: even opened directly it runs nothing.
 */
export function brandAssetRoutes(deps: { brandsService: Pick<BrandsService, 'asset'>; assetsDir: string }) {
  const { assetsDir } = deps;
  return async function (app: FastifyInstance) {
    app.get(
      ApiPath.brandLogo,
      {
        schema: {
          tags: ['common'],
          summary:
            "The brand's fixed logo image (guest and no-navigation headers): its uploaded logo, else its logo file",
          produces: BRAND_IMAGE_TYPES,
        },
      },
      async (req, reply) => {
        const uploaded = await deps.brandsService.asset(req.brand.id, 'logo');
        const file = /^[a-z0-9-]+$/.test(req.brand.code) ? `${assetsDir}brands/${req.brand.code}/logo.svg` : null;
        const bytes = uploaded?.bytes ?? (file ? await readFile(file).catch(() => undefined) : undefined);
        if (!bytes) throw new Refusal(ResultCode.FileNotFound, null, 404);
        // A fixed address whose image a firm may change: revalidated on each load, cheap with the ETag.
        return reply
          .header('content-type', uploaded?.contentType ?? 'image/svg+xml')
          .header('cache-control', 'no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('etag', `"${uploaded?.sha256 ?? createHash('sha256').update(bytes).digest('hex')}"`)
          .send(bytes);
      },
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      ApiPath.brandAsset,
      {
        schema: {
          tags: ['common'],
          summary: "A brand's uploaded logo or favicon (the brand configuration points here)",
          params: brandAssetParamsSchema,
          produces: BRAND_IMAGE_TYPES,
        },
      },
      async (req, reply) => {
        const asset =
          req.params.brandId === req.brand.id
            ? await deps.brandsService.asset(req.params.brandId, req.params.kind)
            : undefined;
        if (!asset) throw new Refusal(ResultCode.FileNotFound, null, 404);
        return reply
          .header('content-type', asset.contentType)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('etag', `"${asset.sha256}"`)
          .send(asset.bytes);
      },
    );
  };
}
