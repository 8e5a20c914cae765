import type { Queryable } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { emptySummary, type PartnerSummary } from '../../domain/risk/index.ts';

/** risk_copy_partners: each account's copy partners as a bounded summary (domain/risk/copy-partners.ts). */
export function createRiskCopyPartnersRepository() {
  return {
    /** The summaries of these accounts; an account never matched has an empty one. */
    async summariesOf(q: Queryable, accountIds: readonly string[]): Promise<Map<string, PartnerSummary>> {
      const summaries = new Map(accountIds.map((id) => [id, emptySummary()]));
      if (accountIds.length === 0) return summaries;
      // As JSON, which the driver hands to JSON.parse: twice as fast as its parser of array literals for 500
      // accounts of 64 partners (a crowd's batch).
      const rows = await q.query<{ account_id: string; partners: number[]; counts: number[] }>(
        `select account_id, array_to_json(partners) as partners, array_to_json(counts) as counts
           from risk_copy_partners where account_id = any($1::uuid[])`,
        [textArray(accountIds)],
      );
      for (const r of rows) summaries.set(r.account_id, { partners: r.partners, counts: r.counts });
      return summaries;
    },

    /**
     * Writes the summaries, one row an account, in one statement (a JSON record an account: each row's arrays
     * whole, where gathering flat columns per account took four times as long). An account gone since is skipped.
     */
    async save(q: Queryable, summaries: ReadonlyMap<string, PartnerSummary>): Promise<void> {
      const accounts = [...summaries.keys()].filter((id) => summaries.get(id)!.partners.length > 0).sort();
      if (accounts.length === 0) return;
      await q.query(
        `insert into risk_copy_partners as p (account_id, partners, counts)
         select x.account_id, x.partners, x.counts
           from jsonb_to_recordset($1::jsonb) as x(account_id uuid, partners int4[], counts int4[])
          where exists (select 1 from trader_accounts a where a.id = x.account_id)
         on conflict (account_id) do update set partners = excluded.partners, counts = excluded.counts`,
        [JSON.stringify(accounts.map((id) => ({ account_id: id, ...summaries.get(id) })))],
      );
    },
  };
}
export type RiskCopyPartnersRepository = ReturnType<typeof createRiskCopyPartnersRepository>;
