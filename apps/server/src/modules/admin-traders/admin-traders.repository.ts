import type { AdminTradersFilters, AdminTradersQuery } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { inOrder, keysetBatches, keysetPage } from '../../db/keyset.ts';
import { contains, instantBounds, sqlFilter, startsWith } from '../../db/sql-filter.ts';
import type { BrandScope } from '../../domain/operators/permissions.ts';
import { isUuid } from '../../lib/ids.ts';

export type TraderSummaryRow = {
  id: string;
  brand_id: string;
  brand_code: string;
  brand_name: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  country_of_registration: string | null;
  created_at: Date;
  email_verified_at: Date | null;
};
export type TraderRow = TraderSummaryRow & {
  phone: string | null;
  date_of_birth: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  language: string | null;
};

const SUMMARY = `u.id, u.brand_id, b.code as brand_code, b.name as brand_name, u.email, u.first_name, u.last_name,
  u.country_of_registration, u.created_at, u.email_verified_at`;

const TRADER_LIST = {
  select: SUMMARY,
  from: 'from users u join brands b on b.id = u.brand_id',
  countFrom: 'from users u',
  key: 'u.created_at',
  id: 'u.id',
  idType: 'uuid',
} as const;

/**
 * The traders whose first row of `table` in `status` (their first paid order, their first paid payout) was paid
 * within [from, to): one paid in the period and none before it, as the overview's funnel counts a trader at that
 * first time.
 */
function firstPaidIn(table: 'orders' | 'payouts', status: number, from: string | undefined, to: string | undefined) {
  const [bounds, ...values] = instantBounds('x.paid_at', from, to);
  const earlier = from
    ? ` and not exists (select 1 from ${table} y where y.user_id = x.user_id and y.status = ${status}
                          and y.paid_at < ?::timestamptz)`
    : '';
  const sql = `u.id in (select x.user_id from ${table} x where x.status = ${status} and ${bounds}${earlier})`;
  return [sql, ...values, ...(from ? [from] : [])] as const;
}

/**
 * The search as a WHERE clause, within the scope. It matches a fragment of an e-mail (three characters or more,
 * through the trigram index; a shorter text its beginning), the beginning of a first or last name, or exactly an
 * account's login or platform id, or an order's id or number: each an index lookup, joined as a union (an OR
 * across tables keeps every index out).
 */
function traderFilter(scope: BrandScope, f: AdminTradersFilters) {
  const w = sqlFilter();
  w.scope('u.brand_id', scope, f.brandId);
  w.within('u.created_at', f.from, f.to);
  // SPEC §7: order status 0 is Paid; a payout's status 2 is Paid
  if (f.boughtFrom || f.boughtTo) w.add(...firstPaidIn('orders', 0, f.boughtFrom, f.boughtTo));
  if (f.firstPayoutFrom || f.firstPayoutTo) w.add(...firstPaidIn('payouts', 2, f.firstPayoutFrom, f.firstPayoutTo));
  if (f.q) {
    const text = f.q;
    const like = startsWith(text);
    const email = text.length >= 3 ? contains(text) : like;
    const lookups = [
      `select id from users where lower(email) like ?`,
      `select id from users where lower(first_name) like ?`,
      `select id from users where lower(last_name) like ?`,
      `select user_id from trader_accounts where login = ?`,
      `select user_id from trader_accounts where platform_account_id = ?`,
      `select user_id from orders where number = ?`,
      ...(isUuid(text) ? [`select user_id from orders where id = ?::uuid`] : []),
    ];
    w.add(`u.id in (${lookups.join(' union ')})`, email, like, like, text, text, text, ...(isUuid(text) ? [text] : []));
  }
  return w;
}

/** The back office's reads of traders: the search, one trader's file, their sessions and mails. */
export function createAdminTradersRepository() {
  return {
    /** A page of traders, newest first, that the search keeps. */
    async list(q: Queryable, scope: BrandScope, f: AdminTradersQuery) {
      return keysetPage<TraderSummaryRow>(q, inOrder(TRADER_LIST, f.order), traderFilter(scope, f), f);
    },

    /** Every trader the search keeps, in the list's order, a batch at a time (the CSV export). */
    batches: (q: Queryable, scope: BrandScope, f: AdminTradersFilters) =>
      keysetBatches<TraderSummaryRow>(q, inOrder(TRADER_LIST, f.order), traderFilter(scope, f)),

    async get(q: Queryable, id: string): Promise<TraderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await q.query<TraderRow>(
        `select ${SUMMARY}, u.phone, to_char(u.date_of_birth, 'YYYY-MM-DD') as date_of_birth, u.city, u.address,
                u.postal_code, u.language
           from users u join brands b on b.id = u.brand_id where u.id = $1`,
        [id],
      );
      return rows[0];
    },

    /** Live sessions (not revoked, not expired); last used is the latest refresh token handed out. */
    liveSessions: (q: Queryable, userId: string, now: Date) =>
      q.query<{
        id: string;
        created_at: Date;
        last_used_at: Date;
        expires_at: Date;
        ip: string | null;
        user_agent: string | null;
      }>(
        `select s.id, s.created_at, coalesce(max(t.created_at), s.created_at) as last_used_at, s.expires_at, s.ip,
                s.user_agent
           from sessions s left join refresh_tokens t on t.session_id = s.id
          where s.user_id = $1 and s.revoked_at is null and s.expires_at > $2
          group by s.id order by s.created_at desc`,
        [userId, now.toISOString()],
      ),

    /** The mails queued to the trader's address by their brand, newest first: never the body. */
    mails: (q: Queryable, brandId: string, email: string, limit: number) =>
      q.query<{
        id: string;
        kind: string;
        to_address: string;
        subject: string;
        status: 'queued' | 'sent' | 'failed';
        created_at: Date;
        sent_at: Date | null;
      }>(
        `select id, kind, to_address, subject, status, created_at, sent_at from outgoing_mail
          where lower(to_address) = lower($2) and brand_id = $1
          order by created_at desc limit $3`,
        [brandId, email, limit],
      ),

    /** The session, if it is the trader's and still live. */
    async liveSessionOf(q: Queryable, userId: string, sessionId: string, now: Date) {
      if (!isUuid(sessionId)) return undefined;
      const rows = await q.query<{ id: string; created_at: Date; ip: string | null; user_agent: string | null }>(
        `select id, created_at, ip, user_agent from sessions
          where id = $1 and user_id = $2 and revoked_at is null and expires_at > $3`,
        [sessionId, userId, now.toISOString()],
      );
      return rows[0];
    },
  };
}
export type AdminTradersRepository = ReturnType<typeof createAdminTradersRepository>;
