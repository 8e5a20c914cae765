import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPath,
  emptyEnvelope,
  operatorChangePasswordRequestSchema,
  operatorMeEnvelope,
  operatorSignInEnvelope,
  operatorSignInRequestSchema,
  recoveryCodeRequestSchema,
  secondFactorEnvelope,
  totpCodeRequestSchema,
  totpConfirmedEnvelope,
  totpEnrolmentEnvelope,
} from '@portal/contract';
import { PERMISSIONS } from '../../domain/operators/permissions.ts';
import { ok, okEmpty } from '../../http/refusal.ts';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_ONLY, type RequireOperator } from './admin-guard.ts';
import type { OperatorAuthService } from './operator-auth.service.ts';
import { ABSOLUTE_TTL_MS } from './operator-sessions.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import type { Db } from '../../db/client.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['admin'];
const security = SESSION_ONLY;

/** The session cookie (httpOnly) and its CSRF twin (readable by the console's script), both SameSite=Strict. */
function setSessionCookies(req: FastifyRequest, reply: FastifyReply, s: { token: string; csrfToken: string }) {
  const secure = req.protocol === 'https';
  const maxAge = ABSOLUTE_TTL_MS / 1000;
  void reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge,
  });
  void reply.setCookie(CSRF_COOKIE, s.csrfToken, { path: '/', httpOnly: false, sameSite: 'strict', secure, maxAge });
}
function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  const secure = req.protocol === 'https';
  void reply.clearCookie(SESSION_COOKIE, { path: '/api/admin', httpOnly: true, sameSite: 'strict', secure });
  void reply.clearCookie(CSRF_COOKIE, { path: '/', sameSite: 'strict', secure });
}
const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** Operator sign-in under /api/admin/v1/auth (docs/decisions/013-operators-and-admin-api.md). */
export function operatorAuthRoutes(deps: {
  db: Db;
  operatorAuthService: OperatorAuthService;
  operatorsRepository: OperatorsRepository;
  requireOperator: RequireOperator;
}) {
  const auth = deps.operatorAuthService;
  const secondFactor = deps.requireOperator({ stages: ['second_factor'], beforePasswordChange: true });
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      ApiPath.adminSignIn,
      {
        config: limit(30),
        schema: {
          tags,
          summary: 'Operator sign-in, step 1: the password (sets the session and XSRF-TOKEN cookies)',
          body: operatorSignInRequestSchema,
          response: { 200: operatorSignInEnvelope },
        },
      },
      async (req, reply) => {
        const { session, reply: state } = await auth.signIn(clientOf(req), req.body);
        setSessionCookies(req, reply, session);
        return ok(state);
      },
    );
    r.post(
      ApiPath.adminTotpEnrol,
      {
        config: limit(10),
        onRequest: secondFactor,
        schema: {
          tags,
          security,
          summary: 'Start TOTP enrolment: a new secret as an otpauth:// URL and a QR code',
          response: { 200: totpEnrolmentEnvelope },
        },
      },
      async (req) => ok(await auth.enrol(req.operatorSession!)),
    );
    r.post(
      ApiPath.adminTotpConfirm,
      {
        config: limit(20),
        onRequest: secondFactor,
        schema: {
          tags,
          security,
          summary: 'Confirm TOTP enrolment with a code; returns the ten recovery codes once',
          body: totpCodeRequestSchema,
          response: { 200: totpConfirmedEnvelope },
        },
      },
      async (req, reply) => {
        const { session, reply: state } = await auth.confirmEnrolment(
          req.operatorSession!,
          req.body.code,
          clientOf(req),
        );
        setSessionCookies(req, reply, session);
        return ok(state);
      },
    );
    r.post(
      ApiPath.adminTotpVerify,
      {
        config: limit(20),
        onRequest: secondFactor,
        schema: {
          tags,
          security,
          summary: 'Sign-in step 2: a TOTP code',
          body: totpCodeRequestSchema,
          response: { 200: secondFactorEnvelope },
        },
      },
      async (req, reply) => {
        const { session, reply: state } = await auth.verifyTotp(req.operatorSession!, req.body.code, clientOf(req));
        setSessionCookies(req, reply, session);
        return ok(state);
      },
    );
    r.post(
      ApiPath.adminRecoveryCode,
      {
        config: limit(20),
        onRequest: secondFactor,
        schema: {
          tags,
          security,
          summary: 'Sign-in step 2 without the authenticator: a single-use recovery code',
          body: recoveryCodeRequestSchema,
          response: { 200: secondFactorEnvelope },
        },
      },
      async (req, reply) => {
        const { session, reply: state } = await auth.useRecoveryCode(
          req.operatorSession!,
          req.body.code,
          clientOf(req),
        );
        setSessionCookies(req, reply, session);
        return ok(state);
      },
    );
    r.post(
      ApiPath.adminChangePassword,
      {
        config: limit(10),
        onRequest: deps.requireOperator({ beforePasswordChange: true }),
        schema: {
          tags,
          security,
          summary: 'Change the password (required first when the account was given a one-time password)',
          body: operatorChangePasswordRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await auth.changePassword(req.operatorSession!, req.body, clientOf(req));
        return okEmpty();
      },
    );
    r.get(
      ApiPath.adminMe,
      {
        onRequest: deps.requireOperator({ stages: ['second_factor', 'active'], beforePasswordChange: true }),
        schema: { tags, security, summary: 'The signed-in operator', response: { 200: operatorMeEnvelope } },
      },
      async (req) => {
        const s = req.operatorSession!;
        const scope = req.admin.scope;
        return ok({
          operatorId: s.operator_id,
          email: s.email,
          role: s.role,
          allBrands: scope.all,
          brands: await deps.operatorsRepository.brands(deps.db, scope.all ? null : scope.brandIds),
          stage: s.stage,
          mustChangePassword: s.must_change_password,
          actions: [...PERMISSIONS[s.role]],
        });
      },
    );
    r.post(
      ApiPath.adminSignOut,
      {
        onRequest: deps.requireOperator({ stages: ['second_factor', 'active'], beforePasswordChange: true }),
        schema: { tags, security, summary: 'Sign out: the session is revoked', response: { 200: emptyEnvelope } },
      },
      async (req, reply) => {
        await auth.signOut(req.operatorSession!, clientOf(req));
        clearSessionCookies(req, reply);
        return okEmpty();
      },
    );
  };
}
