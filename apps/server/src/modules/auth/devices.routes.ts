import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  deviceSessionsEnvelope,
  endDeviceSessionsRequestSchema,
  endedSessionsEnvelope,
} from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { requireAuth } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { DevicesService } from './devices.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** The trader's "Devices" (decision 049): the live sessions, and ending them behind the password. */
export function devicesRoutes(deps: { devicesService: DevicesService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireAuth(deps.sessionsService);
    const schema = { tags: ['auth'], security: [{ bearer: [] }] };
    r.get(
      ApiPath.sessions,
      {
        preHandler,
        schema: {
          ...schema,
          summary: "The trader's live sessions of this brand: device, address, country, signed in, last active",
          response: { 200: deviceSessionsEnvelope },
        },
      },
      async (req) => ok(await deps.devicesService.list(req.auth)),
    );
    r.post(
      ApiPath.sessionsEnd,
      {
        preHandler,
        config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip } },
        schema: {
          ...schema,
          summary:
            'End one other session, or every other session, behind the current password (-4 wrong, -50 not one of the other sessions)',
          body: endDeviceSessionsRequestSchema,
          response: { 200: endedSessionsEnvelope },
        },
      },
      async (req) => ok(await deps.devicesService.end(contextOf(req), req.auth, req.body)),
    );
  };
}
