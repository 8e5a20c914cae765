import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, ResultCode, brandAssetParamsSchema } from '@portal/contract';
import { Refusal } from '../../http/refusal.ts';
import type { BrandsAdminService } from './brands-admin.service.ts';

/**
 * The public address of an uploaded logo or favicon, on the brand's own hosts (brand resolved by Host like every
 * /api/common call). The configuration's URL carries the image's hash, so the reply may be cached for long.
 * An SVG is served with a sandboxing CSP and nosniff: even opened directly it runs nothing.
 */
export function brandAssetRoutes(deps: { brandsAdminService: BrandsAdminService }) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      ApiPath.brandAsset,
      {
        schema: {
          tags: ['common'],
          summary: "A brand's uploaded logo or favicon (the brand configuration points here)",
          params: brandAssetParamsSchema,
        },
      },
      async (req, reply) => {
        const asset =
          req.params.brandId === req.brand.id
            ? await deps.brandsAdminService.asset(req.params.brandId, req.params.kind)
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
