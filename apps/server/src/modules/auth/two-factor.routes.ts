import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { signedIn } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignInChallenges } from './sign-in-challenges.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { router } from '../router.ts';

const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});

/** The traders' two-factor sign-in: the second sign-in step and the Profile → Security calls. */
export function twoFactorRoutes(deps: {
  twoFactorService: TwoFactorService;
  signInChallenges: SignInChallenges;
  sessionsService: SessionsService;
}) {
  const { twoFactorService, signInChallenges } = deps;
  return async function (app: FastifyInstance) {
    const guests = router(app, { tags: ['auth'] });
    const route = router(app, { tags: ['auth'], access: signedIn(deps.sessionsService) });

    guests.post(ApiPath.authenticateSecondFactor, {
      summary:
        'Sign in, second step after -31: the challenge and an app code or a recovery code (-30 wrong, -72 challenge gone)',
      body: authenticateSecondFactorRequestSchema,
      response: tokenPairEnvelope,
      config: limit(30),
      data: (req) => signInChallenges.complete(contextOf(req), req.body),
    });
    route.get(ApiPath.twoFactor, {
      summary: 'Is two-factor sign-in on?',
      response: twoFactorStateEnvelope,
      data: (req) => twoFactorService.state(req.auth),
    });
    route.post(ApiPath.twoFactorStart, {
      summary: 'Start enrolment: a new secret, its otpauth address and QR code (409 while on)',
      response: twoFactorEnrolmentEnvelope,
      otherReplies: { 409: conflictEnvelope },
      config: limit(20),
      data: (req) => twoFactorService.start(contextOf(req), req.auth),
    });
    route.post(ApiPath.twoFactorConfirm, {
      summary: 'Turn it on with the first code: the ten recovery codes, shown once (-30 wrong code)',
      body: twoFactorConfirmRequestSchema,
      response: twoFactorRecoveryCodesEnvelope,
      otherReplies: { 409: conflictEnvelope },
      config: limit(20),
      data: (req) => twoFactorService.confirm(contextOf(req), req.auth, req.body.code),
    });
    route.post(ApiPath.twoFactorDisable, {
      summary: 'Turn it off with the password (-4) and an app code or a recovery code (-30)',
      body: twoFactorDisableRequestSchema,
      response: emptyEnvelope,
      config: limit(10),
      done: (req) => twoFactorService.disable(contextOf(req), req.auth, req.body),
    });
  };
}
