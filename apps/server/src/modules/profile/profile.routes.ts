import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPath, personalDataEnvelope, personalDataUpdateShapeSchema } from '@portal/contract';
import { ok } from '../../domain/result.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(deps: { profileService: ProfileService; sessionsService: SessionsService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { preHandler: requireAuth(deps.sessionsService) };
    const schema = { tags: ['personal-data'], security: [{ bearer: [] }] };
    r.get(
      ApiPath.personalData,
      {
        ...common,
        schema: { ...schema, summary: "The trader's personal data", response: { 200: personalDataEnvelope } },
      },
      async (req) => ok(await deps.profileService.get(req.brand, req.auth.userId)),
    );
    r.post(
      ApiPath.personalData,
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Save personal data (-7 with the invalid fields)',
          body: personalDataUpdateShapeSchema,
          response: { 200: personalDataEnvelope },
        },
      },
      async (req) => ok(await deps.profileService.update(req.brand, req.auth.userId, req.body)),
    );
  };
}
