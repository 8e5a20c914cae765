import type { MailKind } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

export type QueuedMail = {
  id: string;
  to_address: string;
  subject: string;
  html: string | null;
  text_body: string | null;
  kind: string;
  attempts: number;
  from_name: string | null;
};

/** A message to queue: who sends (the brand), to whom, what, and what for (`kind`, for logs and files). */
export type NewMail = {
  brandId: string | null;
  fromName: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
};

export function createMailRepository() {
  return {
    async enqueue(q: Queryable, mail: NewMail): Promise<void> {
      await q.query(
        `insert into outgoing_mail (brand_id, from_name, to_address, subject, html, text_body, kind) values ($1, $2, $3, $4, $5, $6, $7)`,
        [mail.brandId, mail.fromName, mail.to, mail.subject, mail.html, mail.text, mail.kind],
      );
    },
    /**
     * Leases due messages for two minutes: SKIP LOCKED lets several instances drain the queue without
     * taking the same message, and a lease that runs out (a crash mid-send) makes the message due again.
     */
    async lease(q: Queryable, limit: number): Promise<QueuedMail[]> {
      const rows = await q.query<QueuedMail & { created_at: Date }>(
        `update outgoing_mail set next_attempt_at = now() + interval '2 minutes'
          where id in (select id from outgoing_mail where status = 'queued' and next_attempt_at <= now()
                        order by next_attempt_at, created_at limit $1 for update skip locked)
          returning id, to_address, subject, html, text_body, kind, attempts, from_name, created_at`,
        [limit],
      );
      // RETURNING keeps no order: send in the order queued, or a newer code could reach the trader first.
      return rows
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
        .map(({ created_at: _created, ...mail }) => mail);
    },
    /** Once sent, the body (which may hold a code) is dropped. */
    async markSent(q: Queryable, id: string): Promise<void> {
      await q.query(
        `update outgoing_mail set status = 'sent', sent_at = now(), attempts = attempts + 1, html = null, text_body = null where id = $1`,
        [id],
      );
    },
    async markFailed(q: Queryable, id: string, error: string, retryInMs: number | null): Promise<void> {
      await q.query(
        `update outgoing_mail set attempts = attempts + 1, last_error = $2,
            status = case when $3::bigint is null then 'failed' else 'queued' end,
            next_attempt_at = now() + make_interval(secs => coalesce($3::bigint, 0) / 1000.0),
            html = case when $3::bigint is null then null else html end,
            text_body = case when $3::bigint is null then null else text_body end
          where id = $1`,
        [id, error.slice(0, 500), retryInMs],
      );
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
