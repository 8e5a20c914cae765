import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok, okEmpty } from '../../domain/result.ts';
import { bearerTokenOf, requireAuth } from './require-auth.ts';
import { contextOf } from './request-context.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordService } from './password.service.ts';
import type { SessionsService } from './sessions.service.ts';

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
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    r.post(
      ApiPath.authenticate,
      {
        config: limit(30),
        schema: { tags, summary: 'Sign in', body: authenticateRequestSchema, response: { 200: tokenPairEnvelope } },
      },
      async (req) => ok(await deps.authService.authenticate(contextOf(req), req.body)),
    );
    r.post(
      ApiPath.registerV1,
      {
        config: limit(10),
        schema: { tags, summary: 'Sign up', body: registerV1RequestSchema, response: { 200: registerEnvelope } },
      },
      async (req) => ok(await deps.authService.register(contextOf(req), req.body)),
    );
    r.post(
      ApiPath.registerV2,
      {
        config: limit(10),
        schema: {
          tags,
          summary: 'Sign up with country, phone and attribution',
          body: registerV2RequestSchema,
          response: { 200: registerEnvelope },
        },
      },
      async (req) => ok(await deps.authService.register(contextOf(req), req.body)),
    );
    r.post(
      ApiPath.verifyEmailWithCode,
      {
        config: limit(20),
        schema: {
          tags,
          summary: 'Verify the e-mail with its code; signs in',
          body: verifyEmailRequestSchema,
          response: { 200: tokenPairEnvelope },
        },
      },
      async (req) => ok(await deps.authService.verifyEmail(contextOf(req), req.body)),
    );
    r.post(
      ApiPath.resendVerifyEmail,
      {
        config: limit(10),
        schema: {
          tags,
          summary: 'Send a new verification code',
          body: emailOnlyRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deps.authService.resendVerifyEmail(contextOf(req), req.body.email);
        return okEmpty();
      },
    );
    r.post(
      ApiPath.refreshToken,
      {
        config: limit(60),
        schema: {
          tags,
          summary: 'Rotate the refresh token',
          body: refreshTokenRequestSchema,
          response: { 200: tokenPairEnvelope },
        },
      },
      async (req) => ok(await deps.sessionsService.refresh(req.brand.id, req.body.refreshToken)),
    );
    r.post(
      ApiPath.logout,
      {
        config: limit(30),
        schema: {
          tags,
          summary: 'Sign out: ends the session of the bearer token and the family of the refresh token',
          // the refresh token alone is enough (the access token may have expired)
          security: [{ bearer: [] }, {}],
          body: logoutRequestSchema.nullish(), // a bearer token alone needs no body
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deps.sessionsService.signOut(req.brand.id, {
          token: bearerTokenOf(req),
          refreshToken: req.body?.refreshToken,
        });
        return okEmpty();
      },
    );
    r.post(
      ApiPath.forgotPassword,
      {
        config: limit(10),
        schema: {
          tags,
          summary: 'E-mail a password reset code',
          body: emailOnlyRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deps.passwordService.forgotPassword(contextOf(req), req.body.email);
        return okEmpty();
      },
    );
    r.post(
      ApiPath.resetPasswordWithCode,
      {
        config: limit(20),
        schema: {
          tags,
          summary: 'Set a new password with the e-mailed code',
          body: resetPasswordRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deps.passwordService.resetPasswordWithCode(contextOf(req), req.body);
        return okEmpty();
      },
    );
    r.post(
      ApiPath.changePassword,
      {
        config: limit(10),
        preHandler: requireAuth(deps.sessionsService),
        schema: {
          tags,
          summary: 'Change the password; ends the other sessions',
          security: [{ bearer: [] }],
          body: changePasswordRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await deps.passwordService.changePassword(contextOf(req), req.auth, req.body);
        return okEmpty();
      },
    );
    r.post(
      ApiPath.checkEmail,
      {
        config: limit(30),
        schema: {
          tags,
          summary: 'Is this e-mail registered?',
          body: emailOnlyRequestSchema,
          response: { 200: checkEmailEnvelope },
        },
      },
      async (req) => ok(await deps.authService.checkEmail(contextOf(req), req.body.email)),
    );
    r.post(
      ApiPath.subscribe,
      {
        config: limit(10),
        schema: {
          tags,
          summary:
            'A guest leaves an e-mail to buy before having an account (-19 when the package is not this brand’s)',
          body: subscribeRequestSchema,
          response: { 200: subscribeEnvelope },
        },
      },
      async (req) => ok(await deps.authService.subscribe(contextOf(req), req.body)),
    );
  };
}
