import { randomUUID } from 'node:crypto';
import {
  ChallengeStatus,
  ResultCode,
  type ChallengeRules,
  type LoginCredentials,
  type PlatformCredentials,
  type TraderAccount,
  type TraderAccounts,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import { refuse } from '../../domain/result.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { PackageSnapshot } from '../packages/package-snapshot.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import { isTradingStatus, phaseCompletion } from '../../domain/evaluation/index.ts';
import type {
  ImportedOrigin,
  SecondChanceOrigin,
  TraderAccountRow,
  TraderAccountsRepository,
} from './trader-accounts.repository.ts';
import type { TraderAccountsCache } from './trader-accounts-cache.ts';
import {
  toEvaluated,
  toTraderAccount,
  type AccountImportInput,
  type EvaluatedAccount,
} from './trader-account-mapping.ts';

export type { AccountImportInput, EvaluatedAccount } from './trader-account-mapping.ts';

/** Stage-1 trading status of SPEC §4 (docs/decisions/009-buying-and-payments.md): evaluation phases trade as Stage N. */
const STAGE_STATUS = [
  ChallengeStatus.Stage1KycSuccess,
  ChallengeStatus.Stage2KycSuccess,
  ChallengeStatus.Stage3KycSuccess,
];

/** A later account of an imported one belongs to its import (no order), from the package snapshot it kept. */
const ofSameImport = (
  account: Pick<EvaluatedAccount, 'importId'>,
  packageSnapshot: PackageSnapshot,
  replayEndsAt: Date | null,
): { imported?: ImportedOrigin } =>
  account.importId
    ? {
        imported: {
          importId: account.importId,
          packageSnapshot,
          importedAt: null,
          replayEndsAt,
          importedBy: null,
          importedFrom: null,
        },
      }
    : {};

/** The list's reply: the items and the brand's two display flags. */
const listOf = (brand: BrandRow, items: TraderAccount[]): TraderAccounts => ({
  items,
  useGroups: brand.settings.useGroups === true,
  useTraderPackageType: brand.settings.useTraderPackageType === true,
});

/** The trader's trading accounts: provisioning on the platform, the list, credentials and platform links. */
export function createTraderAccountsService(deps: {
  db: Db;
  traderAccountsRepository: TraderAccountsRepository;
  packagesService: PackagesService;
  platform: TradingPlatformAdapter;
  passwords: SecretBox;
  /** The list and the dashboard's accounts in memory; every call reads the database without it. */
  cache?: TraderAccountsCache;
  /** Called in the transaction that opens an account (the evaluation keeps its state from that moment). */
  onAccountOpened?: (tx: Queryable, account: EvaluatedAccount) => Promise<void>;
}) {
  const { db, traderAccountsRepository: accounts } = deps;

  /** -50 for an id that is not one of the trader's accounts (unknown and foreign look the same). */
  async function own(brandId: string, userId: string, id: string): Promise<TraderAccountRow> {
    const row = isUuid(id) ? await accounts.get(db, brandId, userId, id) : undefined;
    return row ?? refuse(ResultCode.NotAuthorized);
  }

  /** Opens an account for one stage of an order on its platform and records it (inside the caller's transaction). */
  async function open(
    tx: Queryable,
    o: {
      order: { id: string | null; brandId: string; userId: string; snapshot: PackageSnapshot; email: string };
      stage: number;
      isFunded: boolean;
      status: number;
      rules: ChallengeRules;
      createdAt?: Date;
      /** no order: the import it belongs to */
      imported?: ImportedOrigin;
      secondChance?: SecondChanceOrigin;
      login?: string;
      accountSize?: number;
    },
  ): Promise<string> {
    const p = o.order.snapshot;
    const accountSize = o.accountSize ?? p.accountSize;
    const created = await deps.platform.provisionAccount(tx, {
      platformId: p.platformId,
      platformType: p.platformType,
      serverName: p.platformServer,
      currency: p.currency,
      balance: accountSize,
      leverage: p.leverage,
      traderEmail: o.order.email,
      ...(o.login ? { login: o.login } : {}),
    });
    // The platform already has that login (imports name theirs): -200 on the field, nothing opened.
    if (!created) return refuse(ResultCode.RequestIsNotValid, { field: 'login' });
    const id = await accounts.insert(tx, {
      brandId: o.order.brandId,
      userId: o.order.userId,
      orderId: o.order.id,
      packageId: p.id,
      packageName: p.name,
      traderPackageType: p.traderPackageType,
      group: p.group,
      accountSize,
      currency: p.currency,
      platformId: p.platformId,
      stage: o.stage,
      isFunded: o.isFunded,
      status: o.status,
      rules: o.rules,
      leverage: p.leverage,
      login: created.login,
      passwordSealed: created.password && deps.passwords.seal(created.password),
      server: created.server,
      platformAccountId: created.platformAccountId,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      ...(o.imported ? { imported: o.imported } : {}),
      ...(o.secondChance ? { secondChance: o.secondChance } : {}),
    });
    // The evaluation starts with the account (modules/evaluation), in the same transaction.
    const account = deps.onAccountOpened && (await accounts.getEvaluated(tx, o.order.brandId, null, id));
    if (account) await deps.onAccountOpened?.(tx, toEvaluated(account));
    return id;
  }

  return {
    /**
     * Opens the phase-1 account of a paid order on its platform, inside the payment's transaction. Idempotent:
     * an order that already has its account gets the same one back.
     */
    async provisionForOrder(
      tx: Queryable,
      order: { id: string; brandId: string; userId: string; snapshot: PackageSnapshot; email: string },
    ): Promise<string> {
      const existing = await accounts.findForOrder(tx, order.id, 1);
      if (existing) return existing;
      return open(tx, {
        order,
        stage: 1,
        isFunded: false,
        status: STAGE_STATUS[0]!,
        rules: order.snapshot.phases[0]!.rules,
      });
    },

    /**
     * Opens an account imported from another platform, in the caller's transaction: the stage's rules and
     * status as if the earlier phases were passed here, opened (and its evaluation started) at `startedAt`, so
     * the bridge can replay its past deals. -200 `{ field: 'login' }` when the platform has that login already.
     */
    async importAccount(tx: Queryable, input: AccountImportInput): Promise<{ id: string; status: number }> {
      const { snapshot, stage } = input;
      const phases = snapshot.phases.length;
      const isFunded = stage > phases;
      if (input.login && (await accounts.findByLogin(tx, snapshot.platformId, input.login)))
        return refuse(ResultCode.RequestIsNotValid, { field: 'login' });
      const status =
        stage === 1
          ? STAGE_STATUS[0]!
          : phaseCompletion({
              stage: stage - 1,
              phases,
              kycRequired: !input.identityVerified && (await accounts.kycRequired(tx, input.owner.brandId)),
            }).next.status;
      const id = await open(tx, {
        order: { id: null, ...input.owner, snapshot },
        stage,
        isFunded,
        status,
        rules: isFunded ? snapshot.funded : snapshot.phases[stage - 1]!.rules,
        createdAt: input.startedAt,
        accountSize: input.initialBalance,
        ...(input.login ? { login: input.login } : {}),
        imported: {
          importId: randomUUID(),
          packageSnapshot: snapshot,
          importedAt: input.importedAt,
          replayEndsAt: input.replayEndsAt,
          importedBy: input.importedBy,
          importedFrom: input.importedFrom,
        },
      });
      return { id, status };
    },

    /**
     * Opens a fresh account in place of an ended one (a free retry or a paid reset), inside the caller's transaction:
     * the same stage, rules and size, from the package its order (or import) kept, trading from now. The caller has
     * checked the second chance applies; a second replacement of the same account fails on its unique index.
     */
    async reopen(tx: Queryable, ended: EvaluatedAccount, secondChance: SecondChanceOrigin): Promise<string> {
      const p = await accounts.progression(tx, ended.id);
      if (!p) throw new Error(`trader account ${ended.id} has no package to reopen from`);
      return open(tx, {
        order: {
          id: ended.orderId,
          brandId: ended.brandId,
          userId: ended.userId,
          snapshot: p.package_snapshot,
          email: p.email,
        },
        stage: ended.stage,
        isFunded: false,
        status: STAGE_STATUS[ended.stage - 1]!,
        rules: ended.rules,
        accountSize: ended.accountSize,
        secondChance,
        ...ofSameImport(ended, p.package_snapshot, null),
      });
    },

    /** The account a platform login names, for the platform bridge; undefined when unknown. */
    findByLogin: (q: Queryable, platformId: string, login: string) =>
      accounts.findByLogin(q, platformId, login).then((r) => r && toEvaluated(r)),

    /** The account, its row locked until the transaction ends: status changes serialise on it. */
    async lock(tx: Queryable, id: string): Promise<EvaluatedAccount> {
      const row = await accounts.lockEvaluated(tx, id);
      if (!row) throw new Error(`trader account ${id} vanished`);
      return toEvaluated(row);
    },

    /** One of the trader's accounts for the dashboard; -50 when it is unknown or another trader's. */
    async owned(brandId: string, userId: string, id: string): Promise<EvaluatedAccount> {
      if (!isUuid(id)) return refuse(ResultCode.NotAuthorized);
      const { cache } = deps;
      if (!cache) {
        const row = await accounts.getEvaluated(db, brandId, userId, id);
        return row ? toEvaluated(row) : refuse(ResultCode.NotAuthorized);
      }
      // Kept by id whatever its owner, so the owner and the brand are checked here, on every call.
      const account = await cache.account(id, async () => {
        const row = await accounts.findEvaluated(db, id);
        return row && toEvaluated(row);
      });
      return account?.brandId === brandId && account.userId === userId ? account : refuse(ResultCode.NotAuthorized);
    },

    /** Any account of the brand (the firm's admin calls); -50 when unknown. */
    async ofBrand(q: Queryable, brandId: string, id: string): Promise<EvaluatedAccount> {
      const row = isUuid(id) ? await accounts.getEvaluated(q, brandId, null, id) : undefined;
      return row ? toEvaluated(row) : refuse(ResultCode.NotAuthorized);
    },

    /** Any account, whatever its brand (the back office checks the brand against the caller's scope). */
    async anyById(q: Queryable, id: string): Promise<EvaluatedAccount | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await accounts.lockEvaluated(q, id);
      return row && toEvaluated(row);
    },

    /** Any account, unlocked, whatever its brand (the back office's reads check the brand against the scope). */
    async peekById(q: Queryable, id: string): Promise<EvaluatedAccount | undefined> {
      const row = isUuid(id) ? await accounts.findEvaluated(q, id) : undefined;
      return row && toEvaluated(row);
    },

    /** A firm's block (SPEC §4 15-18): the status, trading disabled on the platform; the earlier status is kept. */
    async block(tx: Queryable, account: EvaluatedAccount, status: number): Promise<void> {
      await accounts.setBlocked(tx, account.id, status);
      await deps.platform.disableAccount(tx, account.login);
    },

    /**
     * Lifts a firm's block: the status before it comes back, and trading is enabled again on the platform when
     * that status trades. Returns the status, or undefined when the account was not blocked.
     */
    async unblock(tx: Queryable, account: EvaluatedAccount): Promise<number | undefined> {
      const status = await accounts.clearBlock(tx, account.id);
      if (status !== undefined && isTradingStatus(status)) await deps.platform.enableAccount(tx, account.login);
      return status;
    },

    updateSummary: (q: Queryable, id: string, figures: { balance: number; equity: number }) =>
      accounts.updateSummary(q, id, figures.balance, figures.equity),

    /** Ends trading on an account (a broken rule, a firm's block): its status, and the platform disables it. */
    async close(tx: Queryable, account: EvaluatedAccount, status: number): Promise<void> {
      await accounts.setStatus(tx, account.id, status);
      await deps.platform.disableAccount(tx, account.login);
    },

    /**
     * A passed evaluation phase: this account becomes "phase N completed" and stops trading, and the next
     * stage opens (the next phase, or the funded account after the last one) from the order's package
     * snapshot, starting at `passedAt`. Idempotent per (order, stage). Returns the passed account's status.
     */
    async completePhase(tx: Queryable, account: EvaluatedAccount, passedAt: Date): Promise<number> {
      const p = await accounts.progression(tx, account.id);
      if (!p || account.isFunded) return account.status;
      const snapshot = p.package_snapshot;
      const step = phaseCompletion({
        stage: account.stage,
        phases: snapshot.phases.length,
        kycRequired: p.kyc_required,
      });
      await accounts.setStatus(tx, account.id, step.completedStatus);
      await deps.platform.disableAccount(tx, account.login);
      const existing = await accounts.findNextStage(tx, account, step.next.stage);
      if (!existing) {
        await open(tx, {
          order: { id: account.orderId, brandId: account.brandId, userId: account.userId, snapshot, email: p.email },
          stage: step.next.stage,
          isFunded: step.next.isFunded,
          status: step.next.status,
          rules: step.next.isFunded ? snapshot.funded : snapshot.phases[step.next.stage - 1]!.rules,
          createdAt: passedAt,
          accountSize: account.accountSize,
          // An imported account's next stage belongs to its import (no order), with the same package snapshot,
          // and is held with it until the replay ends: a phase the replay passes opens the next one in the past.
          ...ofSameImport(account, snapshot, account.replayEndsAt),
        });
      }
      return step.completedStatus;
    },

    async list(brand: BrandRow, userId: string): Promise<TraderAccounts> {
      const read = async () => (await accounts.list(db, brand.id, userId)).map(toTraderAccount);
      return listOf(brand, deps.cache ? await deps.cache.list(brand.id, userId, read) : await read());
    },

    async loginCredentials(brandId: string, userId: string, id: string): Promise<LoginCredentials> {
      const a = await own(brandId, userId, id);
      return {
        login: a.login,
        password: a.password_sealed ? deps.passwords.open(a.password_sealed) : null,
        server: a.server,
        platformAccountId: a.platform_account_id,
      };
    },

    /** `publicUrl`: the brand's configured address, which a platform's relative links are served under. */
    async platformCredentials(brandId: string, publicUrl: string): Promise<PlatformCredentials> {
      const absolute = (link: string | undefined) =>
        link ? (link.startsWith('/') ? `${publicUrl}${link}` : link) : null;
      return (await deps.packagesService.platforms(brandId)).map((p) => ({
        platformId: p.id,
        name: p.name,
        type: p.type,
        links: {
          web: absolute(p.links.web),
          ios: absolute(p.links.ios),
          android: absolute(p.links.android),
          windows: absolute(p.links.windows),
          mac: absolute(p.links.mac),
        },
      }));
    },

    async platformRedirectUrl(brandId: string, userId: string, id: string, publicUrl: string) {
      const a = await own(brandId, userId, id);
      return {
        platform_redirect_url: await deps.platform.signInUrl({ login: a.login, platformId: a.platform_id }, publicUrl),
      };
    },
  };
}
export type TraderAccountsService = ReturnType<typeof createTraderAccountsService>;
