import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { textSchema } from '@portal/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { instrument } from '../../../domain/market/index.ts';
import type { PositionRow } from './book.repository.ts';
import type { MarketFeed } from './market-feed.ts';
import { canTrade, TradeRefused, type SandboxTrading } from './trading.service.ts';

const price = z.number().positive().finite().nullable().default(null);
const orderBody = z.object({
  symbol: textSchema().max(16),
  side: z.enum(['buy', 'sell']),
  volume: z.number().finite(),
  sl: price,
  tp: price,
});

const position = (p: PositionRow & { floating?: number }) => ({
  ticket: p.id,
  symbol: p.symbol,
  side: p.side,
  volume: p.volume,
  digits: instrument(p.symbol)?.digits ?? 5,
  openPrice: p.open_price,
  sl: p.sl,
  tp: p.tp,
  openedAt: p.opened_at.toISOString(),
  ...(p.floating !== undefined ? { profit: p.floating } : {}),
  ...(p.closed_at
    ? { closedAt: p.closed_at.toISOString(), closePrice: p.close_price, profit: p.profit, reason: p.close_reason }
    : {}),
});

/**
 * The terminal's own API (the platform's, not the portal's /api contract): its state, a chart, market orders
 * and closing. Authenticated by the terminal session cookie; SameSite=Strict and a JSON body keep other
 * sites from acting with it. Refusals answer 409 with a reason the page translates.
 */
export function terminalApiRoutes(deps: {
  trading: SandboxTrading;
  feed: MarketFeed;
  login: (req: FastifyRequest) => Promise<string | null>;
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const hide = { hide: true } as const;
    const prefix = '/platform/sandbox/api';

    app.addHook('preHandler', async (req, reply) => {
      if (!req.url.startsWith(prefix)) return;
      const login = await deps.login(req);
      if (!login) return reply.status(401).header('cache-control', 'no-store').send({ error: 'sessionExpired' });
      req.sandboxLogin = login;
    });
    app.setErrorHandler((error, _req, reply) => {
      if (error instanceof TradeRefused) return reply.status(409).send({ error: error.reason });
      throw error;
    });

    r.get(`${prefix}/state`, { schema: hide }, async (req, reply) => {
      await deps.feed.ready();
      const s = await deps.trading.snapshot(req.sandboxLogin!);
      if (!s) return reply.status(401).send({ error: 'sessionExpired' });
      const history = await deps.trading.history(req.sandboxLogin!);
      void reply.header('cache-control', 'no-store');
      return {
        account: {
          login: s.account.login,
          currency: s.account.currency,
          leverage: s.account.leverage,
          balance: s.account.balance,
          equity: s.equity,
          margin: s.margin,
          freeMargin: s.freeMargin,
          canTrade: canTrade(s.account),
        },
        quotes: deps.feed.quotes().map((q) => ({ ...q, digits: instrument(q.symbol)!.digits })),
        positions: s.positions.map(position),
        history: history.map(position),
      };
    });

    r.get(
      `${prefix}/chart`,
      { schema: { ...hide, querystring: z.object({ symbol: textSchema().max(16) }) } },
      async (req, reply) => {
        await deps.feed.ready();
        void reply.header('cache-control', 'no-store');
        return { symbol: req.query.symbol, points: deps.feed.history(req.query.symbol) };
      },
    );

    r.post(`${prefix}/orders`, { schema: { ...hide, body: orderBody } }, async (req) => ({
      position: position(await deps.trading.open(req.sandboxLogin!, req.body)),
    }));

    r.post(
      `${prefix}/positions/:ticket/close`,
      { schema: { ...hide, params: z.object({ ticket: textSchema().regex(/^\d{1,20}$/) }) } },
      async (req) => ({ position: position(await deps.trading.close(req.sandboxLogin!, req.params.ticket)) }),
    );
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    sandboxLogin?: string;
  }
}
