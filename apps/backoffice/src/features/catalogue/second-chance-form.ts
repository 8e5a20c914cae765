import { z } from 'zod';
import type { SecondChance } from '@portal/contract';

/**
 * The package editor's second-chance part (docs/decisions/080-second-chance.md): the contract's `secondChance` as
 * the form edits it, a fixed reset price in major units of the package's currency (the other currencies' prices,
 * which this editor does not show, are kept as they are).
 */
export type SecondChanceForm = {
  freeRetry: { enabled: boolean; maxPerAccount: number };
  paidReset: {
    enabled: boolean;
    priceKind: 'packagePrice' | 'percentOff' | 'fixed';
    percent: number;
    amount: number;
    maxPerAccount: number;
  };
};

const perAccount = z.number().int().min(1).max(20);
export const secondChanceFormSchema = z.object({
  freeRetry: z.object({ enabled: z.boolean(), maxPerAccount: perAccount }),
  paidReset: z.object({
    enabled: z.boolean(),
    priceKind: z.enum(['packagePrice', 'percentOff', 'fixed']),
    percent: z.number().int().min(1).max(99),
    amount: z.number().min(0).max(1_000_000),
    maxPerAccount: perAccount,
  }),
});

export function secondChanceFormOf(terms: SecondChance | null, currency: string): SecondChanceForm {
  const price = terms?.paidReset.price;
  return {
    freeRetry: { enabled: terms?.freeRetry.enabled ?? false, maxPerAccount: terms?.freeRetry.maxPerAccount ?? 1 },
    paidReset: {
      enabled: terms?.paidReset.enabled ?? false,
      priceKind: price?.kind ?? 'packagePrice',
      percent: price?.kind === 'percentOff' ? price.percent : 20,
      amount: price?.kind === 'fixed' ? (price.amounts[currency] ?? 0) / 100 : 0,
      maxPerAccount: terms?.paidReset.maxPerAccount ?? 1,
    },
  };
}

/** The terms to store: null while both options are off and none were stored (nothing to keep). */
export function secondChanceOf(form: SecondChanceForm, before: SecondChance | null, currency: string) {
  const r = form.paidReset;
  if (!form.freeRetry.enabled && !r.enabled && before === null) return null;
  const others = before?.paidReset.price.kind === 'fixed' ? before.paidReset.price.amounts : {};
  const price: SecondChance['paidReset']['price'] =
    r.priceKind === 'percentOff'
      ? { kind: 'percentOff', percent: r.percent }
      : r.priceKind === 'fixed'
        ? { kind: 'fixed', amounts: { ...others, [currency]: Math.round(r.amount * 100) } }
        : { kind: 'packagePrice' };
  return {
    freeRetry: form.freeRetry,
    paidReset: { enabled: r.enabled, price, maxPerAccount: r.maxPerAccount },
  } satisfies SecondChance;
}
