import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '../../integrations/captcha/captcha-verifier.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSecretBox, derivedKey } from '../../lib/secret-box.ts';
import type { LoginGuard } from '../../lib/login-guard.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import { createConsoleSite } from '../../http/console-site.ts';
import { createAdminGuard } from './admin-guard.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { createApiKeysService } from './api-keys.service.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAudit } from './audit.ts';
import { createAuditService } from './audit.service.ts';
import { createListExport } from './list-export.ts';
import { createOperatorAuthService } from './operator-auth.service.ts';
import { createOperatorDevicesService } from './operator-devices.service.ts';
import { createOperatorSessionsRepository } from './operator-sessions.repository.ts';
import { createOperatorSessionsService } from './operator-sessions.service.ts';
import { createOperatorsAdminService } from './operators-admin.service.ts';
import { createOperatorsRepository } from './operators.repository.ts';
import { createRecoveryCodeHashes } from '../auth/recovery-codes.ts';
import { consoleModule } from '../module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { operatorAuthRoutes } from './operator-auth.routes.ts';
import { operatorDevicesRoutes } from './operator-devices.routes.ts';
import { operatorsAdminRoutes } from './operators-admin.routes.ts';

/** The TOTP secrets' sealing box (the seed and the operator script seal with it too). */
export const totpSecretBox = (serverSecret: string) => createSecretBox(serverSecret, 'operator-totp');

/**
 * The console's own area: operators, their sessions and second factor, API keys, the audit log every console
 * action writes to, and the operator guard that app.ts puts on the admin prefix (docs/decisions/013).
 */
export function createAdminOperatorsModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  loginGuard: LoginGuard;
  hasher: PasswordHasher;
  /** the traders' sessions, for the owner's "End every session" */
  traderSessions: SessionsService;
  geo: GeoLookup;
}) {
  const { config, db, clock } = deps;
  const operatorsRepository = createOperatorsRepository();
  const auditRepository = createAuditRepository();
  const audit = createAudit({ auditRepository, clock });
  const sessions = createOperatorSessionsService({
    db,
    sessionsRepository: createOperatorSessionsRepository(),
    clock,
    csrfKey: derivedKey(config.jwtSecret, 'operator-csrf'),
  });
  const totpSecrets = totpSecretBox(config.jwtSecret);
  // Offline (no RECAPTCHA_SECRET) the provider's public test key passes, as for the demo brands.
  const captchaSiteKey = config.recaptchaSecret ? null : RECAPTCHA_TEST_SITE_KEY;
  // Where the console is served, and which calls come from its page.
  const consoleSite = createConsoleSite(config);
  const apiKeysService = createApiKeysService({ db, apiKeysRepository: createApiKeysRepository(), audit, clock });
  // Every console list's CSV export: the lists' modules take it, the audit log's own among them.
  const listExport = createListExport({ db, audit, clock });
  const auditService = createAuditService({ db, auditRepository, listExport });
  const operatorsAdminService = createOperatorsAdminService({
    db,
    operatorsRepository,
    sessions,
    hasher: deps.hasher,
    audit,
    clock,
  });
  const operatorAuthService = createOperatorAuthService({
    db,
    operatorsRepository,
    sessions,
    loginGuard: deps.loginGuard,
    hasher: deps.hasher,
    totpSecrets,
    recoveryCodes: createRecoveryCodeHashes({
      hasher: deps.hasher,
      // the key of the codes stored before decision 039 (HMAC), still accepted until used
      legacyKey: derivedKey(config.jwtSecret, 'operator-recovery-codes'),
    }),
    audit,
    clock,
    captchaSiteKey,
  });
  const operatorDevicesService = createOperatorDevicesService({
    db,
    operatorsRepository,
    sessions,
    traderSessions: deps.traderSessions,
    loginGuard: deps.loginGuard,
    hasher: deps.hasher,
    totpSecrets,
    audit,
    clock,
    geo: deps.geo,
    captchaSiteKey,
  });
  return consoleModule(
    {
      audit,
      listExport,
      auditService,
      operatorsRepository,
      sessions,
      apiKeysService,
      operatorsAdminService,
      operatorAuthService,
      operatorDevicesService,
      consoleSite,
      operatorGuard: createAdminGuard({
        db,
        sessions,
        apiKeys: apiKeysService,
        operatorsRepository,
        site: consoleSite,
      }),
    },
    [
      operatorAuthRoutes({
        db,
        operatorAuthService,
        operatorsRepository,
        site: consoleSite,
        csrfTokenOf: sessions.csrfTokenOf,
      }),
      operatorDevicesRoutes({ operatorDevicesService }),
      auditRoutes({ auditService }),
      apiKeysRoutes({ apiKeysService }),
      operatorsAdminRoutes({ operatorsAdminService }),
    ],
  );
}
export type AdminOperatorsModule = ReturnType<typeof createAdminOperatorsModule>;
