import type { NewsTradingRule } from '@portal/contract';

/** What signal 3 reads of an account's phase rules (its `trader_accounts.rules` snapshot). */
export type AccountPhaseRules = { news: NewsTradingRule | null; weekendHoldingForbidden: boolean };

/**
 * SQL: the account row `alias` forbids weekend holding. Rules saved before the rule existed have no
 * `weekendHolding` and allow it, as does a null one.
 */
export const WEEKEND_HOLDING_FORBIDDEN = (alias: string) =>
  `coalesce((${alias}.rules->'weekendHolding'->>'allowed')::boolean, true) = false`;
