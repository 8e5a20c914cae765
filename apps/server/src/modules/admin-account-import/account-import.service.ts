import { ResultCode, type AccountImport, type AccountImportRequest } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertInScope, forbidden, type AdminCaller } from '../admin-operators/admin-caller.ts';
import { actorOf, type Audit } from '../admin-operators/audit.ts';
import { snapshotOf } from '../packages/package-snapshot.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { AccountImportRepository } from './account-import.repository.ts';

const DAY_MS = 86_400_000;
/** How far back an import may start: a year covers any phase's calendar limit, and bounds a replay. */
export const IMPORT_MAX_AGE_DAYS = 365;
/**
 * How long the platform's bridge has to replay an import's past deals: the replay is taken as over this long
 * after the import. Until then time alone moves none of the import's stages (evaluation-start.ts `scheduledTick`).
 */
export const IMPORT_CATCH_UP_MS = 15 * 60_000;

/**
 * Importing an account migrated from another platform (docs/challenge-rules.md "Importing a migrated account"):
 * the account opens like a paid order's, for the package's phase (or funded stage), but dated from its real
 * start and without an order; the bridge then replays its past deals, judged in order as if they came live.
 * The package names the brand: its trader must be of that brand, and the brand within the caller's scope
 * (unknown and out of scope both 403/-50). Audited with the account as opened, in the same transaction.
 */
export function createAccountImportService(deps: {
  db: Db;
  clock: Clock;
  accountImportRepository: AccountImportRepository;
  packagesService: PackagesService;
  traderAccountsService: TraderAccountsService;
  audit: Audit;
}) {
  const repo = deps.accountImportRepository;

  /** Refuses a start in the future or beyond the oldest accepted. */
  function checkStart(startedAt: Date, now: Date): void {
    const age = now.getTime() - startedAt.getTime();
    if (age < 0 || age > IMPORT_MAX_AGE_DAYS * DAY_MS) refuse(ResultCode.RequestIsNotValid, { field: 'startedAt' });
  }

  return {
    async import(caller: AdminCaller, input: AccountImportRequest): Promise<AccountImport> {
      if (!input.traderId && !input.traderEmail) forbidden();
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const brandId = await repo.brandOfPackage(tx, input.packageId);
        assertInScope(caller, brandId);
        const trader = await repo.trader(tx, brandId, { id: input.traderId, email: input.traderEmail });
        if (!trader) return forbidden();
        const pkg = await deps.packagesService.require(tx, brandId, input.packageId);
        const startedAt = new Date(input.startedAt);
        checkStart(startedAt, now);
        const phases = pkg.phases.length;
        const stage = input.phase === 'funded' ? phases + 1 : input.phase;
        if (stage > phases + 1 || (input.phase !== 'funded' && input.phase > phases))
          return refuse(ResultCode.RequestIsNotValid, { field: 'phase' });
        if (input.platformId !== pkg.platform_id) return refuse(ResultCode.RequestIsNotValid, { field: 'platformId' });
        const initialBalance = input.initialBalance ?? pkg.account_size;
        const actor = actorOf(caller);
        const opened = await deps.traderAccountsService.importAccount(tx, {
          owner: { brandId, userId: trader.id, email: trader.email },
          snapshot: snapshotOf(pkg),
          stage,
          ...(input.login ? { login: input.login } : {}),
          initialBalance,
          ...(input.identityVerified ? { identityVerified: true } : {}),
          startedAt,
          importedAt: now,
          replayEndsAt: new Date(now.getTime() + IMPORT_CATCH_UP_MS),
          importedBy: { type: actor.type, id: actor.id, email: actor.email, ip: actor.ip },
          importedFrom: input.source ?? null,
        });
        const account = await deps.traderAccountsService.anyById(tx, opened.id);
        const result: AccountImport = {
          traderAccountId: opened.id,
          brandId,
          traderId: trader.id,
          login: account!.login,
          platformId: pkg.platform_id,
          stage,
          isFunded: stage > phases,
          status: opened.status,
          startedAt: startedAt.toISOString(),
          importedAt: now.toISOString(),
          initialBalance,
        };
        await deps.audit.record(tx, caller, {
          action: 'accounts.imported',
          targetType: 'trader_account',
          targetId: opened.id,
          brandId,
          before: null,
          after: { ...result, packageId: pkg.id, source: input.source ?? null },
        });
        return result;
      });
    },
  };
}
export type AccountImportService = ReturnType<typeof createAccountImportService>;
