import type { FastifyInstance } from 'fastify';
import { ApiPath, ResultCode } from '@portal/contract';
import { controlCharacterRefusal, findControlCharacter } from '../../http/control-characters.ts';
import { markCredentialsRefused } from '../../http/refusal-limit.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Where the payment provider confirms payments. The body is read raw, since the signature covers the exact
 * bytes; nothing is believed before the signature and its age are checked. 2xx tells the provider to stop
 * retrying (applied, refunding or a repeat); 400 for a bad signature, which it retries and gives up on; an unknown
 * payment answers -20. A refund the provider could not take on answers 500: the provider delivers the event again
 * and the repeat asks for the refund again.
 */
export function paymentWebhookRoutes(deps: { paymentsService: PaymentsService; providers: PaymentProviders }) {
  return async function (app: FastifyInstance) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post(ApiPath.paymentWebhook, { schema: { hide: true } }, async (req, reply) => {
      // One endpoint serves every brand (no Host decides it here): a provider with the firm's keys names the brand
      // whose keys check its deliveries in the URL the firm gave it (`?brand=`, shown in the console).
      const { brand } = req.query as { brand?: unknown };
      const brandId = typeof brand === 'string' && isUuid(brand) ? brand : undefined;
      const provider = await deps.providers.of((req.params as { provider: string }).provider, brandId);
      if (!provider) return reply.status(404).send({ result: ResultCode.RequestIsNotValid, data: null });
      const verdict = await provider.verifyWebhook(req.headers, typeof req.body === 'string' ? req.body : '');
      if (!verdict.ok) {
        req.log.warn({ reason: verdict.reason }, 'payment webhook refused');
        markCredentialsRefused(req);
        return reply.status(400).send({ result: ResultCode.RequestIsNotValid, data: { reason: verdict.reason } });
      }
      if (!verdict.event) return { result: ResultCode.Ok, data: { outcome: 'ignored' } };
      // The raw body escapes the server-wide guard: the same check on the event read from it.
      const controlAt = findControlCharacter(verdict.event, 'body');
      if (controlAt) throw controlCharacterRefusal(controlAt);
      const outcome = await deps.paymentsService.applyEvent(provider, verdict.event);
      return { result: ResultCode.Ok, data: { outcome } };
    });
  };
}
