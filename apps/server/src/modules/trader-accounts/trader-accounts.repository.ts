import type { ChallengeRules, TraderPackageType } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

export type TraderAccountRow = {
  id: string;
  order_id: string | null;
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
};

const select = `select a.id, a.order_id, a.package_id, a.package_name, a.trader_package_type, a.group_name, a.account_size,
       a.currency, a.platform_id, t.name as platform_name, t.type as platform_type, t.demo_mode_note, a.stage, a.is_funded,
       a.status, a.login, a.password_sealed, a.server, a.platform_account_id, a.balance, a.equity, a.metrics_updated_at,
       a.created_at
  from trader_accounts a join trading_platforms t on t.id = a.platform_id`;

/** The trader's platform accounts; every read is scoped by brand and owner. */
export function createTraderAccountsRepository() {
  return {
    async insert(q: Queryable, a: NewTraderAccount): Promise<string> {
      const rows = await q.query<{ id: string }>(
        `insert into trader_accounts (brand_id, user_id, order_id, package_id, package_name, trader_package_type, group_name,
                account_size, currency, platform_id, stage, is_funded, status, rules, leverage, login, password_sealed, server,
                platform_account_id, balance, equity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $8, $8)
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
        ],
      );
      return rows[0]!.id;
    },
    /** The account an order provisioned for `stage`, if any (a repeated confirmation finds it). */
    async findForOrder(q: Queryable, orderId: string, stage: number): Promise<string | undefined> {
      const rows = await q.query<{ id: string }>('select id from trader_accounts where order_id = $1 and stage = $2', [
        orderId,
        stage,
      ]);
      return rows[0]?.id;
    },
    list(q: Queryable, brandId: string, userId: string): Promise<TraderAccountRow[]> {
      return q.query<TraderAccountRow>(
        `${select} where a.brand_id = $1 and a.user_id = $2 order by a.created_at desc, a.id`,
        [brandId, userId],
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
