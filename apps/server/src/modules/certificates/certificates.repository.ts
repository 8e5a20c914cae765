import type { CertificateKind } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

export type CertificateRow = {
  id: string;
  short_id: string;
  kind: CertificateKind;
  phase: number | null;
  account_id: string;
  account_login: string;
  package_name: string;
  amount: string | number;
  currency: string;
  issued_at: Date;
  brand_id: string;
  first_name: string | null;
  last_name: string | null;
};

/** One milestone, taken from the account it belongs to (its owner, brand, size and currency). */
export type NewCertificate = {
  shortId: string;
  milestoneKey: string;
  accountId: string;
  kind: CertificateKind;
  phase: number | null;
  issuedAt: Date;
  /** a payout's: its id, amount and currency, and the owner it must belong to */
  payout?: { id: string; amount: number; currency: string; userId: string; brandId: string };
};

const SELECT = `
  select c.id, c.short_id, c.kind, c.phase, c.account_id, a.login as account_login, a.package_name, c.amount,
         c.currency, c.issued_at, c.brand_id, u.first_name, u.last_name
    from certificates c
    join trader_accounts a on a.id = c.account_id
    join users u on u.id = c.user_id`;

export function createCertificatesRepository() {
  return {
    /**
     * Inserts the milestone's certificate unless it exists: 'inserted', 'exists' (the milestone has one), or
     * 'collision' (the short id was taken: the caller draws another), 'noAccount' (no such account, or not the
     * payout's owner's). Never raises on a conflict, so the caller's transaction is never aborted by it.
     */
    async insert(q: Queryable, c: NewCertificate): Promise<'inserted' | 'exists' | 'collision' | 'noAccount'> {
      const p = c.payout;
      const rows = await q.query<{ id: string }>(
        `insert into certificates
           (short_id, milestone_key, brand_id, user_id, account_id, kind, phase, payout_id, amount, currency, issued_at)
         select $1, $2, a.brand_id, a.user_id, a.id, $4, $5, $6, coalesce($7::bigint, a.account_size),
                coalesce($8::char(3), a.currency), $9
           from trader_accounts a
          where a.id = $3 and ($10::uuid is null or (a.user_id = $10 and a.brand_id = $11))
         on conflict do nothing
         returning id`,
        [
          c.shortId,
          c.milestoneKey,
          c.accountId,
          c.kind,
          c.phase,
          p?.id ?? null,
          p?.amount ?? null,
          p?.currency ?? null,
          c.issuedAt,
          p?.userId ?? null,
          p?.brandId ?? null,
        ],
      );
      if (rows.length > 0) return 'inserted';
      const [existing] = await q.query('select 1 from certificates where milestone_key = $1', [c.milestoneKey]);
      if (existing) return 'exists';
      const [account] = await q.query(
        `select 1 from trader_accounts a
          where a.id = $1 and ($2::uuid is null or (a.user_id = $2 and a.brand_id = $3))`,
        [c.accountId, p?.userId ?? null, p?.brandId ?? null],
      );
      return account ? 'collision' : 'noAccount';
    },

    byMilestone: (q: Queryable, key: string) =>
      q.query<CertificateRow>(`${SELECT} where c.milestone_key = $1`, [key]).then((r) => r[0]),

    list: (q: Queryable, brandId: string, userId: string) =>
      q.query<CertificateRow>(
        `${SELECT} where c.brand_id = $1 and c.user_id = $2 order by c.issued_at desc, c.created_at desc`,
        [brandId, userId],
      ),

    /** A certificate by id, within a brand (the asset paths; their signature names the id). */
    byId: (q: Queryable, brandId: string, id: string) =>
      q.query<CertificateRow>(`${SELECT} where c.brand_id = $1 and c.id = $2`, [brandId, id]).then((r) => r[0]),

    byShortId: (q: Queryable, brandId: string, shortId: string) =>
      q
        .query<CertificateRow>(`${SELECT} where c.brand_id = $1 and c.short_id = $2`, [brandId, shortId])
        .then((r) => r[0]),
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
