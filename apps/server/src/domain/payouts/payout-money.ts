/**
 * The payout money model (docs/payouts.md, docs/decisions/018-payouts.md). Integer minor units throughout; a
 * share is rounded down (the firm never pays a cent more than the split), the profit a payout takes off the
 * account is rounded up (the account never keeps a cent of profit already paid out).
 */

export type Money = number;

/** Closed profit above the initial balance: what trading added and payouts have not yet taken off. */
export const closedProfitAbove = (balance: Money, initialBalance: Money): Money =>
  Math.max(0, balance - initialBalance);

/** The trader's share of a profit at the package's split. */
export const traderShare = (profit: Money, splitPercent: number): Money => Math.floor((profit * splitPercent) / 100);

/** What may be withdrawn now: the share of the closed profit above the initial balance, less pending payouts. */
export function withdrawable(input: {
  balance: Money;
  initialBalance: Money;
  splitPercent: number;
  pending: Money;
}): Money {
  const share = traderShare(closedProfitAbove(input.balance, input.initialBalance), input.splitPercent);
  return Math.max(0, share - input.pending);
}

/**
 * The profit a payout of `amount` takes off the account (the platform withdrawal when it is paid): the amount
 * grossed up by the split, never more than the closed profit above the initial balance. A payout of everything
 * withdrawable brings the balance back to the initial balance exactly.
 */
export function grossProfitFor(amount: Money, splitPercent: number, profitAbove: Money): Money {
  if (traderShare(profitAbove, splitPercent) <= amount) return profitAbove;
  return Math.min(profitAbove, Math.ceil((amount * 100) / splitPercent));
}

/** Units of a currency one US dollar buys, in millionths (EUR 0.92 → 920000): the brand's payout setting. */
export type UsdRates = Readonly<Record<string, number>>;

/**
 * The USD bounds (SPEC §9) in an account's currency: the minimum rounded up, the maximum down, so a converted
 * bound never admits an amount the USD bound refuses. An unknown currency has no conversion: null.
 */
export function boundsIn(
  currency: string,
  usd: { min: Money; max: Money },
  rates: UsdRates,
): { min: Money; max: Money } | null {
  if (currency === 'USD') return { ...usd };
  const micros = rates[currency];
  if (!micros || micros <= 0 || !Number.isInteger(micros)) return null;
  // In BigInt: cents × millionths passes 2^53 for currencies of many units per USD (10,000.00 USD at 16,000 IDR
  // is 1.6·10^16), where a float product would round the bound by a few minor units.
  const scaled = (cents: Money, up: boolean) => {
    const product = BigInt(cents) * BigInt(micros);
    return Number((product + (up ? 999_999n : 0n)) / 1_000_000n);
  };
  return { min: scaled(usd.min, true), max: scaled(usd.max, false) };
}
