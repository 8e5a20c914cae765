import type { FastifyInstance } from 'fastify';
import { clientLogEndpoints } from '@portal/contract';
import { okEmpty } from '../../domain/result.ts';
import { router } from '../router.ts';

/** Error reports from browsers: bounded in size (16 KiB) and rate (30 a minute per address), then logged. */
export function clientLogRoutes() {
  return async function (app: FastifyInstance) {
    const route = router(app, { tags: ['log'] });
    route(clientLogEndpoints.log, {
      bodyLimit: 16 * 1024,
      // An error's message and stack span lines (the guard of http/control-characters.ts still refuses NUL).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, multilineFields: ['message', 'stack'] },
      handler: async (req) => {
        const { level, ...report } = req.body;
        req.log[level]({ clientLog: report, brand: req.brand.code }, 'client report');
        return okEmpty();
      },
    });
  };
}
