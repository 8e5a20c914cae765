import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  certificateAssetParamsSchema,
  certificateAssetQuerySchema,
  certificatesEndpoints,
} from '@portal/contract';
import { signedIn } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { CertificatesService } from './certificates.service.ts';
import { router } from '../router.ts';

/** Public certificate checks one address may make a minute (a person types a few; a guesser makes thousands). */
export const VERIFY_PER_MINUTE = 30;

/** /Certificate/v1 and its asset paths (SPEC §7; docs/decisions/019-certificates.md). */
export function certificatesRoutes(deps: {
  certificatesService: CertificatesService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['certificates'];
    const route = router(app, { tags, access: signedIn(deps.sessionsService) });
    const guests = router(app, { tags });
    const certificates = deps.certificatesService;

    route(certificatesEndpoints.certificates, {
      // The asset URLs are signed (a capability for about an hour): never stored by a browser or a proxy.
      config: { noStore: true },
      data: (req) => certificates.list(req.brand, req.auth.userId, req.query.lang ?? 'en'),
    });

    guests(certificatesEndpoints.certificateVerify, {
      // Short ids are guessed one by one: a limit of its own per address, tighter than the API's general one.
      config: { rateLimit: { max: VERIFY_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req) => req.ip } },
      data: (req) => certificates.verify(req.brand, req.params.shortId),
    });

    const send = (reply: FastifyReply, bytes: Buffer, format: 'png' | 'pdf', disposition: string) =>
      reply
        .header('content-type', format === 'png' ? 'image/png' : 'application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    const assetSchema = (summary: string) => ({
      tags,
      summary,
      params: certificateAssetParamsSchema,
      querystring: certificateAssetQuerySchema,
      produces: ['image/png', 'application/pdf'],
    });
    const fileName = (shortId: string, format: string) => `certificate-${shortId}.${format}`;

    r.get(
      ApiPath.certificateImage,
      { schema: assetSchema('A certificate as a PNG image (signed URL from the list)') },
      async (req, reply) => {
        const id = req.params.id.replace(/\.png$/, '');
        const a = await certificates.asset(req.brand, id, req.query.token, 'png', req.query.lang);
        return send(reply, a.bytes, 'png', 'inline');
      },
    );
    // Viewing and downloading differ only in how the browser is told to take the file.
    for (const [url, summary, disposition] of [
      [
        ApiPath.certificateContent,
        'A certificate to view in the browser, PNG or PDF (signed URL from the list)',
        'inline',
      ],
      [ApiPath.certificateDownload, 'A certificate to download, PNG or PDF (signed URL from the list)', 'attachment'],
    ] as const)
      r.get(url, { schema: assetSchema(summary) }, async (req, reply) => {
        const { format } = req.query;
        const a = await certificates.asset(req.brand, req.params.id, req.query.token, format, req.query.lang);
        return send(reply, a.bytes, format, `${disposition}; filename="${fileName(a.row.short_id, format)}"`);
      });
  };
}
