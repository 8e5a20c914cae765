import {
  PAYOUT_CRYPTO_CHOICES,
  type AdminPayoutSettings,
  type AdminPayoutSettingsUpdateRequest,
  type CryptoNetwork,
} from '@portal/contract';

/**
 * The payout settings form's values as typed (amounts as "50.00" USD, rates as "0.92"), and the request they
 * make. A value that is not a number becomes NaN, so the contract's schema names the field (never a silent 0).
 */
export type RateRow = { currency: string; rate: string };
export type PayoutSettingsForm = {
  minUsd: string;
  maxUsd: string;
  bankTransfer: boolean;
  /** "ASSET/NETWORK" → switched on */
  crypto: Record<string, boolean>;
  rates: RateRow[];
  /** package id → days, as typed */
  cycles: Record<string, string>;
};

export type CryptoOption = { asset: string; network: CryptoNetwork };
export const cryptoKey = (c: CryptoOption) => `${c.asset}/${c.network}`;

/** The offered choices plus any the brand has that the list does not (kept, so saving never drops one). */
export function cryptoOptions(s: AdminPayoutSettings): CryptoOption[] {
  const all: CryptoOption[] = [...PAYOUT_CRYPTO_CHOICES];
  for (const c of s.crypto) if (!all.some((o) => cryptoKey(o) === cryptoKey(c))) all.push(c);
  return all;
}

const decimal = (minor: number, scale: number, digits: number) => (minor / scale).toFixed(digits);
/** "0.92" → 920000 millionths; "50.00" → 5000 cents; anything else NaN. */
export function scaled(text: string, scale: number): number {
  const v = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(v) ? Math.round(Number(v) * scale) : NaN;
}
/** Rates keep up to six decimals without trailing zeros ("0.92", "151.2"). */
const rateText = (micros: number) => decimal(micros, 1_000_000, 6).replace(/\.?0+$/, '');

export function formOf(s: AdminPayoutSettings): PayoutSettingsForm {
  const on = new Set(s.crypto.map(cryptoKey));
  return {
    minUsd: decimal(s.minUsd, 100, 2),
    maxUsd: decimal(s.maxUsd, 100, 2),
    bankTransfer: s.bankTransfer,
    crypto: Object.fromEntries(cryptoOptions(s).map((o) => [cryptoKey(o), on.has(cryptoKey(o))])),
    rates: Object.entries(s.usdRates).map(([currency, micros]) => ({ currency, rate: rateText(micros) })),
    cycles: Object.fromEntries(s.packages.map((p) => [p.id, String(p.payoutCycleDays)])),
  };
}

/** The request the values make: the settings in full, and the cycles that changed. */
export function requestOf(s: AdminPayoutSettings, v: PayoutSettingsForm): AdminPayoutSettingsUpdateRequest {
  const days = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  return {
    minUsd: scaled(v.minUsd, 100),
    maxUsd: scaled(v.maxUsd, 100),
    usdRates: Object.fromEntries(v.rates.map((r) => [r.currency.trim().toUpperCase(), scaled(r.rate, 1_000_000)])),
    bankTransfer: v.bankTransfer,
    crypto: cryptoOptions(s).filter((o) => v.crypto[cryptoKey(o)]),
    packageCycles: s.packages
      .filter((p) => (v.cycles[p.id] ?? '') !== String(p.payoutCycleDays))
      .map((p) => ({ packageId: p.id, payoutCycleDays: days(v.cycles[p.id] ?? '') })),
  };
}

export type FieldName =
  'minUsd' | 'maxUsd' | 'bankTransfer' | `rates.${number}.currency` | `rates.${number}.rate` | `cycles.${string}`;

/**
 * Where an issue of the request (its dotted path, its message key) shows on the form: a rate by its currency's
 * row, a cycle by its package; undefined when the form has no such field (then it is shown above the buttons).
 */
export function fieldOf(
  issue: { path: string; message: string },
  s: AdminPayoutSettings,
  v: PayoutSettingsForm,
): FieldName | undefined {
  const [head, key] = issue.path.split('.');
  if (head === 'minUsd' || head === 'maxUsd' || head === 'bankTransfer') return head;
  if (head === 'crypto') return 'bankTransfer';
  if (head === 'usdRates' && key !== undefined) {
    const row = v.rates.findIndex((r) => r.currency.trim().toUpperCase() === key);
    if (row < 0) return undefined;
    return issue.message === 'validation.currencyCode' ? `rates.${row}.currency` : `rates.${row}.rate`;
  }
  if (head === 'packageCycles' && key !== undefined) {
    const id = (requestOf(s, v).packageCycles ?? [])[Number(key)]?.packageId;
    return id ? `cycles.${id}` : undefined;
  }
  return undefined;
}

/** Rows naming the same currency twice (the request could keep only one of them): their indexes. */
export const duplicateRates = (rates: RateRow[]): number[] => {
  const codes = rates.map((r) => r.currency.trim().toUpperCase());
  return codes.flatMap((c, i) => (codes.indexOf(c) !== i ? [i] : []));
};
