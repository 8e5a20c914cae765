import type { Queryable } from '../src/db/client.ts';

/**
 * A trader account row with only its required columns, for migration tests that store an account's rows as an
 * older schema did: the caller runs it with `session_replication_role = replica` (brand, user and package are not
 * there), and the account's own rows then satisfy their foreign keys when a migration moves them.
 */
export async function insertBareAccount(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `insert into trader_accounts (id, brand_id, user_id, package_id, package_name, trader_package_type, group_name,
            account_size, currency, platform_id, stage, status, rules, leverage, login, balance, equity)
     values ($1, $1, $1, $1, 'Bench', 'classic', 'g', 10000, 'USD', 'p', 1, 0, '{}', 100, $2, 1000000, 1000000)`,
    [id, id],
  );
}
