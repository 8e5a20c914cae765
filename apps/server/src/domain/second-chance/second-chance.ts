import type { ResetPrice, SecondChance, SecondChanceReason } from '@portal/contract';

/**
 * A second chance (docs/challenge-rules.md "A second chance"; docs/decisions/080-second-chance.md), as a pure rule:
 * what an account that stopped trading may take, from the package's terms its order kept.
 */

/** How the account's phase ended: by time (the calendar limit), by a broken rule, or not at all. */
export type PhaseEnd = 'time' | 'breach' | 'none';

export type SecondChanceInput = {
  /** the terms the order kept in its snapshot; null: none */
  terms: SecondChance | null;
  end: PhaseEnd;
  isFunded: boolean;
  /** equity at the verdict − initial balance − net deposits (minor units) */
  profitAtEnd: number;
  /** what the account's line (the first account and every one opened in place of another) has taken already */
  taken: { retries: number; resets: number };
  /** another account was already opened in place of this one */
  replaced: boolean;
  /** a reset order of this account awaits its payment */
  resetPending: boolean;
  /** the package's price as bought (minor units), and the account's currency */
  packagePrice: number;
  currency: string;
};

export type Option = { available: boolean; reason: SecondChanceReason | null };
export type SecondChanceVerdict = { freeRetry: Option; paidReset: Option & { price: number | null } };

/** A reset's price in minor units: the package's price, a percentage off it (rounded half up), or a fixed one. */
export function resetPriceOf(price: ResetPrice, packagePrice: number, currency: string): number | null {
  switch (price.kind) {
    case 'packagePrice':
      return packagePrice;
    case 'percentOff':
      return Math.round((packagePrice * (100 - price.percent)) / 100);
    case 'fixed':
      return price.amounts[currency] ?? null;
  }
}

const yes: Option = { available: true, reason: null };
const no = (reason: SecondChanceReason): Option => ({ available: false, reason });

/** The first reason shared by both options (the account's state), or null when each option decides for itself. */
function commonReason(i: SecondChanceInput): SecondChanceReason | null {
  if (i.isFunded) return 'funded';
  if (i.end === 'none') return 'notEnded';
  if (i.replaced) return 'alreadyTaken';
  if (i.resetPending) return 'resetPending';
  return null;
}

function freeRetry(i: SecondChanceInput): Option {
  const terms = i.terms?.freeRetry;
  if (!terms?.enabled) return no('notOffered');
  const common = commonReason(i);
  if (common) return no(common);
  if (i.end !== 'time') return no('endedByBreach');
  // Profit exactly 0 is not a profit: the retry rewards a phase that was going well when time ran out.
  if (i.profitAtEnd <= 0) return no('notInProfit');
  if (i.taken.retries >= terms.maxPerAccount) return no('limitReached');
  return yes;
}

function paidReset(i: SecondChanceInput): Option & { price: number | null } {
  const terms = i.terms?.paidReset;
  if (!terms?.enabled) return { ...no('notOffered'), price: null };
  const price = resetPriceOf(terms.price, i.packagePrice, i.currency);
  const common = commonReason(i);
  if (common) return { ...no(common), price };
  if (price === null) return { ...no('noPrice'), price };
  if (i.taken.resets >= terms.maxPerAccount) return { ...no('limitReached'), price };
  return { ...yes, price };
}

/**
 * What the account may take. Both options need an account that stopped trading by its own verdict (not one the
 * firm blocked, not a funded one), not replaced yet and with no reset awaiting payment; the free retry also needs
 * the phase to have ended by time with the account in profit; each counts against its own limit per line.
 */
export function secondChanceFor(i: SecondChanceInput): SecondChanceVerdict {
  return { freeRetry: freeRetry(i), paidReset: paidReset(i) };
}
