import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  authenticateSecondFactorRequestSchema,
  emptyEnvelope,
  tokenPairEnvelope,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentEnvelope,
  twoFactorRecoveryCodesEnvelope,
  twoFactorStateEnvelope,
  conflictEnvelope,
} from '@portal/contract';
import { ok, okEmpty } from '../../domain/result.ts';
import { requireAuth } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignInChallenges } from './sign-in-challenges.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});

/** The traders' two-factor sign-in (decision 048): the second sign-in step and the Profile → Security calls. */
export function twoFactorRoutes(deps: {
  twoFactorService: TwoFactorService;
  signInChallenges: SignInChallenges;
  sessionsService: SessionsService;
}) {
  const { twoFactorService, signInChallenges } = deps;
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    const signedIn = { preHandler: requireAuth(deps.sessionsService) };
    const security = [{ bearer: [] }];

    r.post(
      ApiPath.authenticateSecondFactor,
      {
        config: limit(30),
        schema: {
          tags,
          summary:
            'Sign in, second step after -31: the challenge and an app code or a recovery code (-30 wrong, -72 challenge gone)',
          body: authenticateSecondFactorRequestSchema,
          response: { 200: tokenPairEnvelope },
        },
      },
      async (req) => ok(await signInChallenges.complete(contextOf(req), req.body)),
    );
    r.get(
      ApiPath.twoFactor,
      {
        ...signedIn,
        schema: { tags, summary: 'Is two-factor sign-in on?', security, response: { 200: twoFactorStateEnvelope } },
      },
      async (req) => ok(await twoFactorService.state(req.auth)),
    );
    r.post(
      ApiPath.twoFactorStart,
      {
        ...signedIn,
        config: limit(20),
        schema: {
          tags,
          summary: 'Start enrolment: a new secret, its otpauth address and QR code (409 while on)',
          security,
          response: { 200: twoFactorEnrolmentEnvelope, 409: conflictEnvelope },
        },
      },
      async (req) => ok(await twoFactorService.start(contextOf(req), req.auth)),
    );
    r.post(
      ApiPath.twoFactorConfirm,
      {
        ...signedIn,
        config: limit(20),
        schema: {
          tags,
          summary: 'Turn it on with the first code: the ten recovery codes, shown once (-30 wrong code)',
          security,
          body: twoFactorConfirmRequestSchema,
          response: { 200: twoFactorRecoveryCodesEnvelope, 409: conflictEnvelope },
        },
      },
      async (req) => ok(await twoFactorService.confirm(contextOf(req), req.auth, req.body.code)),
    );
    r.post(
      ApiPath.twoFactorDisable,
      {
        ...signedIn,
        config: limit(10),
        schema: {
          tags,
          summary: 'Turn it off with the password (-4) and an app code or a recovery code (-30)',
          security,
          body: twoFactorDisableRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await twoFactorService.disable(contextOf(req), req.auth, req.body);
        return okEmpty();
      },
    );
  };
}
