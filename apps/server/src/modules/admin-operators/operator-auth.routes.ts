import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminOperatorsEndpoints } from '@portal/contract';
import { PERMISSIONS } from '../../domain/operators/permissions.ts';
import type { ConsoleSite } from '../../http/console-site.ts';
import { ok, okEmpty } from '../../domain/result.ts';
import { CONSOLE_PAGE, CSRF_HEADER, SESSION_ONLY, type GuardOptions } from './admin-guard.ts';
import { adminRouter, underAdminPrefix } from './admin-route.ts';
import { router } from '../router.ts';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from './operator-cookie.ts';
import type { OperatorAuthService, SecondFactorInput } from './operator-auth.service.ts';
import type { ClientInfo } from './operator-sessions.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import type { OperatorSessionRow } from './operator-sessions.repository.ts';
import type { Db } from '../../db/client.ts';

const limit = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});
/** The guard of the second-factor calls: a session past its password, not yet past its second factor. */
const SECOND_FACTOR: GuardOptions = { stages: ['second_factor'], beforePasswordChange: true };
/** Me and sign-out: any signed-in session, whether or not its second factor or password change is done. */
const SIGNED_IN: GuardOptions = { stages: ['second_factor', 'active'], beforePasswordChange: true };

/**
 * A new session's cookie, and its CSRF token in a reply header for the console's script to keep in memory: no
 * cookie a script can read, since a cookie is shared with every port of its host.
 */
function startSession(
  site: ConsoleSite,
  req: FastifyRequest,
  reply: FastifyReply,
  s: { token: string; csrfToken: string },
) {
  setSessionCookie(site, req, reply, s.token);
  void reply.header(CSRF_HEADER, s.csrfToken);
}
const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** A second-factor step (confirm enrolment, TOTP code, recovery code): the session moves on, its cookie is set anew. */
function secondFactorStep<T>(
  site: ConsoleSite,
  step: (
    session: OperatorSessionRow,
    input: SecondFactorInput,
    client: ClientInfo,
  ) => Promise<{ session: { token: string; csrfToken: string }; reply: T }>,
) {
  return async (req: FastifyRequest & { body: SecondFactorInput }, reply: FastifyReply) => {
    const { session, reply: state } = await step(req.operatorSession!, req.body, clientOf(req));
    startSession(site, req, reply, session);
    return ok(state);
  };
}

/** Operator sign-in under /api/admin/v1/auth (docs/decisions/013-operators-and-admin-api.md). */
export function operatorAuthRoutes(deps: {
  db: Db;
  operatorAuthService: OperatorAuthService;
  operatorsRepository: OperatorsRepository;
  site: ConsoleSite;
  csrfTokenOf: (sessionId: string) => string;
}) {
  const { site } = deps;
  const auth = deps.operatorAuthService;
  return async function (app: FastifyInstance) {
    // Signing in comes before any session: the one console route outside adminRouter's guard.
    const guests = router(app, { tags: ['admin'] }, (endpoint) => underAdminPrefix(app, endpoint.path));
    guests(adminOperatorsEndpoints.signIn, {
      // Only the console's page signs in, so no other page can start a session in its name.
      config: { ...limit(30), operatorAccess: CONSOLE_PAGE },
      handler: async (req, reply) => {
        const replaced = req.cookies?.[sessionCookieOf(site, req).name];
        const { session, reply: state } = await auth.signIn(clientOf(req), req.body, replaced);
        startSession(site, req, reply, session);
        return ok(state);
      },
    });
    // Every call here is a session's, never a key's; most are the second factor's.
    const route = adminRouter(app, SECOND_FACTOR, SESSION_ONLY);
    route(adminOperatorsEndpoints.totpEnrol, { config: limit(10), data: (req) => auth.enrol(req.operatorSession!) });
    route(adminOperatorsEndpoints.totpConfirm, {
      config: limit(20),
      handler: secondFactorStep(site, auth.confirmEnrolment),
    });
    route(adminOperatorsEndpoints.totpVerify, { config: limit(20), handler: secondFactorStep(site, auth.verifyTotp) });
    route(adminOperatorsEndpoints.recoveryCode, {
      config: limit(20),
      handler: secondFactorStep(site, auth.useRecoveryCode),
    });
    route(adminOperatorsEndpoints.changePassword, {
      action: { beforePasswordChange: true },
      config: limit(10),
      done: (req) => auth.changePassword(req.operatorSession!, req.body, clientOf(req)),
    });
    route(adminOperatorsEndpoints.me, {
      action: SIGNED_IN,
      handler: async (req, reply) => {
        const s = req.operatorSession!;
        const scope = req.admin.scope;
        // A reloaded console learns its session's CSRF token here again.
        void reply.header(CSRF_HEADER, deps.csrfTokenOf(s.id));
        return ok({
          operatorId: s.operator_id,
          email: s.email,
          role: s.role,
          allBrands: scope.all,
          brands: await deps.operatorsRepository.brands(deps.db, scope.all ? null : scope.brandIds),
          stage: s.stage,
          mustChangePassword: s.must_change_password,
          actions: [...PERMISSIONS[s.role]],
          theme: s.theme,
        });
      },
    });
    route(adminOperatorsEndpoints.theme, {
      action: SIGNED_IN,
      data: (req) => auth.setTheme(req.operatorSession!, req.body.theme),
    });
    route(adminOperatorsEndpoints.signOut, {
      action: SIGNED_IN,
      handler: async (req, reply) => {
        await auth.signOut(req.operatorSession!, clientOf(req));
        clearSessionCookie(site, req, reply);
        return okEmpty();
      },
    });
  };
}
