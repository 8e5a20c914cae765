import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../lib/clock.ts';
import { renderCheckout, renderUnknown, type CheckoutTexts } from './checkout-page.ts';
import type { SandboxPayments } from './sandbox-provider.ts';

/**
 * The sandbox provider's hosted checkout page, served by this server (as a real provider serves its own).
 * Plain HTML forms, no script: it works with every browser setting.
 */
export function sandboxCheckoutRoutes(deps: {
  payments: SandboxPayments;
  clock: Clock;
  texts: (request: { headers: Record<string, string | string[] | undefined> }) => { t: CheckoutTexts; lang: string };
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const params = z.object({ id: z.string().regex(/^sbx_[a-f0-9]{24}$/) });
    const hidden = { hide: true } as const;

    r.get('/payments/sandbox/checkout/:id', { schema: { ...hidden, params } }, async (req, reply) => {
      const { t, lang } = deps.texts(req);
      const session = await deps.payments.session(req.params.id);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) return reply.status(404).send(renderUnknown(t, lang));
      const expired = session.expires_at.getTime() <= deps.clock.now().getTime();
      return renderCheckout(session, t, lang, expired);
    });

    r.post(
      '/payments/sandbox/checkout/:id/:action',
      { schema: { ...hidden, params: params.extend({ action: z.enum(['pay', 'decline', 'cancel']) }) } },
      async (req, reply) => {
        const session = await deps.payments.complete(req.params.id, req.params.action);
        const { t, lang } = deps.texts(req);
        if (!session) return reply.status(404).type('text/html; charset=utf-8').send(renderUnknown(t, lang));
        // An expired checkout took nothing: the trader is told so here rather than sent back as if it had.
        if (session.status === 'expired')
          return reply
            .status(410)
            .type('text/html; charset=utf-8')
            .send(renderCheckout(session, t, lang, true));
        return reply.redirect(session.return_url, 303);
      },
    );
  };
}
