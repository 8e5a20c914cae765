import type { ChallengeRules, TraderPackageType } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { announceWrite, type ChangeFeed } from '../../lib/change-feed.ts';
import type { PackageSnapshot } from '../packages/package-snapshot.ts';

export type TraderAccountRow = {
  id: string;
  order_id: string | null;
  import_id: string | null;
  package_id: string;
  package_name: string;
  trader_package_type: TraderPackageType;
  group_name: string;
  account_size: number;
  currency: string;
  platform_id: string;
  platform_name: string;
  platform_type: 0 | 1 | 2 | 3;
  demo_mode_note: boolean;
  stage: number;
  is_funded: boolean;
  status: number;
  login: string;
  password_sealed: string | null;
  server: string | null;
  platform_account_id: string | null;
  balance: number;
  equity: number;
  metrics_updated_at: Date;
  created_at: Date;
};

export type NewTraderAccount = {
  brandId: string;
  userId: string;
  orderId: string | null;
  packageId: string;
  packageName: string;
  traderPackageType: TraderPackageType;
  group: string;
  accountSize: number;
  currency: string;
  platformId: string;
  stage: number;
  isFunded: boolean;
  status: number;
  rules: ChallengeRules;
  leverage: number;
  login: string;
  passwordSealed: string | null;
  server: string | null;
  platformAccountId: string | null;
  /** when the account opened (its phase starts then); now when omitted */
  createdAt?: Date;
  /** an account imported from another platform, or a later stage of one (no order) */
  imported?: ImportedOrigin;
  /** an account opened in place of an ended one (a free retry or a paid reset, migration 0057) */
  secondChance?: SecondChanceOrigin;
};

/** The ended account a second chance replaces, the first account of its line, and how it was taken. */
export type SecondChanceOrigin = { replaces: string; chainRoot: string; kind: 'retry' | 'reset' };

/** How an account without an order came to be (migration 0019): the import it belongs to. */
export type ImportedOrigin = {
  importId: string;
  /** the package as it was at the import: the next stages open from it */
  packageSnapshot: PackageSnapshot;
  /** set on the imported account itself only (the stages it passes into were opened by the engine) */
  importedAt: Date | null;
  /** when the import's replay is taken as over: every stage of the import shares it */
  replayEndsAt: Date | null;
  importedBy: unknown;
  importedFrom: string | null;
};

/** What the evaluation needs of an account: its rules, stage and status (docs/decisions/010-challenge-evaluation.md). */
export type EvaluatedAccountRow = {
  id: string;
  brand_id: string;
  user_id: string;
  order_id: string | null;
  platform_id: string;
  login: string;
  stage: number;
  is_funded: boolean;
  status: number;
  rules: ChallengeRules;
  account_size: number;
  currency: string;
  created_at: Date;
  import_id: string | null;
  replay_ends_at: Date | null;
};

/** What opening the next stage needs: the package as bought, the owner's e-mail, and whether KYC comes first. */
export type ProgressionRow = { package_snapshot: PackageSnapshot; email: string; kyc_required: boolean };

const evaluated = `select id, brand_id, user_id, order_id, platform_id, login, stage, is_funded, status, rules, account_size,
       currency, created_at, import_id, replay_ends_at from trader_accounts`;

const select = `select a.id, a.order_id, a.import_id, a.package_id, a.package_name, a.trader_package_type, a.group_name, a.account_size,
       a.currency, a.platform_id, t.name as platform_name, t.type as platform_type, t.demo_mode_note, a.stage, a.is_funded,
       a.status, a.login, a.password_sealed, a.server, a.platform_account_id, a.balance, a.equity, a.metrics_updated_at,
       a.created_at
  from trader_accounts a join trading_platforms t on t.id = a.platform_id`;

/**
 * The trader's platform accounts; every read is scoped by brand and owner. Every write announces itself to this
 * instance's caches once it commits (`changes`): the database's notification reaches the other
 * instances, this one must not answer before forgetting.
 */
