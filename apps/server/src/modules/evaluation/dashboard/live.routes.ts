import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, DashboardLiveEvent, traderAccountQuerySchema } from '@portal/contract';
import { requireAuth } from '../../auth/require-auth.ts';
import type { SessionsService } from '../../auth/sessions.service.ts';
import type { TraderAccountsService } from '../../trader-accounts/trader-accounts.service.ts';
import type { AccountChanges } from '../state/account-changes.ts';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser opens a new one: the new one is authenticated again, so a
 * session that was ended (or an account that changed hands) stops being told anything within this time.
 */
export const LIVE_MAX_MS = 10 * 60_000;
/** How soon the browser's own reconnection (EventSource) would try again. */
const RETRY_MS = 2000;

/**
 * GET /api/Dashboard/v1/Live?traderAccountId=… (docs/decisions/021-ingestion-and-live-push.md): Server-Sent
 * Events for one of the trader's own accounts (-50 otherwise, as the other dashboard calls). `ready` once this
 * instance listens, then `changed` after each committed change of the account's figures, whichever instance
 * ingested it; the dashboard reads them again; `notification` when the trader gets a new notification shown in the
 * app. The stream carries no figures, only the fact of a change.
 */
export function liveRoutes(deps: {
  sessionsService: SessionsService;
  traderAccountsService: TraderAccountsService;
  accountChanges: AccountChanges;
  heartbeatMs?: number;
  maxMs?: number;
}) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const open = new Set<ServerResponse>();
    // Open streams would keep the server from closing: they end first (the browsers reconnect elsewhere).
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    r.get(
      ApiPath.dashboardLive,
      {
        preHandler: requireAuth(deps.sessionsService),
        schema: {
          tags: ['dashboard'],
          security: [{ bearer: [] }],
          summary:
            'Server-Sent Events (text/event-stream): `ready`, then `changed` each time the account’s figures change',
          querystring: traderAccountQuerySchema,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const account = await deps.traderAccountsService.owned(
          req.brand.id,
          req.auth.userId,
          req.query.traderAccountId,
        );
        const res = reply.raw;
        let ended = false;
        let unsubscribe: (() => void) | undefined;
        const timers: ReturnType<typeof setTimeout>[] = [];
        const end = () => {
          if (ended) return;
          ended = true;
          unsubscribe?.();
          for (const t of timers) clearTimeout(t);
          open.delete(res);
          if (!res.writableEnded) res.end();
        };
        const send = (event: string) => {
          if (!ended) res.write(`event: ${event}\ndata: ${account.id}\n\n`);
        };
        reply.hijack();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // nginx and similar proxies would otherwise hold the events back in a buffer.
          'x-accel-buffering': 'no',
        });
        res.write(`retry: ${RETRY_MS}\n\n`);
        open.add(res);
        req.raw.on('close', end);
        res.on('error', end);
        try {
          const unsubscribes = await Promise.all([
            deps.accountChanges.subscribe(account.id, () => send(DashboardLiveEvent.changed)),
            // The trader's new notifications ride the same stream: the app's bell reads its count again.
            deps.accountChanges.subscribeNotices(req.auth.userId, () => send(DashboardLiveEvent.notification)),
          ]);
          unsubscribe = () => unsubscribes.forEach((u) => u());
        } catch (err) {
          req.log.warn({ err }, 'live stream refused: changes cannot be listened to');
          return end();
        }
        if (ended) return unsubscribe();
        send(DashboardLiveEvent.ready);
        const heartbeat = setInterval(() => {
          if (!ended) res.write(': keep-alive\n\n');
        }, deps.heartbeatMs ?? LIVE_HEARTBEAT_MS);
        timers.push(heartbeat, setTimeout(end, deps.maxMs ?? LIVE_MAX_MS));
      },
    );
  };
}
