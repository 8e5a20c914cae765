import { ResultCode, type OperatorRole, type ThemeChoice, type ThemePreference } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { refuse, unauthorized } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { GuardedAttempt, LoginGuard } from '../../lib/login-guard.ts';
import { DUMMY_HASH_INPUT, type PasswordHasher } from '../auth/password-hasher.ts';
import { refuseWeakPassword } from '../auth/password-screening.ts';
import { forbidden } from './admin-caller.ts';
import type { Audit } from './audit.ts';
import type { OperatorSessionRow } from './operator-sessions.repository.ts';
import type { ClientInfo, OperatorSessionsService } from './operator-sessions.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';
import type { RecoveryCodeHashes } from '../auth/recovery-codes.ts';
import { acceptCodeOnce, matchingStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from '../auth/totp.ts';

/** The login guard counts operators apart from every brand's traders. */
export const OPERATORS_GUARD_BRAND = 'operators';
/**
 * Second factors one session may try; then it is revoked and the password is asked again. Each try is also an
 * attempt of the login guard on the operator, so wrong codes add up across sign-ins (bot-check, then delays).
 */
export const SECOND_FACTOR_TRIES = 5;

/** A code typed at the second factor, with the bot-check's token once the login guard asks for one (-800). */
export type SecondFactorInput = { code: string; captchaToken?: string | undefined };

const actor = (o: { id: string; email: string; role: OperatorRole }, client: ClientInfo) => ({
  type: 'operator' as const,
  id: o.id,
  email: o.email,
  role: o.role,
  ip: client.ip,
});

/**
 * Operator sign-in (docs/decisions/013-operators-and-admin-api.md): the password through the traders' login
 * guard, then TOTP (enrolment on first sign-in) or a recovery code; every step is audited.
 */
export function createOperatorAuthService(deps: {
  db: Db;
  operatorsRepository: OperatorsRepository;
  sessions: OperatorSessionsService;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  totpSecrets: SecretBox;
  recoveryCodes: RecoveryCodeHashes;
  audit: Audit;
  clock: Clock;
  captchaSiteKey: string | null;
}) {
  const { db, operatorsRepository: operators, sessions, audit, clock } = deps;
  let dummyHash: Promise<string> | undefined;
  const stateOf = (o: OperatorRow, stage: 'second_factor' | 'active') => ({
    stage,
    totpEnrolled: !!o.totp_enabled_at,
    mustChangePassword: o.must_change_password,
  });
  const operatorOf = async (q: Queryable, session: OperatorSessionRow) =>
    (await operators.findById(q, session.operator_id, true)) ?? forbidden();

  /** An attempt of the operators' login guard (a bot-check after failures, then growing delays). */
  const guardAttempt = (email: string, client: ClientInfo, captchaToken: string | undefined) =>
    deps.loginGuard.attempt({
      brandId: OPERATORS_GUARD_BRAND,
      account: email,
      ip: client.ip,
      captchaToken,
      siteKey: deps.captchaSiteKey,
    });

  /** Ends the second-factor session and opens the active one: a new token at the new privilege. */
  async function promote(tx: Queryable, session: OperatorSessionRow, client: ClientInfo) {
    await sessions.revoke(tx, session.id);
    return sessions.start(tx, session.operator_id, 'active', client);
  }

  /** A second factor accepted: the sign-in audited with its method, and the session promoted. */
  async function signedIn(
    tx: Queryable,
    o: OperatorRow,
    session: OperatorSessionRow,
    client: ClientInfo,
    method: 'totp' | 'recovery_code',
  ) {
    await audit.record(tx, actor(o, client), {
      action: 'auth.signed_in',
      targetType: 'operator',
      targetId: o.id,
      after: { method },
    });
    return { session: await promote(tx, session, client), reply: stateOf(o, 'active') };
  }

  /**
   * One try of a second factor, taken before its code is checked, as the traders' second step is:
   * an attempt of the login guard on the operator (a bot-check after 3 wrong codes, then growing delays; a new
   * sign-in gives no new tries) and one of the session's tries. `check` answers null for a wrong code.
   */
  async function secondFactorTry<T>(
    session: OperatorSessionRow,
    client: ClientInfo,
    input: { method: string; captchaToken?: string | undefined },
    check: () => Promise<T | null>,
  ): Promise<T> {
    const attempt = await guardAttempt(session.email, client, input.captchaToken);
    const tryNumber = await sessions.takeSecondFactorTry(db, session.id, SECOND_FACTOR_TRIES);
    if (tryNumber === null) {
      await attempt.firstFactorPassed(); // nothing was checked: the session had no try left
      return unauthorized();
    }
    const result = await check();
    if (result === null) return secondFactorFailed(session, client, input.method, tryNumber, attempt);
    await attempt.succeeded();
    return result;
  }

  /** A wrong second factor: counted, audited (committed before the refusal), the session ends at its last try. */
  async function secondFactorFailed(
    session: OperatorSessionRow,
    client: ClientInfo,
    method: string,
    failures: number,
    attempt: GuardedAttempt,
  ): Promise<never> {
    await attempt.failed();
    await db.transaction(async (tx) => {
      if (failures >= SECOND_FACTOR_TRIES) await sessions.revoke(tx, session.id);
      await audit.record(tx, actor({ ...session, id: session.operator_id }, client), {
        action: 'auth.second_factor_failed',
        targetType: 'operator',
        targetId: session.operator_id,
        after: { method, failures },
      });
    });
    return refuse(ResultCode.InvalidCodeEntered);
  }

  const secondFactorOnly = (session: OperatorSessionRow) => {
    if (session.stage !== 'second_factor') forbidden();
  };

  return {
    /**
     * The password step. `replacedToken` is the `op_session` cookie the browser sent, if any: the new session
     * replaces it, so it ends here rather than living on until it times out (ASVS V7.2.4).
     */
    async signIn(
      client: ClientInfo,
      input: { email: string; password: string; captchaToken?: string | undefined },
      replacedToken?: string,
    ) {
      const attempt = await guardAttempt(input.email, client, input.captchaToken);
      const found = await operators.findByEmail(db, input.email);
      const hash = found?.password_hash ?? (await (dummyHash ??= deps.hasher.hash(DUMMY_HASH_INPUT)));
      const passwordOk = await deps.hasher.verify(hash, input.password);
      // An unused one-time password past its time is a wrong password (-1), counted by the guard as one.
      const expired = !!found?.password_expires_at && found.password_expires_at.getTime() <= clock.now().getTime();
      if (!found || !passwordOk || found.disabled_at || expired) {
        await attempt.failed();
        if (found)
          await audit.record(db, actor(found, client), {
            action: 'auth.sign_in_failed',
            targetType: 'operator',
            targetId: found.id,
            ...(passwordOk && expired ? { after: { reason: 'one_time_password_expired' } } : {}),
          });
        return refuse(ResultCode.InvalidUsernameOrPassword);
      }
      // The right password clears nothing: only the whole sign-in does, after the second factor.
      await attempt.firstFactorPassed();
      return db.transaction(async (tx) => {
        if (replacedToken) await sessions.revokeToken(tx, replacedToken);
        const session = await sessions.start(tx, found.id, 'second_factor', client);
        await audit.record(tx, actor(found, client), {
          action: 'auth.password_accepted',
          targetType: 'operator',
          targetId: found.id,
        });
        return { session, reply: stateOf(found, 'second_factor') };
      });
    },

    /** A new TOTP secret for an operator not enrolled yet (again on each call, until one is confirmed). */
    async enrol(session: OperatorSessionRow) {
      secondFactorOnly(session);
      const o = await operatorOf(db, session);
      if (o.totp_enabled_at) forbidden();
      const secret = newTotpSecret();
      await operators.setPendingTotp(db, o.id, deps.totpSecrets.seal(secret), clock.now());
      const url = otpauthUrl(secret, o.email);
      return { otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
    },

    /** The first code from the app: TOTP is on, the ten recovery codes are shown once, the session is active. */
    async confirmEnrolment(session: OperatorSessionRow, input: SecondFactorInput, client: ClientInfo) {
      secondFactorOnly(session);
      const pendingSecret = (o: OperatorRow) =>
        o.totp_enabled_at || !o.totp_secret_sealed ? forbidden() : o.totp_secret_sealed;
      const enrolmentStep = (o: OperatorRow) =>
        matchingStep(deps.totpSecrets.open(pendingSecret(o)), input.code, clock.now());
      pendingSecret(await operatorOf(db, session)); // not enrolling: 403 before any try is taken
      return secondFactorTry(session, client, { ...input, method: 'totp_enrolment' }, async () => {
        // The new codes are hashed (argon2id, ten of them) only for a right code, and before the transaction, so
        // no connection is held while they are; the transaction checks the code again against the locked row.
        if (enrolmentStep(await operatorOf(db, session)) === null) return null;
        const { codes, hashes } = await deps.recoveryCodes.issue();
        return db.transaction(async (tx) => {
          const o = await operatorOf(tx, session);
          const step = enrolmentStep(o);
          if (step === null) return null;
          await operators.enableTotp(tx, o.id, step, clock.now());
          await operators.replaceRecoveryCodes(tx, o.id, hashes);
          await audit.record(tx, actor(o, client), {
            action: 'auth.totp_enrolled',
            targetType: 'operator',
            targetId: o.id,
          });
          const next = await promote(tx, session, client);
          return {
            session: next,
            reply: { ...stateOf({ ...o, totp_enabled_at: clock.now() }, 'active'), recoveryCodes: codes },
          };
        });
      });
    },

    async verifyTotp(session: OperatorSessionRow, input: SecondFactorInput, client: ClientInfo) {
      secondFactorOnly(session);
      const enrolledSecret = (o: OperatorRow) =>
        o.totp_enabled_at && o.totp_secret_sealed ? o.totp_secret_sealed : forbidden();
      enrolledSecret(await operatorOf(db, session)); // not enrolled: 403 before any try is taken
      return secondFactorTry(session, client, { ...input, method: 'totp' }, () =>
        db.transaction(async (tx) => {
          const o = await operatorOf(tx, session);
          // A step is accepted once: a code seen by someone over the shoulder, or replayed, is refused.
          const secret = deps.totpSecrets.open(enrolledSecret(o));
          const accept = (step: number) => operators.acceptStep(tx, o.id, step);
          if (!(await acceptCodeOnce(secret, input.code, clock.now(), accept))) return null;
          return signedIn(tx, o, session, client, 'totp');
        }),
      );
    },

    async useRecoveryCode(session: OperatorSessionRow, input: SecondFactorInput, client: ClientInfo) {
      secondFactorOnly(session);
      const o = (await operators.findById(db, session.operator_id)) ?? forbidden();
      if (!o.totp_enabled_at) forbidden();
      return secondFactorTry(session, client, { ...input, method: 'recovery_code' }, async () => {
        // Matched outside the transaction (up to ten argon2id checks); spending it stays a conditional update.
        const codeId = await deps.recoveryCodes.find(await operators.unusedRecoveryCodes(db, o.id), input.code);
        if (codeId === null) return null;
        return db.transaction(async (tx) => {
          if (!(await operators.spendRecoveryCode(tx, codeId, clock.now()))) return null;
          return signedIn(tx, o, session, client, 'recovery_code');
        });
      });
    },

    /** Through the login guard like every password check; ends the operator's other sessions. */
    async changePassword(
      session: OperatorSessionRow,
      input: { oldPassword: string; newPassword: string; captchaToken?: string | undefined },
      client: ClientInfo,
    ) {
      const attempt = await guardAttempt(session.email, client, input.captchaToken);
      const o = await operatorOf(db, session);
      if (!(await deps.hasher.verify(o.password_hash, input.oldPassword))) {
        await attempt.failed();
        return refuse(ResultCode.OldPasswordIsWrong);
      }
      await attempt.succeeded();
      if (await deps.hasher.verify(o.password_hash, input.newPassword)) return refuse(ResultCode.PasswordUsedBefore);
      // An operator works for every brand they see: all brands' names and codes are context words.
      const brands = await operators.brands(db, null);
      await refuseWeakPassword(input.newPassword, { brands, email: o.email, names: [] }, 'newPassword');
      const hash = await deps.hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await operators.setPassword(tx, o.id, hash, clock.now());
        await sessions.revokeAllOf(tx, o.id, session.id);
        await audit.record(tx, actor(o, client), {
          action: 'auth.password_changed',
          targetType: 'operator',
          targetId: o.id,
          before: { mustChangePassword: o.must_change_password },
          after: { mustChangePassword: false },
        });
      });
    },

    /** The operator's own theme: a preference of their account, not a change to the firm's data (not audited). */
    async setTheme(session: OperatorSessionRow, theme: ThemeChoice): Promise<ThemePreference> {
      await operators.setTheme(db, session.operator_id, theme);
      return { theme };
    },

    async signOut(session: OperatorSessionRow, client: ClientInfo) {
      await db.transaction(async (tx) => {
        await sessions.revoke(tx, session.id);
        await audit.record(tx, actor({ ...session, id: session.operator_id }, client), {
          action: 'auth.signed_out',
          targetType: 'operator',
          targetId: session.operator_id,
        });
      });
    },
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
