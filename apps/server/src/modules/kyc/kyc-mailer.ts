import type { Queryable } from '../../db/client.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

export type KycMailKind =
  'kycApproved' | 'kycRejected' | 'kycRetry' | 'contractReady' | 'contractApproved' | 'contractRejected';

export type KycMailUser = { id: string; email: string; first_name: string | null; language: string | null };

/**
 * Tells the trader of a verification or contract decision, in the caller's transaction: through the notifications
 * (the in-app row and the e-mail in the trader's language, as their preferences say).
 */
export function createKycMailer(deps: { mailQueue: MailQueue; notifications: Pick<NotificationsService, 'notify'> }) {
  return {
    async queue(
      q: Queryable,
      brand: BrandRow,
      user: KycMailUser,
      kind: KycMailKind,
      params: Record<string, string> = {},
    ) {
      await deps.notifications.notify(q, brand, user, { event: kind, params });
    },
    kick: deps.mailQueue.kick,
  };
}
export type KycMailer = ReturnType<typeof createKycMailer>;
