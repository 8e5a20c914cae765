import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  keyValueEnvelope,
  keyValueGetQuerySchema,
  keyValuePostBodySchema,
  keyValuePostQuerySchema,
} from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { KeyValueService } from './key-value.service.ts';

export function keyValueRoutes(deps: { keyValueService: KeyValueService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { preHandler: requireAuth(deps.sessionsService) };
    const schema = { tags: ['key-value'], security: [{ bearer: [] }] };
    r.get(
      ApiPath.keyValue,
      {
        ...common,
        schema: {
          ...schema,
          summary: "A trader's stored preference",
          querystring: keyValueGetQuerySchema,
          response: { 200: keyValueEnvelope },
        },
      },
      async (req) => ok(await deps.keyValueService.get(req.brand, req.auth.userId, req.query.key)),
    );
    r.post(
      ApiPath.keyValue,
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Store a preference (form fields key and value, or JSON)',
          querystring: keyValuePostQuerySchema,
          body: keyValuePostBodySchema,
          response: { 200: keyValueEnvelope },
        },
      },
      async (req) => ok(await deps.keyValueService.set(req.brand, req.auth.userId, req.body.key, req.body.value)),
    );
  };
}
