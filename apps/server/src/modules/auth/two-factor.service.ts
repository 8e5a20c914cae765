import { ResultCode, type TwoFactorDisableRequest } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AccessClaims } from './access-tokens.ts';
import type { AuthMailer } from './auth-mailer.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { RecoveryCodeHashes } from './recovery-codes.ts';
import type { RequestContext } from './request-context.ts';
import { acceptCodeOnce, matchingStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp.ts';
import type { UsersRepository } from './users.repository.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';
import { checkCurrentPassword } from './current-password.ts';

/** An app's code is six digits; anything else typed where either is accepted is taken as a recovery code. */
export const looksLikeTotp = (code: string) => /^[0-9]{6}$/.test(code.trim());

/**
 * A trader's optional two-factor sign-in (docs/decisions/048-trader-two-factor.md): enrolment from Profile →
 * Security, turning it off behind the password and a code, and the code check the sign-in's second step uses.
 */
export function createTwoFactorService(deps: {
  db: Db;
  twoFactorRepository: TwoFactorRepository;
  usersRepository: UsersRepository;
  totpSecrets: SecretBox;
  recoveryCodes: RecoveryCodeHashes;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  mailer: AuthMailer;
  clock: Clock;
}) {
  const { db, twoFactorRepository: repo, clock } = deps;
  /**
   * How to take a typed code inside a transaction: an app's code (each time step once) or an unused recovery code
   * (spent). The recovery codes are argon2id, up to ten checks, so they are matched here, before any transaction.
   */
  async function codeCheck(userId: string, code: string): Promise<(tx: Queryable) => Promise<boolean>> {
    if (looksLikeTotp(code))
      return async (tx) => {
        const row = await repo.find(tx, userId, true);
        if (!row?.enabled_at) return false;
        const secret = deps.totpSecrets.open(row.secret_sealed);
        return acceptCodeOnce(secret, code.trim(), clock.now(), (step) => repo.acceptStep(tx, userId, step));
      };
    const codeId = await deps.recoveryCodes.find(await repo.unusedRecoveryCodes(db, userId), code);
    return async (tx) => codeId !== null && (await repo.spendRecoveryCode(tx, codeId, clock.now()));
  }
  const userOf = async (ctx: RequestContext, auth: AccessClaims) =>
    (await deps.usersRepository.findById(db, ctx.brand.id, auth.userId)) ?? refuse(ResultCode.UserNotFound);

  return {
    async state(auth: AccessClaims) {
      const row = await repo.find(db, auth.userId);
      const enabled = !!row?.enabled_at;
      return { enabled, recoveryCodesLeft: enabled ? (await repo.unusedRecoveryCodes(db, auth.userId)).length : 0 };
    },

    /** Is it on for this trader (the sign-in asks for the second step)? */
    async enabledFor(userId: string): Promise<boolean> {
      return !!(await repo.find(db, userId))?.enabled_at;
    },

    /** A new secret (again on each call until one is confirmed): the app's address, its QR code, the secret. */
    async start(ctx: RequestContext, auth: AccessClaims) {
      const user = await userOf(ctx, auth);
      const secret = newTotpSecret();
      if (!(await repo.setPending(db, user.id, deps.totpSecrets.seal(secret)))) alreadyOn();
      const url = otpauthUrl(secret, user.email, ctx.brand.name);
      return { otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url), secret };
    },

    /** The first code from the app turns it on; the ten recovery codes are returned once and the trader mailed. */
    async confirm(ctx: RequestContext, auth: AccessClaims, code: string) {
      const stepOf = (row: { secret_sealed: string; enabled_at: Date | null } | undefined) => {
        if (!row) return refuse(ResultCode.InvalidCode); // no enrolment started (or it was turned off meanwhile)
        if (row.enabled_at) return alreadyOn();
        return matchingStep(deps.totpSecrets.open(row.secret_sealed), code, clock.now());
      };
      if (stepOf(await repo.find(db, auth.userId)) === null) refuse(ResultCode.InvalidCodeEntered);
      const user = await userOf(ctx, auth);
      // hashed (argon2id, ten) before the transaction, so no connection waits on them
      const { codes, hashes } = await deps.recoveryCodes.issue();
      await db.transaction(async (tx) => {
        const step = stepOf(await repo.find(tx, auth.userId, true));
        if (step === null) refuse(ResultCode.InvalidCodeEntered);
        await repo.enable(tx, auth.userId, step!, clock.now());
        await repo.replaceRecoveryCodes(tx, auth.userId, hashes);
        await deps.mailer.queue(tx, ctx, user, 'twoFactorEnabled');
      });
      deps.mailer.kick();
      return { recoveryCodes: codes };
    },

    /** Off, behind the password (guarded as ChangePassword's) and an app's code or a recovery code. */
    async disable(ctx: RequestContext, auth: AccessClaims, input: TwoFactorDisableRequest) {
      const user = await userOf(ctx, auth);
      const attempt = await checkCurrentPassword(deps, ctx, user, input.password, input.captchaToken);
      const row = await repo.find(db, user.id);
      if (!row?.enabled_at) {
        await attempt.succeeded();
        return refuse(ResultCode.InvalidCode); // already off
      }
      const check = await codeCheck(user.id, input.code);
      const done = await db.transaction(async (tx) => {
        if (!(await check(tx))) return false;
        await repo.remove(tx, user.id);
        await deps.mailer.queue(tx, ctx, user, 'twoFactorDisabled');
        return true;
      });
      if (!done) {
        await attempt.failed();
        refuse(ResultCode.InvalidCodeEntered);
      }
      await attempt.succeeded();
      deps.mailer.kick();
    },

    codeCheck,
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** Start or confirm while it is on: turn it off first (a second secret would silently replace the first). */
function alreadyOn(): never {
  throw new Refusal(ResultCode.RequestIsNotValid, { twoFactorEnabled: true }, 409);
}
