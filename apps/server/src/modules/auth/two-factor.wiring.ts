import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSecretBox, derivedKey } from '../../lib/secret-box.ts';
import type { AuthMailer } from './auth-mailer.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { createRecoveryCodeHashes } from './recovery-codes.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';
import { createSignInChallenges } from './sign-in-challenges.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** The traders' two-factor sign-in (decision 048): services.ts keeps to one line for it. */
export function createTwoFactor(deps: {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  usersRepository: UsersRepository;
  sessionsService: SessionsService;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  mailer: AuthMailer;
}) {
  const twoFactorRepository = createTwoFactorRepository();
  const twoFactorService = createTwoFactorService({
    ...deps,
    twoFactorRepository,
    // a box of its own: a trader's secret never opens with the operators' key, nor theirs with this one
    totpSecrets: createSecretBox(deps.jwtSecret, 'trader-totp'),
    recoveryCodes: createRecoveryCodeHashes({
      hasher: deps.hasher,
      legacyKey: derivedKey(deps.jwtSecret, 'trader-recovery-codes'), // no legacy codes: argon2id from the start
    }),
  });
  return {
    twoFactorService,
    signInChallenges: createSignInChallenges({ ...deps, twoFactorRepository, twoFactorService }),
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
