import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { journalEndpoints } from '@portal/contract';
import { signedIn } from '../../auth/require-auth.ts';
import type { SessionsService } from '../../auth/sessions.service.ts';
import { router } from '../../router.ts';
import type { JournalService } from './journal.service.ts';

/** The trading journal (ours): signed in, one of the trader's own accounts (-50 otherwise). */
export function journalRoutes(deps: { journalService: JournalService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['journal'], access: signedIn(deps.sessionsService) });
    const service = deps.journalService;

    route(journalEndpoints.journalStats, {
      data: (req) => service.stats(req.brand.id, req.auth.userId, req.query.traderAccountId, req.query.tag),
    });
    route(journalEndpoints.journalTrades, {
      data: (req) => service.trades(req.brand.id, req.auth.userId, req.query.traderAccountId, req.query),
    });
    route(journalEndpoints.journalNote, {
      // A note may span lines; every other control character is still refused.
      config: { multilineFields: ['note'] },
      data: (req) => {
        const { traderAccountId, ...note } = req.body;
        return service.saveNote(req.brand.id, req.auth.userId, traderAccountId, note);
      },
    });
    route(journalEndpoints.journalExport, {
      handler: async (req, reply) => {
        const { traderAccountId, tag } = req.query;
        const lines = await service.exportCsv(req.brand.id, req.auth.userId, traderAccountId, tag);
        const name = `journal-${traderAccountId}${tag === undefined ? '' : '-tagged'}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(lines) as never);
      },
    });
  };
}
