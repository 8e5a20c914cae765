import type { SecondChance } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

/** An account's line (migration 0057): its first account, the accounts linked to it, and what the line has taken. */
export type LineRow = {
  root: string;
  replaces: string | null;
  replaced_by: string | null;
  retries: number;
  resets: number;
  /** the terms its order (or import) kept; null when none (or an order from before them) */
  terms: SecondChance | null;
  /** the package's price as bought (the order's, before any discount), or today's for an imported account */
  package_price: number;
  /** a reset order of this account awaiting its payment (Unpaid or Pending) */
  pending_order_id: string | null;
};

/** The second chances' reads and locks over trader_accounts and orders. */
export function createSecondChanceRepository() {
  return {
    async line(q: Queryable, accountId: string): Promise<LineRow | undefined> {
      const rows = await q.query<LineRow>(
        `select coalesce(a.chain_root, a.id) as root, a.replaces,
                (select r.id from trader_accounts r where r.replaces = a.id) as replaced_by,
                (select count(*)::int from trader_accounts c
                  where c.chain_root = coalesce(a.chain_root, a.id) and c.second_chance = 'retry') as retries,
                (select count(*)::int from trader_accounts c
                  where c.chain_root = coalesce(a.chain_root, a.id) and c.second_chance = 'reset') as resets,
                coalesce(o.package_snapshot, a.package_snapshot)->'secondChance' as terms,
                coalesce(o.price, p.price) as package_price,
                (select r.id from orders r where r.reset_account_id = a.id and r.status in (1, 4)
                  order by r.created_at desc limit 1) as pending_order_id
           from trader_accounts a join trading_packages p on p.id = a.package_id
           left join orders o on o.id = a.order_id
          where a.id = $1`,
        [accountId],
      );
      const row = rows[0];
      // A snapshot's JSON null reads as null; an absent key too.
      return row && { ...row, terms: row.terms ?? null };
    },
    /** Locks the line's first account: every second chance of the line is decided under this lock, one at a time. */
    async lockLine(tx: Queryable, root: string): Promise<void> {
      await tx.query('select id from trader_accounts where id = $1 for update', [root]);
    },
  };
}
export type SecondChanceRepository = ReturnType<typeof createSecondChanceRepository>;
