import {
  NOTIFICATION_EVENT_KIND,
  NOTIFICATION_KINDS,
  ResultCode,
  type Notification,
  type NotificationEvent,
  type NotificationParams,
  type NotificationPreference,
  type NotificationsPage,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import type { LossWarning } from '../../domain/notifications/loss-warning.ts';
import { refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import { composeNotificationMail, mailLanguage } from './notification-mail.ts';
import type { NotificationRow, NotificationsRepository, PendingMail } from './notifications.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** A page of the list as the route parsed it. */
type NotificationsQuery = { cursor?: string | undefined; pageSize: number };

/** The trader a notification is for, as its mail needs them. */
export type NotifiedUser = { id: string; email: string; first_name: string | null; language: string | null };

/** An event to tell a trader, in the transaction that decided it. */
export type Notice = {
  event: NotificationEvent;
  params: NotificationParams;
  traderAccountId?: string | null;
  /** told once per trader and key (none: every time) */
  dedupeKey?: string;
};

/** The account an evaluation event is about (the ingestion's EvaluatedAccount has these). */
export type NotifiedAccount = { id: string; userId: string; brandId: string; login: string; currency: string };

/** How many pending mails one pass of the job composes. */
const MAIL_BATCH = 20;

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind,
  event: r.event,
  params: r.params,
  traderAccountId: r.trader_account_id,
  createdAt: r.created_at.toISOString(),
  readAt: r.read_at?.toISOString() ?? null,
});

/**
 * The one entry point of every notification (docs/decisions/077-notifications.md): the in-app row and its e-mail,
 * each as the trader's preferences for its kind say. `notify` queues the mail in the caller's transaction (the
 * events that already sent one: identity, contract, payout); `record` writes the row alone and leaves the mail to the
 * job (`deliverPending`), so the ingestion's transaction does one insert.
 */
