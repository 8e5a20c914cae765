import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleSite } from '../../http/console-site.ts';
import { ABSOLUTE_TTL_MS } from './operator-sessions.service.ts';

/**
 * The operator's session cookie: httpOnly, SameSite=Strict, host-only (no Domain), the only
 * cookie of the console. Over https it is `__Host-op_session`, Secure with Path=/, which a browser takes only from
 * its own host over https and never from a sibling's Set-Cookie; over plain http (the embedded default) it stays
 * `op_session` on the admin API's path. Which one a request uses follows whether the browser reached us over
 * https, behind a trusted proxy too.
 */
export function sessionCookieOf(site: ConsoleSite, req: FastifyRequest) {
  return site.isHttps(req)
    ? { name: '__Host-op_session', path: '/', secure: true }
    : { name: 'op_session', path: '/api/admin', secure: false };
}

export function setSessionCookie(site: ConsoleSite, req: FastifyRequest, reply: FastifyReply, token: string) {
  const { name, ...where } = sessionCookieOf(site, req);
  void reply.setCookie(name, token, { ...where, httpOnly: true, sameSite: 'strict', maxAge: ABSOLUTE_TTL_MS / 1000 });
}

export function clearSessionCookie(site: ConsoleSite, req: FastifyRequest, reply: FastifyReply) {
  const { name, ...where } = sessionCookieOf(site, req);
  void reply.clearCookie(name, { ...where, httpOnly: true, sameSite: 'strict' });
}
