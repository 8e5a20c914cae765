import { formatMoney, type NotificationEvent, type NotificationParams } from '@portal/contract';
import { catalogues, translate } from '../../i18n/catalogues.ts';
import type { BrandRow } from '../brands/brand.ts';
import { composeAuthMail } from '../auth/auth.mails.ts';

/** The facts of a notification that are money (minor units of `params.currency`). */
const MONEY_PARAMS = ['amount', 'room', 'allowance', 'loss'] as const;

/** The language a trader's mail is written in: theirs, else the brand's, else English. */
export const mailLanguage = (user: { language: string | null }, brand: BrandRow): string =>
  [user.language, brand.default_language].find((l): l is string => !!l && !!catalogues[l]) ?? 'en';

/**
 * A notification's facts as its mail states them in `lang`: money in the trader's currency, the reset as a UTC time,
 * a broken rule and a verification step by their translated names. The app formats the same facts itself.
 */
export function mailParams(params: NotificationParams, lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) out[key] = String(value);
  const currency = typeof params.currency === 'string' ? params.currency : null;
  for (const key of MONEY_PARAMS) {
    if (currency && typeof params[key] === 'number') out[key] = formatMoney(params[key], currency, lang);
  }
  if (typeof params.resetAt === 'string') {
    const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    out.resetAt = `${time.format(new Date(params.resetAt))} UTC`;
  }
  if (typeof params.rule === 'string') out.rule = translate(lang, `notifications.rules.${params.rule}`);
  if (typeof params.step === 'string') {
    out.step = translate(lang, params.step === 'identity' ? 'kyc.stepIdentity' : 'kyc.stepAddress');
  }
  return out;
}

/** Where a notification's mail leads in the trader app, from the brand's address. */
export function notificationLink(
  origin: string,
  event: NotificationEvent,
  params: NotificationParams,
  accountId: string | null,
) {
  if (event.startsWith('payout') && typeof params.payoutId === 'string')
    return `${origin}/dashboard/payout/${params.payoutId}`;
  if (event.startsWith('kyc') || event.startsWith('contract')) return `${origin}/dashboard/profile/verification`;
  return accountId ? `${origin}/dashboard/challenge/${accountId}` : `${origin}/dashboard/home`;
}

/**
 * A notification's e-mail in `lang`: its texts under `mail.<event>`, in the common template (auth.mails.ts), with
 * the link to what it is about and, at the foot, the link that stops this kind's mails.
 */
export function composeNotificationMail(input: {
  event: NotificationEvent;
  lang: string;
  brand: BrandRow;
  origin: string;
  name: string | null;
  params: NotificationParams;
  traderAccountId: string | null;
  unsubscribeUrl: string;
}) {
  const { lang, brand, origin } = input;
  const logo = brand.settings.logoUrl;
  return composeAuthMail({
    kind: input.event,
    lang,
    brand: { name: brand.name, logoUrl: typeof logo === 'string' ? logo : null, publicUrl: origin },
    name: input.name,
    params: mailParams(input.params, lang),
    link: notificationLink(origin, input.event, input.params, input.traderAccountId),
    unsubscribe: { url: input.unsubscribeUrl, text: translate(lang, 'mail.unsubscribe', { brand: brand.name }) },
  });
}
