import type { TFunction } from 'i18next';
import type { useFormat } from '../../shared/format/format.ts';
import { accountStatusKey } from '../../shared/format/account-status.ts';

type Format = ReturnType<typeof useFormat>;
type Fields = Record<string, unknown>;

/** What the page knows of the account to read its events with. */
export type EventContext = { t: TFunction; f: Format; currency: string | undefined; isFunded: boolean };

/** Amounts in minor units of the account's currency, as the platform reports them and the engine keeps them. */
const MONEY = new Set(['profit', 'commission', 'swap', 'equity', 'balance', 'floor']);
/** Repeated by the row itself: the event's type and time (a verdict's status is its type). */
const SHOWN_BY_ROW = new Set(['type', 'time', 'status']);

/**
 * The order fields are shown in, whatever order they arrive in (the database's JSON sorts keys by length): what was
 * traded, its result, the account's numbers, then the references; a field not named here comes last.
 */
const ORDER = [
  ...['symbol', 'side', 'volume', 'price', 'profit', 'commission', 'swap', 'equity', 'balance', 'rule', 'floor'],
  ...['news', 'stage', 'isFunded', 'before', 'after', 'actor', 'dealId', 'positionId', 'orderId'],
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A time as the events carry it: ISO text from the platform, milliseconds in a verdict. */
const instant = (v: unknown) => (typeof v === 'number' ? new Date(v).toISOString() : String(v));

/** An event's own data in one line: its plain fields (objects nested one level), as reported. */
export function summarise(data: unknown): string {
  if (data === null || data === undefined) return '';
  if (!isFields(data)) return String(data);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      const inner = summarise(value);
      if (inner) parts.push(`${key}: {${inner}}`);
    } else parts.push(`${key}: ${String(value)}`);
  }
  return parts.join(', ');
}

function value(key: string, v: unknown, { t, f, currency, isFunded }: EventContext): string {
  if (MONEY.has(key) && typeof v === 'number') return currency ? f.money(v, currency) : String(v);
  switch (key) {
    case 'side':
      return v === 'buy' || v === 'sell' ? t(`risk.side.${v}`) : String(v);
    case 'volume':
      return typeof v === 'number' ? t('risk.lots', { count: v, lots: f.number(v, 2) }) : String(v);
    case 'price':
      return typeof v === 'number' ? f.number(v, 5) : String(v);
    case 'rule':
      return t(`rule.${String(v)}`);
    case 'isFunded':
      return t(v ? 'common.yes' : 'common.no');
    case 'status':
      return typeof v === 'number' ? `${v} · ${t(accountStatusKey(v, isFunded))}` : String(v);
    case 'news': {
      if (!isFields(v)) return summarise(v);
      const what = [v.title, v.currency].filter((x) => typeof x === 'string' && x).join(' · ');
      return v.time === undefined ? what : `${what} · ${f.when(instant(v.time))}`;
    }
    default:
      return isFields(v) ? summarise(v) : String(v);
  }
}

/**
 * An event's data as the page shows the rest of the account: each field by its translated name, amounts in the
 * account's currency, sides, rules and statuses named, times in the console's format; a block's statuses before
 * and after side by side. A field the console does not know yet is shown as reported.
 */
export function eventLines(data: unknown, ctx: EventContext): Array<{ label: string; value: string }> {
  if (!isFields(data)) return data === null || data === undefined ? [] : [{ label: '', value: String(data) }];
  const { t } = ctx;
  const lines: Array<{ label: string; value: string }> = [];
  const add = (label: string, key: string, v: unknown) => {
    if (v !== null && v !== undefined) lines.push({ label, value: value(key, v, ctx) });
  };
  const fields = Object.entries(data).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, v] of fields) {
    if (SHOWN_BY_ROW.has(key)) continue;
    if ((key === 'before' || key === 'after') && isFields(v)) {
      for (const [inner, iv] of Object.entries(v).sort(([a], [b]) => (a === 'status' ? -1 : b === 'status' ? 1 : 0)))
        if (inner === 'status') add(t(`events.field.${key === 'before' ? 'statusBefore' : 'statusAfter'}`), inner, iv);
        else add(t(`events.field.${inner}`, { defaultValue: inner }), inner, iv);
    } else add(t(`events.field.${key}`, { defaultValue: key }), key, v);
  }
  return lines;
}
