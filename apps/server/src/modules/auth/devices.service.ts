import { ResultCode, type DeviceSession, type EndDeviceSessionsRequest } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { describeUserAgent } from '../../domain/devices/user-agent.ts';
import { refuse } from '../../domain/result.ts';
import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import type { AccessClaims } from './access-tokens.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { RequestContext } from './request-context.ts';
import type { LiveSessionRow } from './sessions.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';
import { checkCurrentPassword } from './current-password.ts';

/** A live session as a person reads it: the device, the address and its country, when it started and was last used. */
export function toDeviceSession(
  row: Pick<LiveSessionRow, 'id' | 'created_at' | 'ip' | 'user_agent' | 'last_active_at'>,
  currentId: string,
  geo: GeoLookup,
): DeviceSession {
  return {
    id: row.id,
    current: row.id === currentId,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    countryCode: row.ip ? geo.countryOf(row.ip) : null,
    signedInAt: row.created_at.toISOString(),
    lastActiveAt: row.last_active_at.toISOString(),
  };
}

/**
 * The trader's "Devices" (docs/decisions/049-devices.md, ASVS V7.5.2): their live sessions of this brand, and ending
 * one other session or all the others behind the current password, checked through the login guard as a sign-in is.
 * An ended session is refused at once on every instance (the sessions' change notifications).
 */
export function createDevicesService(deps: {
  db: Db;
  usersRepository: UsersRepository;
  sessionsService: SessionsService;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  geo: GeoLookup;
}) {
  return {
    async list(auth: AccessClaims): Promise<{ items: DeviceSession[] }> {
      const rows = await deps.sessionsService.listLive(auth.userId, auth.brandId);
      return { items: rows.map((row) => toDeviceSession(row, auth.sessionId, deps.geo)) };
    },

    /** `sessionId`: that session only (another of the caller's, else 403/-50); without it every other one. */
    async end(ctx: RequestContext, auth: AccessClaims, input: EndDeviceSessionsRequest): Promise<{ ended: number }> {
      const user =
        (await deps.usersRepository.findById(deps.db, ctx.brand.id, auth.userId)) ?? refuse(ResultCode.UserNotFound);
      const attempt = await checkCurrentPassword(deps, ctx, user, input.password, input.captchaToken);
      await attempt.succeeded();
      const { sessionId } = input;
      // This device ends with Logout; a session not the caller's answers as an unknown one.
      if (sessionId === auth.sessionId) refuse(ResultCode.NotAuthorized);
      const ended = await deps.db.transaction(async (tx) =>
        sessionId
          ? Number(await deps.sessionsService.endOneOf(tx, auth.userId, sessionId, 'ended by the trader'))
          : deps.sessionsService.endOthers(tx, auth.userId, auth.sessionId, 'ended by the trader'),
      );
      if (sessionId && ended === 0) refuse(ResultCode.NotAuthorized);
      await deps.sessionsService.settled();
      return { ended };
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
