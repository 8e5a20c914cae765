import type { Queryable } from '../../db/client.ts';
import { catalogues, translate } from '../../i18n/catalogues.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import type { DueCase } from './risk-alerts.repository.ts';

/**
 * An operator's digest of new risk cases (texts under `mail.riskDigest`): one line per case, strongest first, and
 * the console's Risk screen. In the cases' brand's language when they are of one brand, else English.
 */
export function createRiskDigestMail(deps: { mailQueue: MailQueue; consoleOrigin: () => string }) {
  return async (q: Queryable, to: { email: string }, cases: readonly DueCase[]): Promise<void> => {
    const brands = [...new Set(cases.map((c) => c.brand_id))];
    const single = brands.length === 1 ? cases[0] : undefined;
    const lang = single && catalogues[single.default_language] ? single.default_language : 'en';
    const t = (key: string, p: Record<string, string | number> = {}) => translate(lang, key, p);
    const lines = cases.map((c) =>
      t('mail.riskDigest.line', {
        brand: c.brand_name,
        signal: t(`mail.riskDigest.signals.${c.signal}`),
        score: Math.round(c.score * 100),
        accounts: c.logins.join(', '),
      }),
    );
    const subject = t('mail.riskDigest.subject', { count: cases.length });
    const body = t('mail.riskDigest.body', { count: cases.length });
    const link = `${deps.consoleOrigin()}/backoffice/risk`;
    const text = [body, '', ...lines.map((l) => `- ${l}`), '', link].join('\n');
    const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,sans-serif;color:#1d2433;background:#f4f6fb;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p>${escapeHtml(body)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</div></body></html>`;
    await deps.mailQueue.enqueue(q, {
      brandId: single?.brand_id ?? null,
      fromName: single?.brand_name ?? null,
      to: to.email,
      kind: 'riskDigest',
      subject,
      html,
      text,
    });
  };
}
export type RiskDigestMail = ReturnType<typeof createRiskDigestMail>;
