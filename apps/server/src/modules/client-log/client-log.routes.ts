import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, clientLogRequestSchema, emptyEnvelope } from '@portal/contract';
import { okEmpty } from '../../domain/result.ts';

/** Error reports from browsers: bounded in size (16 KiB) and rate (30 a minute per address), then logged. */
export function clientLogRoutes() {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ApiPath.log,
      {
        bodyLimit: 16 * 1024,
        // An error's message and stack span lines (the guard of http/control-characters.ts still refuses NUL).
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, multilineFields: ['message', 'stack'] },
        schema: {
          tags: ['log'],
          summary: 'Report a client-side error',
          body: clientLogRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        const { level, ...report } = req.body;
        req.log[level]({ clientLog: report, brand: req.brand.code }, 'client report');
        return okEmpty();
      },
    );
  };
}
