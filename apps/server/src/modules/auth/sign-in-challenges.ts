import { ResultCode, type AuthenticateSecondFactorRequest, type TokenPair } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import { clientMarks, type IdentityMarks } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { GuardedAttempt, LoginGuard } from '../../lib/login-guard.ts';
import type { RequestContext } from './request-context.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';
import { traderAttempt } from './current-password.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';
import { looksLikeTotp, type TwoFactorService } from './two-factor.service.ts';

/** How long the step between the password and the code lasts. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes; then the password is asked again (each wrong code counts in the guard too). */
export const CHALLENGE_TRIES = 5;

/**
 * The sign-in's second step: a right password of a trader with two-factor on gives -31 with a
 * single-use challenge instead of a session; the challenge and an app's code or a recovery code give the session.
 */
export function createSignInChallenges(deps: {
  db: Db;
  twoFactorRepository: TwoFactorRepository;
  twoFactorService: TwoFactorService;
  usersRepository: UsersRepository;
  sessionsService: SessionsService;
  loginGuard: LoginGuard;
  clock: Clock;
  identityMarks: IdentityMarks;
}) {
  const { db, twoFactorRepository: repo, clock } = deps;
  return {
    /**
     * Called by Authenticate once the password is right: refuses with -31 and a new challenge when the trader has
     * two-factor on (the attempt is given back, nothing cleared), else returns and the sign-in goes on.
     */
    async requireIfEnabled(ctx: RequestContext, userId: string, attempt: GuardedAttempt): Promise<void> {
      if (!(await deps.twoFactorService.enabledFor(userId))) return;
      const challenge = randomToken();
      await repo.createChallenge(db, {
        tokenHash: sha256(challenge),
        userId,
        brandId: ctx.brand.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
      });
      await attempt.firstFactorPassed();
      refuse(ResultCode.SecondFactorRequired, { challenge, expiresInSeconds: CHALLENGE_TTL_MS / 1000 });
    },

    /** The second step: -72 for a challenge unknown, used, expired or out of tries; -30 (guarded) for a wrong code. */
    async complete(ctx: RequestContext, input: AuthenticateSecondFactorRequest): Promise<TokenPair> {
      const tokenHash = sha256(input.challenge);
      const live = (c: Awaited<ReturnType<typeof repo.findChallenge>>) =>
        !!c &&
        c.brand_id === ctx.brand.id &&
        !c.used_at &&
        c.failures < CHALLENGE_TRIES &&
        c.expires_at.getTime() > clock.now().getTime();
      const challenge = await repo.findChallenge(db, tokenHash);
      if (!live(challenge)) return refuse(ResultCode.InvalidCode);
      const user =
        (await deps.usersRepository.findById(db, ctx.brand.id, challenge!.user_id)) ?? refuse(ResultCode.InvalidCode);
      const attempt = await traderAttempt(deps.loginGuard, ctx, user.email, input.captchaToken);
      // the method says which field the client offered; a six-digit recovery code is no code anyone is given
      if (input.method === 'recoveryCode' && looksLikeTotp(input.code)) return wrong(challenge!.id, attempt);
      const check = await deps.twoFactorService.codeCheck(user.id, input.code);
      const pair = await db.transaction(async (tx) => {
        const locked = await repo.findChallenge(tx, tokenHash, true);
        if (!live(locked)) return 'gone' as const;
        if (!(await check(tx))) return null;
        await repo.spendChallenge(tx, locked!.id, clock.now());
        return deps.sessionsService.start(
          tx,
          { id: user.id, brandId: ctx.brand.id },
          { ip: ctx.ip, userAgent: ctx.userAgent },
        );
      });
      if (pair === 'gone') {
        await attempt.firstFactorPassed(); // no code was checked
        return refuse(ResultCode.InvalidCode);
      }
      if (!pair) return wrong(challenge!.id, attempt);
      await attempt.succeeded();
      await deps.identityMarks.record(ctx.brand.id, user.id, clientMarks(ctx));
      return pair;
    },
  };

  async function wrong(challengeId: string, attempt: GuardedAttempt): Promise<never> {
    const failures = await repo.countChallengeFailure(db, challengeId);
    await attempt.failed();
    return refuse(ResultCode.InvalidCodeEntered, { triesLeft: Math.max(0, CHALLENGE_TRIES - failures) });
  }
}
export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
