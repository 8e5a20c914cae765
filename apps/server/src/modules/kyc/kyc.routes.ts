import type { FastifyInstance } from 'fastify';
import { ApiPath, ResultCode, kycEndpoints } from '@portal/contract';
import { controlCharacterRefusal, findControlCharacter } from '../../http/control-characters.ts';
import { markCredentialsRefused } from '../../http/refusal-limit.ts';
import { sendInline } from '../../http/file-reply.ts';
import { signedIn } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import { isUuid } from '../../lib/ids.ts';
import type { KycProviders } from './kyc-providers.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { KycService } from './kyc.service.ts';
import { router } from '../router.ts';

/** SPEC §7 KYC calls of the trader, the contract's PDF and signature, and the provider's signed webhook. */
export function kycRoutes(deps: { kycService: KycService; sessionsService: SessionsService; providers: KycProviders }) {
  const svc = deps.kycService;
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['kyc'], access: signedIn(deps.sessionsService) });

    route(kycEndpoints.kyc, { data: (req) => svc.info(req.brand, req.auth.userId) });
    for (const [endpoint, step] of [
      [kycEndpoints.proofOfIdentity, 'identity'],
      [kycEndpoints.proofOfAddress, 'address'],
    ] as const)
      route(endpoint, { data: (req) => svc.start(req.brand, req.auth.userId, step, req.body.country, contextOf(req)) });
    route(kycEndpoints.kycAccessToken, { data: (req) => svc.refreshToken(req.brand, req.auth.userId, req.body.step) });
    route(kycEndpoints.kycDocument, {
      handler: async (req, reply) => {
        const doc = await svc.ownDocument(req.auth.userId, req.params.caseId, req.params.documentId);
        return sendInline(reply, doc.mime, doc.bytes);
      },
    });
    route(kycEndpoints.kycContract, {
      handler: async (req, reply) => {
        const pdf = await svc.ownContractPdf(req.auth.userId, req.params.id);
        return sendInline(reply, 'application/pdf', pdf, `contract-${req.params.id}.pdf`);
      },
    });
    route(kycEndpoints.kycContractSign, {
      data: (req) =>
        svc.sign(req.auth.userId, req.params.id, req.body.fullName, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
        }),
    });

    // The provider's webhook: the raw body is read, since the signature covers the exact bytes.
    await app.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hook.post(ApiPath.kycWebhook, { schema: { hide: true } }, async (req, reply) => {
        // One endpoint serves every brand: a real provider's deliveries name the brand whose keys check them in the
        // URL the firm gave it (`?brand=`, shown in the console); the sandbox signs with the server's own secret.
        const { brand } = req.query as { brand?: unknown };
        const brandId = typeof brand === 'string' && isUuid(brand) ? brand : undefined;
        const name = (req.params as { provider: string }).provider;
        const provider = name === 'sandbox' || brandId ? await deps.providers.of(name, brandId ?? '') : undefined;
        if (!provider) return reply.status(404).send({ result: ResultCode.RequestIsNotValid, data: null });
        const verdict = await provider.verifyWebhook(req.headers, typeof req.body === 'string' ? req.body : '');
        if (!verdict.ok) {
          req.log.warn({ reason: verdict.reason }, 'kyc webhook refused');
          markCredentialsRefused(req);
          return reply.status(400).send({ result: ResultCode.RequestIsNotValid, data: { reason: verdict.reason } });
        }
        if (!verdict.event) return { result: ResultCode.Ok, data: { outcome: 'ignored' } };
        const controlAt = findControlCharacter(verdict.event, 'body');
        if (controlAt) throw controlCharacterRefusal(controlAt);
        return { result: ResultCode.Ok, data: { outcome: await svc.applyEvent(provider, verdict.event) } };
      });
    });
  };
}
