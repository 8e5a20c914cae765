import type { Queryable } from '../../db/client.ts';
import { numberArray, textArray } from '../../db/sql-arrays.ts';
import { emptySummary, type PartnerSummary } from '../../domain/risk/index.ts';

/** risk_copy_partners: each account's copy partners as a bounded summary (domain/risk/copy-partners.ts). */
export function createRiskCopyPartnersRepository() {
  return {
    /** The summaries of these accounts; an account never matched has an empty one. */
    async summariesOf(q: Queryable, accountIds: readonly string[]): Promise<Map<string, PartnerSummary>> {
      const summaries = new Map(accountIds.map((id) => [id, emptySummary()]));
      if (accountIds.length === 0) return summaries;
      const rows = await q.query<{ account_id: string; partners: number[]; counts: number[] }>(
        'select account_id, partners, counts from risk_copy_partners where account_id = any($1::uuid[])',
        [textArray(accountIds)],
      );
      for (const r of rows) summaries.set(r.account_id, { partners: r.partners, counts: r.counts });
      return summaries;
    },

    /**
     * Writes the summaries, one row an account, in one statement: the accounts go once, each entry as flat columns
     * with its account's place among them, gathered per account in their order. An account gone since is skipped.
     */
    async save(q: Queryable, summaries: ReadonlyMap<string, PartnerSummary>): Promise<void> {
      const accounts = [...summaries.keys()].filter((id) => summaries.get(id)!.partners.length > 0).sort();
      if (accounts.length === 0) return;
      const place: number[] = [];
      const partners: number[] = [];
      const counts: number[] = [];
      accounts.forEach((id, i) => {
        const s = summaries.get(id)!;
        for (let k = 0; k < s.partners.length; k++) place.push(i + 1);
        partners.push(...s.partners);
        counts.push(...s.counts);
      });
      await q.query(
        `insert into risk_copy_partners as p (account_id, partners, counts)
         select ($1::uuid[])[x.place], array_agg(x.partner order by x.k), array_agg(x.n order by x.k)
           from unnest($2::int4[], $3::int4[], $4::int4[]) with ordinality as x(place, partner, n, k)
          where exists (select 1 from trader_accounts a where a.id = ($1::uuid[])[x.place])
          group by x.place
          order by x.place
         on conflict (account_id) do update set partners = excluded.partners, counts = excluded.counts`,
        [textArray(accounts), numberArray(place), numberArray(partners), numberArray(counts)],
      );
    },
  };
}
export type RiskCopyPartnersRepository = ReturnType<typeof createRiskCopyPartnersRepository>;
