import type { Db } from '../../db/client.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { AuthMailer } from './auth-mailer.ts';
import type { CodesService } from './codes.service.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';

/** What the services that check and change a trader's credentials share: sign-up and sign-in, the password's life. */
export type CredentialDeps = {
  db: Db;
  usersRepository: UsersRepository;
  sessionsService: SessionsService;
  codesService: CodesService;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  mailer: AuthMailer;
};
