import { ResultCode, type ChangePasswordRequest, type ResetPasswordRequest } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import type { AccessClaims } from './access-tokens.ts';
import type { CredentialDeps } from './credential-deps.ts';
import { wasUsedBefore } from './password-policy.ts';
import { refuseWeakPassword } from './password-screening.ts';
import { passwordContext, type RequestContext } from './request-context.ts';
import { checkCurrentPassword } from './current-password.ts';

/** Forgot, reset and change password; a new password ends every other session. */
export function createPasswordService(deps: CredentialDeps) {
  const users = deps.usersRepository;
  return {
    async forgotPassword(ctx: RequestContext, email: string): Promise<void> {
      const user = (await users.findByEmail(deps.db, ctx.brand.id, email)) ?? refuse(ResultCode.UserNotFound);
      await deps.db.transaction(async (tx) => {
        const code = await deps.codesService.issue(tx, user.id, 'reset_password');
        await deps.mailer.queue(tx, ctx, user, 'resetPassword', code);
      });
      deps.mailer.kick();
    },

    /**
     * The back office sends a trader the mail ForgotPassword sends (the same code and mail); `record` writes the
     * operator's audit entry in the same transaction.
     */
    async sendResetFor(ctx: RequestContext, userId: string, record: (tx: Queryable) => Promise<void>): Promise<void> {
      const user = (await users.findById(deps.db, ctx.brand.id, userId)) ?? refuse(ResultCode.UserNotFound);
      await deps.db.transaction(async (tx) => {
        const code = await deps.codesService.issue(tx, user.id, 'reset_password');
        await deps.mailer.queue(tx, ctx, user, 'resetPassword', code);
        await record(tx);
      });
      deps.mailer.kick();
    },

    async resetPasswordWithCode(ctx: RequestContext, input: ResetPasswordRequest): Promise<void> {
      const user = (await users.findByEmail(deps.db, ctx.brand.id, input.email)) ?? refuse(ResultCode.UserNotFound);
      const passwordHash = await deps.hasher.hash(input.newPassword);
      const outcome = await deps.db.transaction(async (tx) => {
        const check = await deps.codesService.check(tx, user.id, 'reset_password', input.code);
        if (check !== 'ok') return check;
        // Thrown inside the transaction: the code is not spent, so the trader can pick another password.
        if (await wasUsedBefore(tx, deps, user.id, input.newPassword)) throw new Refusal(ResultCode.PasswordUsedBefore);
        await refuseWeakPassword(input.newPassword, passwordContext(ctx, user), 'newPassword');
        await users.setPassword(tx, user.id, passwordHash);
        await users.markEmailVerified(tx, user.id); // the code proved the mailbox
        await deps.sessionsService.endOthers(tx, user.id, null, 'password reset');
        await deps.mailer.queue(tx, ctx, user, 'passwordChanged');
        return 'ok' as const;
      });
      if (outcome === 'wrong') refuse(ResultCode.InvalidCodeEntered);
      if (outcome === 'invalid') refuse(ResultCode.InvalidCode);
      await deps.sessionsService.settled();
      await deps.loginGuard.clear(ctx.brand.id, user.email);
      deps.mailer.kick();
    },

    async changePassword(ctx: RequestContext, auth: AccessClaims, input: ChangePasswordRequest): Promise<void> {
      const user = (await users.findById(deps.db, ctx.brand.id, auth.userId)) ?? refuse(ResultCode.UserNotFound);
      // Wrong old passwords count as sign-in failures: the same bot-check and block apply here.
      const attempt = await checkCurrentPassword(deps, ctx, user, input.oldPassword, input.captchaToken);
      await attempt.succeeded();
      const passwordHash = await deps.hasher.hash(input.newPassword);
      await deps.db.transaction(async (tx) => {
        await users.findById(tx, ctx.brand.id, user.id, true); // one change at a time per trader
        if (await wasUsedBefore(tx, deps, user.id, input.newPassword)) refuse(ResultCode.PasswordUsedBefore);
        // After the history: the current password is told as used before (-22), however weak.
        await refuseWeakPassword(input.newPassword, passwordContext(ctx, user), 'newPassword');
        await users.setPassword(tx, user.id, passwordHash);
        await deps.sessionsService.endOthers(tx, user.id, auth.sessionId, 'password changed');
        await deps.mailer.queue(tx, ctx, user, 'passwordChanged');
      });
      await deps.sessionsService.settled();
      deps.mailer.kick();
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
