import {
  ResultCode,
  type DeviceSession,
  type EndDeviceSessionsRequest,
  type EndEverySessionRequest,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import { toDeviceSession } from '../auth/devices.service.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import { forbidden, type AdminCaller } from './admin-caller.ts';
import type { Audit } from './audit.ts';
import { OPERATORS_GUARD_BRAND } from './operator-auth.service.ts';
import type { OperatorSessionRow } from './operator-sessions.repository.ts';
import type { OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import { acceptCodeOnce } from '../auth/totp.ts';

/**
 * The operator's own "Devices" and the owner's "End every session" (docs/decisions/049-devices.md): the password
 * through the operators' login guard every time, the TOTP code of this step (taken once) for ending everybody's.
 */
export function createOperatorDevicesService(deps: {
  db: Db;
  operatorsRepository: OperatorsRepository;
  sessions: OperatorSessionsService;
  traderSessions: SessionsService;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  totpSecrets: SecretBox;
  audit: Audit;
  clock: Clock;
  geo: GeoLookup;
  captchaSiteKey: string | null;
}) {
  const { db, operatorsRepository: operators, sessions, audit } = deps;

  /** The current password, as a sign-in checks it: -4 when wrong, counted by the guard. */
  async function reauthenticate(session: OperatorSessionRow, password: string, ip: string, captchaToken?: string) {
    const attempt = await deps.loginGuard.attempt({
      brandId: OPERATORS_GUARD_BRAND,
      account: session.email,
      ip,
      captchaToken,
      siteKey: deps.captchaSiteKey,
    });
    const o = (await operators.findById(db, session.operator_id)) ?? forbidden();
    if (!(await deps.hasher.verify(o.password_hash, password))) {
      await attempt.failed();
      return refuse(ResultCode.OldPasswordIsWrong);
    }
    await attempt.succeeded();
    return o;
  }

  return {
    async list(session: OperatorSessionRow): Promise<{ items: DeviceSession[] }> {
      const rows = await sessions.listLive(session.operator_id);
      return { items: rows.map((row) => toDeviceSession(row, session.id, deps.geo)) };
    },

    /** One other session of the operator's (else 403/-50), or every other one; audited. */
    async end(session: OperatorSessionRow, caller: AdminCaller, input: EndDeviceSessionsRequest) {
      await reauthenticate(session, input.password, caller.ip, input.captchaToken);
      const { sessionId } = input;
      if (sessionId === session.id) forbidden();
      const ended = await db.transaction(async (tx) => {
        const count = sessionId
          ? Number(await sessions.revokeOneOf(tx, session.operator_id, sessionId))
          : await sessions.revokeAllOf(tx, session.operator_id, session.id);
        if (sessionId && count === 0) return forbidden();
        await audit.record(tx, caller, {
          action: 'auth.own_sessions_ended',
          targetType: 'operator',
          targetId: session.operator_id,
          after: { ended: count, sessionId: sessionId ?? null },
        });
        return count;
      });
      return { ended };
    },

    /**
     * The owner's "End every session" (e.g. after a leaked signing secret): every trader's session of every brand
     * and every operator's but the caller's current one, in one transaction with its audit entry. The password and
     * a TOTP code of this step (single use, like a sign-in's) prove the owner is at the keyboard.
     */
    async endEverySession(session: OperatorSessionRow, caller: AdminCaller, input: EndEverySessionRequest) {
      if (session.role !== 'owner' || !caller.scope.all) forbidden();
      const o = await reauthenticate(session, input.password, caller.ip, input.captchaToken);
      if (!o.totp_enabled_at || !o.totp_secret_sealed) forbidden();
      const secret = deps.totpSecrets.open(o.totp_secret_sealed!);
      const outcome = await db.transaction(async (tx) => {
        const at = deps.clock.now();
        if (!(await acceptCodeOnce(secret, input.code, at, (step) => operators.acceptStep(tx, o.id, step))))
          return null;
        const traderSessions = await deps.traderSessions.endEvery(tx, 'ended by the owner for everybody');
        const operatorSessions = await sessions.revokeEveryone(tx, session.id);
        await audit.record(tx, caller, {
          action: 'sessions.ended_everywhere',
          targetType: 'sessions',
          after: { traderSessions, operatorSessions },
        });
        return { traderSessions, operatorSessions };
      });
      if (!outcome) {
        await audit.record(db, caller, {
          action: 'auth.second_factor_failed',
          targetType: 'operator',
          targetId: o.id,
          after: { method: 'totp', purpose: 'end_every_session' },
        });
        return refuse(ResultCode.InvalidCodeEntered);
      }
      await deps.traderSessions.settled();
      return outcome;
    },
  };
}
export type OperatorDevicesService = ReturnType<typeof createOperatorDevicesService>;
