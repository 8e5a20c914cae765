import type { MailKind, PayoutStatusValue } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { NotificationsService, NotifiedUser } from '../notifications/notifications.service.ts';

/** The notification of each status a payout enters, its texts under `mail.<kind>`. */
const KIND = {
  0: 'payoutRequested',
  1: 'payoutApproved',
  2: 'payoutPaid',
  3: 'payoutRejected',
  4: 'payoutCancelled',
} as const satisfies Record<PayoutStatusValue, MailKind>;

/**
 * Tells the trader of a payout's status change, in the caller's transaction (docs/decisions/018-payouts.md): through
 * the notifications (the in-app row and the e-mail, as the trader's preferences say).
 */
export function createPayoutMailer(deps: {
  mailQueue: MailQueue;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  return {
    async queue(
      q: Queryable,
      brand: BrandRow,
      to: NotifiedUser,
      payout: { id: string; number: string; status: PayoutStatusValue; amount: number; currency: string },
      reason?: string | null,
    ): Promise<void> {
      await deps.notifications.notify(q, brand, to, {
        event: KIND[payout.status],
        params: {
          payoutId: payout.id,
          number: payout.number,
          amount: payout.amount,
          currency: payout.currency,
          reason: reason ?? '',
        },
      });
    },
    kick: deps.mailQueue.kick,
  };
}
export type PayoutMailer = ReturnType<typeof createPayoutMailer>;
