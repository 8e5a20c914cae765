import type { Queryable } from '../../db/client.ts';

export type QueuedPostback = { id: string; order_id: string; url: string; attempts: number };

/** The postback queue: rows like the mail queue's, leased with SKIP LOCKED, one per order. */
export function createAffiliatePostbacksRepository() {
  return {
    /** False when the order already has its postback (a repeated webhook): never two for one sale. */
    async enqueue(q: Queryable, p: { brandId: string; orderId: string; url: string }): Promise<boolean> {
      const rows = await q.query(
        `insert into affiliate_postbacks (brand_id, order_id, url) values ($1, $2, $3)
         on conflict (order_id) do nothing returning id`,
        [p.brandId, p.orderId, p.url],
      );
      return rows.length > 0;
    },
    /** What a paid order's postback is made of: the brand's template and the order's click. */
    async sourceOf(q: Queryable, orderId: string) {
      const rows = await q.query<{
        brand_id: string;
        template: string | null;
        click_id: string | null;
        cnv_id: string | null;
        number: string;
        total: number;
        currency: string;
        paid_at: Date | null;
      }>(
        `select o.brand_id, b.settings->>'affiliatePostbackUrl' as template, o.click_id, o.cnv_id, o.number,
                o.total, o.currency, o.paid_at
           from orders o join brands b on b.id = o.brand_id where o.id = $1`,
        [orderId],
      );
      return rows[0];
    },
    /** Leased for two minutes: a crash mid-call makes the postback due again. */
    async lease(q: Queryable, limit: number): Promise<QueuedPostback[]> {
      return q.query<QueuedPostback>(
        `update affiliate_postbacks set next_attempt_at = now() + interval '2 minutes'
          where id in (select id from affiliate_postbacks where status = 'queued' and next_attempt_at <= now()
                        order by next_attempt_at limit $1 for update skip locked)
          returning id, order_id, url, attempts`,
        [limit],
      );
    },
    async markSent(q: Queryable, id: string): Promise<void> {
      await q.query(
        `update affiliate_postbacks set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1`,
        [id],
      );
    },
    async markFailed(q: Queryable, id: string, error: string, retryInMs: number | null): Promise<void> {
      await q.query(
        `update affiliate_postbacks set attempts = attempts + 1, last_error = $2,
            status = case when $3::bigint is null then 'failed' else 'queued' end,
            next_attempt_at = now() + make_interval(secs => coalesce($3::bigint, 0) / 1000.0)
          where id = $1`,
        [id, error.slice(0, 500), retryInMs],
      );
    },
  };
}
export type AffiliatePostbacksRepository = ReturnType<typeof createAffiliatePostbacksRepository>;
