import type { FastifyInstance } from 'fastify';
import { ApiPath, ResultCode, kycEndpoints } from '@portal/contract';
import { controlCharacterRefusal, findControlCharacter } from '../../http/control-characters.ts';
import { markCredentialsRefused } from '../../http/refusal-limit.ts';
import { sendInline } from '../../http/file-reply.ts';
import { signedIn } from '../auth/require-auth.ts';
import { contextOf } from '../auth/request-context.ts';
import type { KycProvider } from '../../integrations/kyc/kyc-provider.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { KycService } from './kyc.service.ts';
import { router } from '../router.ts';

/** SPEC §7 KYC calls of the trader, the contract's PDF and signature, and the provider's signed webhook. */
export function kycRoutes(deps: { kycService: KycService; sessionsService: SessionsService; provider: KycProvider }) {
  const svc = deps.kycService;
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['kyc'], access: signedIn(deps.sessionsService) });

    route(kycEndpoints.kyc, { data: (req) => svc.info(req.brand, req.auth.userId) });
    for (const [endpoint, step] of [
      [kycEndpoints.proofOfIdentity, 'identity'],
      [kycEndpoints.proofOfAddress, 'address'],
    ] as const)
      route(endpoint, { data: (req) => svc.start(req.brand, req.auth.userId, step, req.body.country, contextOf(req)) });
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
        const { provider } = req.params as { provider: string };
        if (provider !== deps.provider.name)
          return reply.status(404).send({ result: ResultCode.RequestIsNotValid, data: null });
        const verdict = deps.provider.verifyWebhook(req.headers, typeof req.body === 'string' ? req.body : '');
        if (!verdict.ok) {
          req.log.warn({ reason: verdict.reason }, 'kyc webhook refused');
          markCredentialsRefused(req);
          return reply.status(400).send({ result: ResultCode.RequestIsNotValid, data: { reason: verdict.reason } });
        }
        const controlAt = findControlCharacter(verdict.event, 'body');
        if (controlAt) throw controlCharacterRefusal(controlAt);
        return { result: ResultCode.Ok, data: { outcome: await svc.applyEvent(verdict.event) } };
      });
    });
  };
}
