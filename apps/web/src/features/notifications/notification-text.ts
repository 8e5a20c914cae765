import type { TFunction } from 'i18next';
import type { Notification } from '@portal/contract';

type Formatters = {
  money: (minor: number, currency: string) => string;
  dateTime: (iso: string) => string;
};

/** The facts of a notification that are money, in minor units of `params.currency`. */
const MONEY = ['amount', 'room', 'allowance', 'loss'] as const;

/**
 * A notification's sentence: its key (`notifications.events.<event>`) and its facts formatted in the app's language
 * (money in the account's currency, the reset in the trader's own time, rule and step by their names).
 */
export function notificationMessage(
  t: TFunction,
  format: Formatters,
  n: Pick<Notification, 'event' | 'params'>,
): { key: string; values: Record<string, string | number> } {
  const p = n.params;
  const values: Record<string, string | number> = { ...p };
  const currency = typeof p.currency === 'string' ? p.currency : null;
  for (const key of MONEY) {
    const value = p[key];
    if (currency && typeof value === 'number') values[key] = format.money(value, currency);
  }
  if (typeof p.resetAt === 'string') values.resetAt = format.dateTime(p.resetAt);
  if (typeof p.rule === 'string') values.rule = t(`notifications.rules.${p.rule}`);
  if (typeof p.step === 'string') values.step = t(p.step === 'identity' ? 'kyc.stepIdentity' : 'kyc.stepAddress');
  if (typeof p.outcome === 'string') values.outcome = t(`notifications.scalingOutcome.${p.outcome}`);
  return { key: `notifications.events.${n.event}`, values };
}

/** The sentence itself, in the app's language. */
export function notificationText(t: TFunction, format: Formatters, n: Pick<Notification, 'event' | 'params'>): string {
  const { key, values } = notificationMessage(t, format, n);
  return t(key, values);
}

/** Where a notification leads in the app: the account's dashboard, the payout, or the verification. */
export function notificationLink(n: Pick<Notification, 'event' | 'params' | 'traderAccountId'>): string | null {
  if (n.event.startsWith('payout') && typeof n.params.payoutId === 'string')
    return `/dashboard/payout/${n.params.payoutId}`;
  if (n.event.startsWith('kyc') || n.event.startsWith('contract')) return '/dashboard/profile/verification';
  return n.traderAccountId ? `/dashboard/challenge/${n.traderAccountId}` : null;
}
