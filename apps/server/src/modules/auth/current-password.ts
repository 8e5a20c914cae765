import { ResultCode } from '@portal/contract';
import { refuse } from '../../domain/result.ts';
import { toBrandConfig } from '../brands/brand-config.ts';
import type { GuardedAttempt, LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { RequestContext } from './request-context.ts';

/**
 * One guarded attempt of a trader's secret (password or second factor) on this brand, with the brand's bot-check
 * site key: the login guard's counters of the account and the address (login-guard.ts).
 */
export function traderAttempt(
  loginGuard: LoginGuard,
  ctx: RequestContext,
  account: string,
  captchaToken: string | undefined,
): Promise<GuardedAttempt> {
  return loginGuard.attempt({
    brandId: ctx.brand.id,
    account,
    ip: ctx.ip,
    captchaToken,
    siteKey: toBrandConfig(ctx.brand).recaptchaSiteKey,
  });
}

/**
 * A signed-in trader's current password asked again (ChangePassword, ending devices, turning two-step sign-in
 * off): counted by the login guard as a sign-in is, so the same bot-check and block apply. A wrong one is recorded
 * as a failure and refused (-4); a right one returns the open attempt, which the caller settles (`succeeded`, or
 * `failed` when a further check of its own fails).
 */
export async function checkCurrentPassword(
  deps: { loginGuard: LoginGuard; hasher: PasswordHasher },
  ctx: RequestContext,
  user: { email: string; password_hash: string | null },
  password: string,
  captchaToken: string | undefined,
): Promise<GuardedAttempt> {
  const attempt = await traderAttempt(deps.loginGuard, ctx, user.email, captchaToken);
  if (!user.password_hash || !(await deps.hasher.verify(user.password_hash, password))) {
    await attempt.failed();
    refuse(ResultCode.OldPasswordIsWrong);
  }
  return attempt;
}
