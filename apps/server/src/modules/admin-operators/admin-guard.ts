import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorAction } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { allows, scopeOf } from '../../domain/operators/permissions.ts';
import type { ConsoleSite } from '../../http/console-site.ts';
import { unauthorized } from '../../domain/result.ts';
import { forbidden, type AdminCaller } from './admin-caller.ts';
import { API_KEY_HEADER, type ApiKeysService } from './api-keys.service.ts';
import { sessionCookieOf } from './operator-cookie.ts';
import type { OperatorSessionRow, OperatorStage } from './operator-sessions.repository.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';

/** The session's CSRF token: sent by the server on the session's replies, echoed by the console's script. */
export const CSRF_HEADER = 'x-xsrf-token';
/** OpenAPI security of admin routes (schemes declared in http/openapi.ts). */
type Security = { [scheme: string]: string[] }[];
export const SESSION_ONLY: Security = [{ operatorSession: [] }];
export const SESSION_OR_KEY: Security = [{ operatorSession: [] }, { apiKey: [] }];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The sign-in's access: there is no session yet, and only the console's own page may start one. */
export const CONSOLE_PAGE = 'console-page';

/** Who may call a console route: an action, the guard's own options, or (the sign-in) the console's page. */
export type OperatorAccess = OperatorAction | GuardOptions | typeof CONSOLE_PAGE;

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller of an admin route, set by its guard */
    admin: AdminCaller;
    /** the operator's session (null for an API key) */
    operatorSession: OperatorSessionRow | null;
  }
  interface FastifyContextConfig {
    /** who may call this console route; the operator guard on the admin prefix refuses a route without it */
    operatorAccess?: OperatorAccess;
  }
}

export type GuardOptions = {
  /** what the route does; omitted for the operator's own session calls (Me, sign-out, second factor) */
  action?: OperatorAction;
  /** session stages let through; default: active only */
  stages?: readonly OperatorStage[];
  /** the route works while a password change is due (the change itself, Me, sign-out) */
  beforePasswordChange?: boolean;
};

/**
 * The server-side check of every admin call (docs/decisions/013-operators-and-admin-api.md): who calls (an
 * operator's session cookie, or an API key in `x-api-key`), CSRF for a session's state-changing calls, the
 * session's stage, a due password change, and the action against the role's or key's permissions. The
 * caller's brand scope is left on the request for the service to check the target's brand against.
 * A cookie is taken only on the console's origin from the console's own page, reads included:
 * anywhere else a call without a key is 403/-50 before its cookie is looked at.
 */
export function createAdminGuard(deps: {
  db: Db;
  sessions: OperatorSessionsService;
  apiKeys: ApiKeysService;
  operatorsRepository: OperatorsRepository;
  site: ConsoleSite;
}) {
  async function viaApiKey(req: FastifyRequest, key: string, o: GuardOptions) {
    const { caller, actions } = await deps.apiKeys.authenticate(key, req.ip);
    // A key acts only through the actions it was given; a session's own calls are not for keys.
    if (!o.action || !actions.includes(o.action)) forbidden();
    req.admin = caller;
    req.operatorSession = null;
  }

  async function viaSession(req: FastifyRequest, token: string, o: GuardOptions) {
    const session = await deps.sessions.authenticate(token);
    if (!SAFE_METHODS.has(req.method)) {
      const given = req.headers[CSRF_HEADER];
      if (!deps.sessions.csrfMatches(session.id, typeof given === 'string' ? given : undefined)) forbidden();
    }
    if (!(o.stages ?? ['active']).includes(session.stage)) forbidden();
    if (session.must_change_password && session.stage === 'active' && !o.beforePasswordChange)
      forbidden({ mustChangePassword: true });
    if (o.action && !allows(session.role, o.action)) forbidden();
    const brandIds =
      session.role === 'owner' ? [] : await deps.operatorsRepository.brandIdsOf(deps.db, session.operator_id);
    req.operatorSession = session;
    req.admin = {
      actorType: 'operator',
      actorId: session.operator_id,
      email: session.email,
      role: session.role,
      scope: scopeOf(session.role, brandIds),
      ip: req.ip,
      sessionId: session.id,
    };
  }

  /**
   * The onRequest hook of the admin prefix (app.ts): every console route runs it, with the access the route
   * declares in its config (admin-route.ts); a route that declares none is refused, so none is left unguarded.
   */
  return async function operatorGuard(req: FastifyRequest, _reply: FastifyReply) {
    if (req.is404) return; // no route: the not-found reply, as anywhere else
    const access = req.routeOptions.config.operatorAccess;
    if (access === undefined) return forbidden();
    if (access === CONSOLE_PAGE) {
      if (!deps.site.fromConsolePage(req)) forbidden();
      return;
    }
    const o = typeof access === 'string' ? { action: access } : access;
    const key = req.headers[API_KEY_HEADER];
    if (typeof key === 'string' && key !== '') return viaApiKey(req, key, o);
    if (!deps.site.fromConsolePage(req)) forbidden();
    const token = req.cookies?.[sessionCookieOf(deps.site, req).name];
    if (!token) return unauthorized();
    return viaSession(req, token, o);
  };
}
export type OperatorGuard = ReturnType<typeof createAdminGuard>;
