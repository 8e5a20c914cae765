import { translate } from '../../i18n/catalogues.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** `publicUrl` is the brand's configured address (brand-origin.ts); a relative logo is resolved against it. */
export type MailBrand = { name: string; logoUrl: string | null; publicUrl: string };
export type AuthMailKind =
  'verifyEmail' | 'resetPassword' | 'passwordChanged' | 'subscribe' | 'twoFactorEnabled' | 'twoFactorDisabled';

/** A translated message with the brand's name and logo, as HTML and as plain text. */
export function composeAuthMail(input: {
  /** an AuthMailKind, or another module's mail with texts under `mail.<kind>` (e.g. the KYC mails) */
  kind: string;
  lang: string;
  brand: MailBrand;
  name: string | null;
  code?: string;
  minutes?: number;
  /** further placeholders of the body (e.g. a reason) */
  params?: Record<string, string>;
  /** where the message leads (e.g. the account's dashboard), shown under the body */
  link?: string;
  /** an optional kind's link that stops it (modules/notifications), at the foot */
  unsubscribe?: { url: string; text: string };
}): { subject: string; html: string; text: string } {
  const { lang, brand } = input;
  const p = {
    ...input.params,
    brand: brand.name,
    code: input.code ?? '',
    minutes: input.minutes ?? 0,
    name: input.name ?? '',
  };
  const t = (key: string) => translate(lang, key, p);
  const subject = t(`mail.${input.kind}.subject`);
  const greeting = input.name ? t('mail.greeting') : t('mail.greetingNoName');
  const body = t(`mail.${input.kind}.body`);
  const lines = [
    greeting,
    '',
    body,
    '',
    ...(input.link ? [input.link, ''] : []),
    ...(input.code ? [t('mail.ignore'), ''] : []),
    t('mail.signature'),
    '',
    t('mail.footer'),
    ...(input.unsubscribe ? [`${input.unsubscribe.text} ${input.unsubscribe.url}`] : []),
  ];
  const logo = brand.logoUrl ? new URL(brand.logoUrl, brand.publicUrl).toString() : null;
  const codeBlock = input.code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace;margin:24px 0">${escapeHtml(input.code)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,sans-serif;color:#1d2433;background:#f4f6fb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
${logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.name)}" height="40" style="height:40px">` : `<strong>${escapeHtml(brand.name)}</strong>`}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${input.link ? `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` : ''}
${codeBlock}
${input.code ? `<p style="color:#5b6474">${escapeHtml(t('mail.ignore'))}</p>` : ''}
<p>${escapeHtml(t('mail.signature'))}</p>
<p style="color:#8a93a3;font-size:12px">${escapeHtml(t('mail.footer'))}</p>
${input.unsubscribe ? `<p style="color:#8a93a3;font-size:12px"><a href="${escapeHtml(input.unsubscribe.url)}">${escapeHtml(input.unsubscribe.text)}</a></p>` : ''}
</div></body></html>`;
  return { subject, html, text: lines.join('\n') };
}
