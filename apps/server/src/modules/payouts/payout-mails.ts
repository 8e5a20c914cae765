import { formatMoney, type MailKind, type PayoutStatusValue } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { catalogues, translate } from '../../i18n/catalogues.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The e-mail of each status a payout enters, its texts under `mail.<kind>`. */
const KIND: Record<PayoutStatusValue, MailKind> = {
  0: 'payoutRequested',
  1: 'payoutApproved',
  2: 'payoutPaid',
  3: 'payoutRejected',
  4: 'payoutCancelled',
};

/** Queues the e-mail of a payout's status change, in the caller's transaction (docs/decisions/018-payouts.md). */
export function createPayoutMailer(deps: { mailQueue: MailQueue; origin: (brand: BrandRow) => string }) {
  return {
    async queue(
      q: Queryable,
      brand: BrandRow,
      to: { email: string; first_name: string | null; language: string | null },
      payout: { id: string; number: string; status: PayoutStatusValue; amount: number; currency: string },
      reason?: string | null,
    ): Promise<void> {
      const lang = [to.language, brand.default_language].find((l): l is string => !!l && !!catalogues[l]) ?? 'en';
      const kind = KIND[payout.status];
      const p = {
        brand: brand.name,
        name: to.first_name ?? '',
        number: payout.number,
        amount: formatMoney(payout.amount, payout.currency, lang),
        reason: reason ?? '',
      };
      const t = (key: string) => translate(lang, key, p);
      const subject = t(`mail.${kind}.subject`);
      const body = t(`mail.${kind}.body`);
      const link = `${deps.origin(brand)}/dashboard/payout/${payout.id}`;
      const greeting = to.first_name ? t('mail.greeting') : t('mail.greetingNoName');
      const text = [greeting, '', body, '', link, '', t('mail.signature'), '', t('mail.footer')].join('\n');
      const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,sans-serif;color:#1d2433;background:#f4f6fb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<strong>${escapeHtml(brand.name)}</strong>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t('mail.signature'))}</p>
<p style="color:#8a93a3;font-size:12px">${escapeHtml(t('mail.footer'))}</p>
</div></body></html>`;
      await deps.mailQueue.enqueue(q, {
        brandId: brand.id,
        fromName: brand.name,
        to: to.email,
        kind,
        subject,
        html,
        text,
      });
    },
    kick: deps.mailQueue.kick,
  };
}
export type PayoutMailer = ReturnType<typeof createPayoutMailer>;
