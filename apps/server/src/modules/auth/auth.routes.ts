import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@portal/contract';
import { bearerTokenOf, signedIn } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordService } from './password.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { router } from '../router.ts';

/** Per-address limits on the auth calls, on top of the per-account guard (docs/decisions/004-auth-tokens.md). */
const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});

export function authRoutes(deps: {
  authService: AuthService;
  passwordService: PasswordService;
  sessionsService: SessionsService;
}) {
  return async function (app: FastifyInstance) {
    const guests = router(app, { tags: ['auth'] });
    const route = router(app, { tags: ['auth'], access: signedIn(deps.sessionsService) });

    guests(authEndpoints.authenticate, {
      config: limit(30),
      data: (req) => deps.authService.authenticate(contextOf(req), req.body),
    });
    // Both versions of Sign up take the same steps (v2's body adds country, phone and attribution).
    const signUp = () => ({
      config: limit(10),
      data: (req: FastifyRequest & { body: Parameters<AuthService['register']>[1] }) =>
        deps.authService.register(contextOf(req), req.body),
    });
    guests(authEndpoints.registerV1, signUp());
    guests(authEndpoints.registerV2, signUp());
    guests(authEndpoints.verifyEmailWithCode, {
      config: limit(20),
      data: (req) => deps.authService.verifyEmail(contextOf(req), req.body),
    });
    guests(authEndpoints.resendVerifyEmail, {
      config: limit(10),
      done: (req) => deps.authService.resendVerifyEmail(contextOf(req), req.body.email),
    });
    guests(authEndpoints.refreshToken, {
      config: limit(60),
      data: (req) => deps.sessionsService.refresh(req.brand.id, req.body.refreshToken),
    });
    guests(authEndpoints.logout, {
      // the refresh token alone is enough (the access token may have expired)
      security: [{ bearer: [] }, {}],
      config: limit(30),
      done: (req) =>
        deps.sessionsService.signOut(req.brand.id, {
          token: bearerTokenOf(req),
          refreshToken: req.body?.refreshToken,
        }),
    });
    guests(authEndpoints.forgotPassword, {
      config: limit(10),
      done: (req) => deps.passwordService.forgotPassword(contextOf(req), req.body.email),
    });
    guests(authEndpoints.resetPasswordWithCode, {
      config: limit(20),
      done: (req) => deps.passwordService.resetPasswordWithCode(contextOf(req), req.body),
    });
    route(authEndpoints.changePassword, {
      config: limit(10),
      done: (req) => deps.passwordService.changePassword(contextOf(req), req.auth, req.body),
    });
    guests(authEndpoints.checkEmail, {
      config: limit(30),
      data: (req) => deps.authService.checkEmail(contextOf(req), req.body.email),
    });
    guests(authEndpoints.subscribe, {
      config: limit(10),
      data: (req) => deps.authService.subscribe(contextOf(req), req.body),
    });
  };
}
