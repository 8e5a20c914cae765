import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import type { IdentityMarks } from '../../domain/risk/identity-marks.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import { createSecretBox, derivedKey } from '../../lib/secret-box.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import { areaModule } from '../module.ts';
import { createAuthMailer } from './auth-mailer.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createCodesRepository } from './codes.repository.ts';
import { createCodesService } from './codes.service.ts';
import { devicesRoutes } from './devices.routes.ts';
import { createDevicesService } from './devices.service.ts';
import { argon2Hasher, DUMMY_HASH_INPUT } from './password-hasher.ts';
import { createPasswordService } from './password.service.ts';
import { createRecoveryCodeHashes } from './recovery-codes.ts';
import type { SessionsService } from './sessions.service.ts';
import { createSignInChallenges } from './sign-in-challenges.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { createUsersRepository } from './users.repository.ts';

/** The traders' sign-up, sign-in (with the second factor of decision 048), passwords and devices. */
export function createAuthModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sessionsService: SessionsService;
  loginGuard: LoginGuard;
  mailQueue: MailQueue;
  /** the packages a sign-up may name: a port, as the packages' routes import this folder's sign-in check */
  packagesService: Parameters<typeof createAuthService>[0]['packagesService'];
  geo: GeoLookup;
  /** where sign-ins came from, for the risk desk (signal 4) */
  identityMarks: IdentityMarks;
}) {
  const { config, db, clock, log, sessionsService, loginGuard, identityMarks } = deps;
  const hasher = argon2Hasher;
  const usersRepository = createUsersRepository();
  const codesService = createCodesService({
    codesRepository: createCodesRepository(),
    clock,
    secret: config.jwtSecret,
  });
  const mailer = createAuthMailer({
    mailQueue: deps.mailQueue,
    codeTtlMinutes: codesService.ttlMinutes,
    // Without SMTP and outside production the code is also logged, so a person on a fresh machine can sign up
    // (README); the only way a code reaches a log. It goes in the message: a field named `code` is masked.
    ...(config.logOneTimeCodes
      ? {
          onCode: (info) =>
            log.info({ mailTo: info.to, kind: info.kind }, `one-time code ${info.code} (outbox mode, not production)`),
        }
      : {}),
  });
  const twoFactorRepository = createTwoFactorRepository();
  const twoFactorService = createTwoFactorService({
    db,
    clock,
    usersRepository,
    loginGuard,
    hasher,
    mailer,
    twoFactorRepository,
    // a box of its own: a trader's secret never opens with the operators' key, nor theirs with this one
    totpSecrets: createSecretBox(config.jwtSecret, 'trader-totp'),
    recoveryCodes: createRecoveryCodeHashes({
      hasher,
      legacyKey: derivedKey(config.jwtSecret, 'trader-recovery-codes'), // no legacy codes: argon2id from the start
    }),
  });
  const twoFactor = {
    twoFactorService,
    signInChallenges: createSignInChallenges({
      db,
      clock,
      usersRepository,
      sessionsService,
      loginGuard,
      twoFactorRepository,
      twoFactorService,
      identityMarks,
    }),
  };
  const authDeps = {
    db,
    usersRepository,
    sessionsService,
    codesService,
    loginGuard,
    hasher,
    mailer,
    packagesService: deps.packagesService,
    secondFactor: twoFactor.signInChallenges,
    identityMarks,
  };
  const authService = createAuthService(authDeps);
  const passwordService = createPasswordService(authDeps);
  const devicesService = createDevicesService({ ...authDeps, geo: deps.geo });
  // The sandbox terminal's sign-in with the portal password (platform types 2 and 3, SPEC §9); an unknown
  // user is checked against a dummy hash, so the time taken does not tell.
  let dummyHash: Promise<string> | undefined;
  const verifyPortalPassword = async (user: { brandId: string; userId: string } | null, password: string) => {
    const row = user ? await usersRepository.findById(db, user.brandId, user.userId) : undefined;
    const hash = row?.password_hash ?? (await (dummyHash ??= hasher.hash(DUMMY_HASH_INPUT)));
    return (await hasher.verify(hash, password)) && !!row?.password_hash;
  };
  return areaModule({ authService, passwordService, devicesService, twoFactor, hasher, verifyPortalPassword }, [
    authRoutes({ authService, passwordService, sessionsService }),
    twoFactorRoutes({ ...twoFactor, sessionsService }),
    devicesRoutes({ devicesService, sessionsService }),
  ]);
}
export type AuthModule = ReturnType<typeof createAuthModule>;
