import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@portal/contract';
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

    guests(authEndpoints.authenticateSecondFactor, {
      config: limit(30),
      data: (req) => signInChallenges.complete(contextOf(req), req.body),
    });
    route(authEndpoints.twoFactor, { data: (req) => twoFactorService.state(req.auth) });
    route(authEndpoints.twoFactorStart, {
      config: limit(20),
      data: (req) => twoFactorService.start(contextOf(req), req.auth),
    });
    route(authEndpoints.twoFactorConfirm, {
      config: limit(20),
      data: (req) => twoFactorService.confirm(contextOf(req), req.auth, req.body.code),
    });
    route(authEndpoints.twoFactorDisable, {
      config: limit(10),
      done: (req) => twoFactorService.disable(contextOf(req), req.auth, req.body),
    });
  };
}