export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  notificationsRepository: NotificationsRepository;
  mailQueue: MailQueue;
  tokens: UnsubscribeTokens;
  brandsService: Pick<BrandsService, 'byId' | 'origin'>;
  /** runs the job soon (after the transaction that recorded a notification has committed) */
  kickJob: () => void;
}) {
  const repo = deps.notificationsRepository;

  async function queueMail(
    q: Queryable,
    brand: BrandRow,
    user: Omit<NotifiedUser, 'id'>,
    userId: string,
    row: {
      event: NotificationEvent;
      params: NotificationParams;
      trader_account_id: string | null;
    },
  ) {
    const origin = deps.brandsService.origin(brand);
    const kind = NOTIFICATION_EVENT_KIND[row.event];
    const token = deps.tokens.sign(userId, kind, deps.clock.now().getTime());
    const mail = composeNotificationMail({
      event: row.event,
      lang: mailLanguage(user, brand),
      brand,
      origin,
      name: user.first_name,
      params: row.params,
      traderAccountId: row.trader_account_id,
      unsubscribeUrl: `${origin}/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    await deps.mailQueue.enqueue(q, {
      brandId: brand.id,
      fromName: brand.name,
      to: user.email,
      kind: row.event,
      ...mail,
    });
  }

  const newRow = (userId: string, brandId: string, n: Notice) => ({
    userId,
    brandId,
    traderAccountId: n.traderAccountId ?? null,
    kind: NOTIFICATION_EVENT_KIND[n.event],
    event: n.event,
    params: n.params,
    dedupeKey: n.dedupeKey ?? null,
  });

  /** Writes the row and, when wanted, defers its mail to the job: one insert in the caller's transaction. */
  async function record(tx: Queryable, account: Pick<NotifiedAccount, 'id' | 'userId' | 'brandId'>, n: Notice) {
    const written = await repo.insert(tx, newRow(account.userId, account.brandId, n), true);
    if (written?.email) tx.afterCommit?.(deps.kickJob);
  }

  async function ownPage(userId: string, page: NotificationsQuery): Promise<NotificationsPage> {
    const { items, next, total, unread } = await repo.page(deps.db, userId, page);
    return { items: items.map(toNotification), totalCount: total, unreadCount: unread, next };
  }

  async function preferences(userId: string): Promise<{ items: NotificationPreference[] }> {
    const saved = new Map((await repo.preferences(deps.db, userId)).map((p) => [p.kind, p]));
    return {
      items: NOTIFICATION_KINDS.map((kind) => {
        const p = saved.get(kind);
        return { kind, inApp: p?.in_app ?? true, email: p?.email ?? true };
      }),
    };
  }

  return {
    /**
     * Tells `user` of an event decided in `tx`: the row, and its mail queued in the same transaction when the
     * trader takes this kind by e-mail (the caller kicks the mail queue after it commits, as before). False when the
     * dedupe key was told before.
     */
    async notify(tx: Queryable, brand: BrandRow, user: NotifiedUser, n: Notice): Promise<boolean> {
      const written = await repo.insert(tx, newRow(user.id, brand.id, n), false);
      if (!written) return false;
      if (written.email) {
        await queueMail(tx, brand, user, user.id, {
          event: n.event,
          params: n.params,
          trader_account_id: n.traderAccountId ?? null,
        });
      }
      return true;
    },

    record,

    /** A phase passed (in the ingestion's transaction). */
    phasePassed: (tx: Queryable, account: NotifiedAccount & { stage: number }) =>
      record(tx, account, {
        event: 'phasePassed',
        params: { login: account.login, phase: account.stage },
        traderAccountId: account.id,
      }),

    /** An account failed, with the rule that ended it (in the ingestion's transaction). */
    accountFailed: (tx: Queryable, account: NotifiedAccount, rule: string) =>
      record(tx, account, {
        event: 'accountFailed',
        params: { login: account.login, rule },
        traderAccountId: account.id,
        dedupeKey: `failed:${account.id}`,
      }),

    /** The early warnings a batch reached: once per account, trading day and limit (the row's dedupe key). */
    async lossWarnings(tx: Queryable, account: NotifiedAccount, warnings: readonly LossWarning[]) {
      for (const w of warnings) {
        await record(tx, account, {
          event: w.event,
          params: {
            login: account.login,
            currency: account.currency,
            loss: w.loss,
            allowance: w.allowance,
            room: w.room,
            ...(w.resetAt === null ? {} : { resetAt: new Date(w.resetAt).toISOString() }),
          },
          traderAccountId: account.id,
          dedupeKey: `${w.event}:${account.id}:${w.dayKey}`,
        });
      }
    },

    /**
     * A scaling review's outcome (the scaling plan calls this at each review): `grown` with the new size, or
     * `notYet` with what is missing (a translated sentence key's facts in `params`).
     */
    scalingReview: (
      tx: Queryable,
      account: NotifiedAccount,
      review: { outcome: 'grown' | 'notYet' | 'refused'; params?: NotificationParams; reviewId: string },
    ) =>
      record(tx, account, {
        event: 'scalingReview',
        params: { login: account.login, currency: account.currency, outcome: review.outcome, ...review.params },
        traderAccountId: account.id,
        dedupeKey: `scaling:${review.reviewId}`,
      }),

    /**
     * One pass of the job: composes and queues the mails `record` left (SKIP LOCKED: several instances share them).
     * The brands are read before the transaction (their service has a connection of its own).
     */
    async deliverPending(): Promise<number> {
      const peek = await repo.lockPendingMails(deps.db, MAIL_BATCH);
      if (peek.length === 0) return 0;
      const brands = new Map<string, BrandRow>();
      for (const id of new Set(peek.map((p) => p.brand_id))) brands.set(id, await deps.brandsService.byId(id));
      const done = await deps.db.transaction(async (tx) => {
        const due: PendingMail[] = await repo.lockPendingMails(tx, MAIL_BATCH);
        let n = 0;
        for (const p of due) {
          const brand = brands.get(p.brand_id);
          if (!brand) continue; // a brand not read above: the next pass takes it
          await queueMail(tx, brand, p, p.user_id, p);
          await repo.mailQueued(tx, p.id);
          n += 1;
        }
        return n;
      });
      if (done > 0) deps.mailQueue.kick();
      return done;
    },

    list: ownPage,

    unreadCount: async (userId: string) => ({ unreadCount: await repo.unreadCount(deps.db, userId) }),

    async markRead(userId: string, id: string) {
      const found = isUuid(id) && (await repo.markRead(deps.db, userId, id, deps.clock.now()));
      if (!found) refuse(ResultCode.NotAuthorized);
      return { unreadCount: await repo.unreadCount(deps.db, userId) };
    },

    async markAllRead(userId: string) {
      await repo.markAllRead(deps.db, userId, deps.clock.now());
      return { unreadCount: 0 };
    },

    preferences,

    async savePreferences(userId: string, items: readonly NotificationPreference[]) {
      const at = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        for (const p of items)
          await repo.savePreference(tx, userId, { kind: p.kind, in_app: p.inApp, email: p.email }, at);
      });
      return preferences(userId);
    },

    /** An e-mail's unsubscribe link: that kind's mails stop; -72 when the token is not ours or has expired. */
    async unsubscribe(token: string) {
      const check = deps.tokens.check(token, deps.clock.now().getTime());
      if (!check.ok) return refuse(ResultCode.InvalidCode, { reason: check.reason });
      if (!isUuid(check.userId) || !(await repo.userExists(deps.db, check.userId))) {
        return refuse(ResultCode.InvalidCode, { reason: 'invalid' });
      }
      await repo.stopEmails(deps.db, check.userId, check.kind, deps.clock.now());
      return { kind: check.kind };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
