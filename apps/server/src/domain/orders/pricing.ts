/**
 * The price of a package with a discount applied, in integer minor units. A percent discount is rounded
 * half-up to the minor unit; a fixed one never takes the total below zero.
 */
export type DiscountTerms = { kind: 'percent' | 'fixed'; value: number };

export function priceWithDiscount(price: number, terms: DiscountTerms | null): { discount: number; total: number } {
  if (!terms) return { discount: 0, total: price };
  const raw = terms.kind === 'percent' ? Math.round((price * terms.value) / 100) : terms.value;
  const discount = Math.min(price, Math.max(0, raw));
  return { discount, total: price - discount };
}
