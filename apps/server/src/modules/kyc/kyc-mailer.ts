import type { Queryable } from '../../db/client.ts';
import { catalogues, translate } from '../../i18n/catalogues.ts';
import type { BrandRow } from '../brands/brand.ts';
import { composeAuthMail } from '../auth/auth.mails.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';

export type KycMailKind =
  'kycApproved' | 'kycRejected' | 'kycRetry' | 'contractReady' | 'contractApproved' | 'contractRejected';

export type KycMailUser = { email: string; first_name: string | null; language: string | null };

/** Queues the verification and contract e-mails in the caller's transaction, in the trader's language. */
export function createKycMailer(deps: { mailQueue: MailQueue; origin: (brand: BrandRow) => string }) {
  return {
    async queue(
      q: Queryable,
      brand: BrandRow,
      user: KycMailUser,
      kind: KycMailKind,
      params: Record<string, string> = {},
    ) {
      const lang = [user.language, brand.default_language].find((l): l is string => !!l && !!catalogues[l]) ?? 'en';
      const logo = brand.settings.logoUrl;
      const mail = composeAuthMail({
        kind,
        lang,
        brand: { name: brand.name, logoUrl: typeof logo === 'string' ? logo : null, publicUrl: deps.origin(brand) },
        name: user.first_name,
        params: {
          ...params,
          ...(params.step
            ? { step: translate(lang, params.step === 'identity' ? 'kyc.stepIdentity' : 'kyc.stepAddress') }
            : {}),
        },
      });
      await deps.mailQueue.enqueue(q, { brandId: brand.id, fromName: brand.name, to: user.email, kind, ...mail });
    },
    kick: deps.mailQueue.kick,
  };
}
export type KycMailer = ReturnType<typeof createKycMailer>;
