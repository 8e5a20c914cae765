import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApiPath,
  authenticateRequestSchema,
  changePasswordRequestSchema,
  checkEmailEnvelope,
  emailOnlyRequestSchema,
  emptyEnvelope,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  registerEnvelope,
  registerV1RequestSchema,
  registerV2RequestSchema,
  resetPasswordRequestSchema,
  subscribeEnvelope,
  subscribeRequestSchema,
  tokenPairEnvelope,
  verifyEmailRequestSchema,
} from '@portal/contract';
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

    guests.post(ApiPath.authenticate, {
      summary: 'Sign in',
      body: authenticateRequestSchema,
      response: tokenPairEnvelope,
      config: limit(30),
      data: (req) => deps.authService.authenticate(contextOf(req), req.body),
    });
    guests.post(ApiPath.registerV1, {
      summary: 'Sign up',
      body: registerV1RequestSchema,
      response: registerEnvelope,
      config: limit(10),
      data: (req) => deps.authService.register(contextOf(req), req.body),
    });
    guests.post(ApiPath.registerV2, {
      summary: 'Sign up with country, phone and attribution',
      body: registerV2RequestSchema,
      response: registerEnvelope,
      config: limit(10),
      data: (req) => deps.authService.register(contextOf(req), req.body),
    });
    guests.post(ApiPath.verifyEmailWithCode, {
      summary: 'Verify the e-mail with its code; signs in',
      body: verifyEmailRequestSchema,
      response: tokenPairEnvelope,
      config: limit(20),
      data: (req) => deps.authService.verifyEmail(contextOf(req), req.body),
    });
    guests.post(ApiPath.resendVerifyEmail, {
      summary: 'Send a new verification code',
      body: emailOnlyRequestSchema,
      response: emptyEnvelope,
      config: limit(10),
      done: (req) => deps.authService.resendVerifyEmail(contextOf(req), req.body.email),
    });
    guests.post(ApiPath.refreshToken, {
      summary: 'Rotate the refresh token',
      body: refreshTokenRequestSchema,
      response: tokenPairEnvelope,
      config: limit(60),
      data: (req) => deps.sessionsService.refresh(req.brand.id, req.body.refreshToken),
    });
    guests.post(ApiPath.logout, {
      summary: 'Sign out: ends the session of the bearer token and the family of the refresh token',
      // the refresh token alone is enough (the access token may have expired)
      security: [{ bearer: [] }, {}],
      body: logoutRequestSchema.nullish(), // a bearer token alone needs no body
      response: emptyEnvelope,
      config: limit(30),
      done: (req) =>
        deps.sessionsService.signOut(req.brand.id, {
          token: bearerTokenOf(req),
          refreshToken: req.body?.refreshToken,
        }),
    });
    guests.post(ApiPath.forgotPassword, {
      summary: 'E-mail a password reset code',
      body: emailOnlyRequestSchema,
      response: emptyEnvelope,
      config: limit(10),
      done: (req) => deps.passwordService.forgotPassword(contextOf(req), req.body.email),
    });
    guests.post(ApiPath.resetPasswordWithCode, {
      summary: 'Set a new password with the e-mailed code',
      body: resetPasswordRequestSchema,
      response: emptyEnvelope,
      config: limit(20),
      done: (req) => deps.passwordService.resetPasswordWithCode(contextOf(req), req.body),
    });
    route.post(ApiPath.changePassword, {
      summary: 'Change the password; ends the other sessions',
      body: changePasswordRequestSchema,
      response: emptyEnvelope,
      config: limit(10),
      done: (req) => deps.passwordService.changePassword(contextOf(req), req.auth, req.body),
    });
    guests.post(ApiPath.checkEmail, {
      summary: 'Is this e-mail registered?',
      body: emailOnlyRequestSchema,
      response: checkEmailEnvelope,
      config: limit(30),
      data: (req) => deps.authService.checkEmail(contextOf(req), req.body.email),
    });
    guests.post(ApiPath.subscribe, {
      summary: 'A guest leaves an e-mail to buy before having an account (-19 when the package is not this brand’s)',
      body: subscribeRequestSchema,
      response: subscribeEnvelope,
      config: limit(10),
      data: (req) => deps.authService.subscribe(contextOf(req), req.body),
    });
  };
}
