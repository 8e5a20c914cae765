import type { NotificationEvent, NotificationKind, NotificationParams } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { exactly, keysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';

/** A notification to write: whose, about what, and what makes it told once (none: every time). */
export type NewNotification = {
  userId: string;
  brandId: string;
  traderAccountId: string | null;
  kind: NotificationKind;
  event: NotificationEvent;
  params: NotificationParams;
  dedupeKey: string | null;
};

/** A written notification and the channels the trader's preferences gave it. */
export type Written = { id: string; in_app: boolean; email: boolean };

export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  event: NotificationEvent;
  params: NotificationParams;
  trader_account_id: string | null;
  created_at: Date;
  read_at: Date | null;
};

/** A notification whose e-mail the job is to compose, with what the mail needs of its trader. */
export type PendingMail = {
  id: string;
  brand_id: string;
  user_id: string;
  kind: NotificationKind;
  event: NotificationEvent;
  params: NotificationParams;
  trader_account_id: string | null;
  email: string;
  first_name: string | null;
  language: string | null;
};

export type PreferenceRow = { kind: NotificationKind; in_app: boolean; email: boolean };

export function createNotificationsRepository() {
  return {
    /**
     * One statement: the row with the channels the trader's preferences give its kind (both on without a
     * preference), nothing when its dedupe key was told before. `deferMail`: its e-mail is left to the job.
     */
    async insert(q: Queryable, n: NewNotification, deferMail: boolean): Promise<Written | undefined> {
      const rows = await q.query<Written>(
        `with pref as (select coalesce(p.in_app, true) as in_app, coalesce(p.email, true) as email
                          from (select 1) as one
                          left join notification_preferences p on p.user_id = $1 and p.kind = $4),
              written as (
                insert into notifications
                       (user_id, brand_id, trader_account_id, kind, event, params, dedupe_key, in_app, mail_pending)
                select $1, $2, $3, $4, $5, $6::jsonb, $7, pref.in_app, $8 and pref.email from pref
                on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
                returning id, in_app)
         select written.id, written.in_app, pref.email from written, pref`,
        [n.userId, n.brandId, n.traderAccountId, n.kind, n.event, JSON.stringify(n.params), n.dedupeKey, deferMail],
      );
      return rows[0];
    },

    /** A page at a position, newest first (one range of the `notifications_list` index), and the counts. */
    async page(q: Queryable, userId: string, page: { cursor?: string | undefined; pageSize: number }) {
      const counts = q
        .query<{ total: number; unread: number }>(
          `select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
             from notifications where user_id = $1 and in_app`,
          [userId],
        )
        .then((rows) => rows[0]!);
      const w = sqlFilter();
      w.add('user_id = ?::uuid', userId);
      w.add('in_app');
      const list = {
        select: 'id, kind, event, params, trader_account_id, created_at, read_at',
        from: 'from notifications',
        key: 'created_at',
        id: 'id',
        idType: 'uuid',
      } as const;
      const [items, { total, unread }] = await Promise.all([
        keysetPage<NotificationRow>(
          q,
          list,
          w,
          page,
          exactly(async () => (await counts).total),
        ),
        counts,
      ]);
      return { items: items.rows, next: items.next, total, unread };
    },

    async unreadCount(q: Queryable, userId: string): Promise<number> {
      const [row] = await q.query<{ n: number }>(
        'select count(*)::int as n from notifications where user_id = $1 and in_app and read_at is null',
        [userId],
      );
      return row!.n;
    },

    /** False when the trader has no such notification. */
    async markRead(q: Queryable, userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await q.query(
        `update notifications set read_at = coalesce(read_at, $3) where id = $2 and user_id = $1 and in_app
         returning id`,
        [userId, id, at],
      );
      return rows.length > 0;
    },

    async markAllRead(q: Queryable, userId: string, at: Date): Promise<void> {
      await q.query('update notifications set read_at = $2 where user_id = $1 and in_app and read_at is null', [
        userId,
        at,
      ]);
    },

    async preferences(q: Queryable, userId: string): Promise<PreferenceRow[]> {
      return q.query<PreferenceRow>('select kind, in_app, email from notification_preferences where user_id = $1', [
        userId,
      ]);
    },

    async savePreference(q: Queryable, userId: string, p: PreferenceRow, at: Date): Promise<void> {
      await q.query(
        `insert into notification_preferences (user_id, kind, in_app, email, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (user_id, kind) do update set in_app = excluded.in_app, email = excluded.email,
                                                   updated_at = excluded.updated_at`,
        [userId, p.kind, p.in_app, p.email, at],
      );
    },

    /** Turns one kind's e-mails off, keeping its in-app channel as it was (on without a preference). */
    async stopEmails(q: Queryable, userId: string, kind: NotificationKind, at: Date): Promise<void> {
      await q.query(
        `insert into notification_preferences (user_id, kind, in_app, email, updated_at) values ($1, $2, true, false, $3)
         on conflict (user_id, kind) do update set email = false, updated_at = excluded.updated_at`,
        [userId, kind, at],
      );
    },

    async userExists(q: Queryable, userId: string): Promise<boolean> {
      return (await q.query('select 1 from users where id = $1', [userId])).length > 0;
    },

    /** Leases the notifications whose e-mail is due (SKIP LOCKED: several instances share them), oldest first. */
    async lockPendingMails(q: Queryable, limit: number): Promise<PendingMail[]> {
      return q.query<PendingMail>(
        `select n.id, n.brand_id, n.user_id, n.kind, n.event, n.params, n.trader_account_id,
                u.email, u.first_name, u.language
           from notifications n join users u on u.id = n.user_id
          where n.id in (select id from notifications where mail_pending order by created_at limit $1
                          for update skip locked)
          order by n.created_at`,
        [limit],
      );
    },

    async mailQueued(q: Queryable, id: string): Promise<void> {
      await q.query('update notifications set mail_pending = false where id = $1', [id]);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