export function createTraderAccountsRepository(deps: { changes?: Pick<ChangeFeed, 'announce'> } = {}) {
  const changed = (q: Queryable, payload: string) => {
    if (deps.changes) announceWrite(deps.changes, q, payload);
  };
  return {
    async insert(q: Queryable, a: NewTraderAccount): Promise<string> {
      const rows = await q.query<{ id: string }>(
        `insert into trader_accounts (brand_id, user_id, order_id, package_id, package_name, trader_package_type, group_name,
                account_size, currency, platform_id, stage, is_funded, status, rules, leverage, login, password_sealed, server,
                platform_account_id, balance, equity, created_at, metrics_updated_at, origin, import_id, imported_at,
                imported_by, imported_from, package_snapshot, replay_ends_at, replaces, chain_root, second_chance)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $8, $8,
                 coalesce($20, now()), coalesce($20, now()), $21, $22, $23, $24, $25, $26, $27, $28, $29, $30)
         returning id`,
        [
          a.brandId,
          a.userId,
          a.orderId,
          a.packageId,
          a.packageName,
          a.traderPackageType,
          a.group,
          a.accountSize,
          a.currency,
          a.platformId,
          a.stage,
          a.isFunded,
          a.status,
          JSON.stringify(a.rules),
          a.leverage,
          a.login,
          a.passwordSealed,
          a.server,
          a.platformAccountId,
          a.createdAt ?? null,
          a.imported ? 'import' : 'order',
          a.imported?.importId ?? null,
          a.imported?.importedAt ?? null,
          a.imported ? JSON.stringify(a.imported.importedBy ?? null) : null,
          a.imported?.importedFrom ?? null,
          a.imported ? JSON.stringify(a.imported.packageSnapshot) : null,
          a.imported?.replayEndsAt ?? null,
          a.secondChance?.replaces ?? null,
          a.secondChance?.chainRoot ?? null,
          a.secondChance?.kind ?? null,
        ],
      );
      changed(q, `user:${a.userId}`);
      return rows[0]!.id;
    },
    /** The account a platform login names (the bridge's events), or undefined. */
    async findByLogin(q: Queryable, platformId: string, login: string): Promise<EvaluatedAccountRow | undefined> {
      const rows = await q.query<EvaluatedAccountRow>(`${evaluated} where platform_id = $1 and login = $2`, [
        platformId,
        login,
      ]);
      return rows[0];
    },
    /** The account with its row locked for the rest of the transaction (status changes serialise on it). */
    async lockEvaluated(q: Queryable, id: string): Promise<EvaluatedAccountRow | undefined> {
      const rows = await q.query<EvaluatedAccountRow>(`${evaluated} where id = $1 for update`, [id]);
      return rows[0];
    },
    /** Any account, unlocked (the back office's reads). */
    async findEvaluated(q: Queryable, id: string): Promise<EvaluatedAccountRow | undefined> {
      // Prepared: the dashboard's ownership check reads it (by id, the owner checked in memory).
      const rows = await q.query<EvaluatedAccountRow>(`${evaluated} where id = $1`, [id], { prepare: true });
      return rows[0];
    },
    /** The account if it belongs to the brand and, when given, to the owner. */
    async getEvaluated(
      q: Queryable,
      brandId: string,
      userId: string | null,
      id: string,
    ): Promise<EvaluatedAccountRow | undefined> {
      const rows = await q.query<EvaluatedAccountRow>(
        `${evaluated} where brand_id = $1 and id = $2 and ($3::uuid is null or user_id = $3)`,
        [brandId, id, userId],
        { prepare: true }, // a hot read: every dashboard call checks the account is the trader's
      );
      return rows[0];
    },
    /** The package as bought (the order's) or as imported (the account's own), for opening the next stage. */
    async progression(q: Queryable, accountId: string): Promise<ProgressionRow | undefined> {
      const rows = await q.query<ProgressionRow>(
        `select coalesce(o.package_snapshot, a.package_snapshot) as package_snapshot, u.email,
                coalesce((b.settings->>'isKycEnabled')::boolean, false) as kyc_required
           from trader_accounts a join users u on u.id = a.user_id join brands b on b.id = a.brand_id
           left join orders o on o.id = a.order_id
          where a.id = $1`,
        [accountId],
      );
      const row = rows[0];
      return row?.package_snapshot ? row : undefined;
    },
    /** Whether the brand verifies identity before the funded account (the statuses of an imported stage). */
    async kycRequired(q: Queryable, brandId: string): Promise<boolean> {
      const rows = await q.query<{ kyc_required: boolean }>(
        `select coalesce((settings->>'isKycEnabled')::boolean, false) as kyc_required from brands where id = $1`,
        [brandId],
      );
      return rows[0]?.kyc_required ?? false;
    },
    /** The figures TraderAccount/v1 shows, kept current by the evaluation as events arrive. */
    async updateSummary(q: Queryable, id: string, balance: number, equity: number): Promise<void> {
      await q.query(
        'update trader_accounts set balance = $2, equity = $3, metrics_updated_at = now(), updated_at = now() where id = $1',
        [id, balance, equity],
      );
      changed(q, `account:${id}`);
    },
    /** Blocks: the status before the first block is kept, so an unblock can return to it. */
    async setBlocked(q: Queryable, id: string, status: number): Promise<void> {
      await q.query(
        `update trader_accounts set status_before_block = coalesce(status_before_block, status), status = $2,
                updated_at = now() where id = $1`,
        [id, status],
      );
      changed(q, `account:${id}`);
    },
    /** Lifts a block: back to the status before it; returns that status (undefined when not blocked). */
    async clearBlock(q: Queryable, id: string): Promise<number | undefined> {
      const rows = await q.query<{ status: number }>(
        `update trader_accounts set status = status_before_block, status_before_block = null, updated_at = now()
          where id = $1 and status_before_block is not null returning status`,
        [id],
      );
      changed(q, `account:${id}`);
      return rows[0]?.status;
    },
    async setStatus(q: Queryable, id: string, status: number): Promise<void> {
      await q.query('update trader_accounts set status = $2, updated_at = now() where id = $1', [id, status]);
      changed(q, `account:${id}`);
    },
    /** The account an order provisioned for `stage`, if any (a repeated confirmation finds it). */
    async findForOrder(q: Queryable, orderId: string, stage: number): Promise<string | undefined> {
      const rows = await q.query<{ id: string }>(
        'select id from trader_accounts where order_id = $1 and stage = $2 and replaces is null',
        [orderId, stage],
      );
      return rows[0]?.id;
    },
    /** The account an order or an import opened for `stage`, if any (passing a phase twice opens it once). */
    async findNextStage(
      q: Queryable,
      of: { orderId: string | null; importId: string | null },
      stage: number,
    ): Promise<string | undefined> {
      const rows = await q.query<{ id: string }>(
        'select id from trader_accounts where (order_id = $1 or import_id = $2) and stage = $3 and replaces is null',
        [of.orderId, of.importId, stage],
      );
      return rows[0]?.id;
    },
    list(q: Queryable, brandId: string, userId: string): Promise<TraderAccountRow[]> {
      return q.query<TraderAccountRow>(
        `${select} where a.brand_id = $1 and a.user_id = $2 order by a.created_at desc, a.id`,
        [brandId, userId],
        { prepare: true }, // a hot read: the dashboard's list of accounts
      );
    },
    async get(q: Queryable, brandId: string, userId: string, id: string): Promise<TraderAccountRow | undefined> {
      const rows = await q.query<TraderAccountRow>(`${select} where a.brand_id = $1 and a.user_id = $2 and a.id = $3`, [
        brandId,
        userId,
        id,
      ]);
      return rows[0];
    },
  };
}
export type TraderAccountsRepository = ReturnType<typeof createTraderAccountsRepository>;
