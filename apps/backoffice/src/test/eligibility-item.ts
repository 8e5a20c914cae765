import type { EligibilityItem } from '@portal/contract';

/** One line of a payout's eligibility checklist for the tests: passed (result 0) or failed (-60), its value and limit. */
export const eligibilityItem = (
  key: EligibilityItem['key'],
  ok: boolean,
  value: EligibilityItem['value'],
  limit = null as EligibilityItem['limit'],
) => ({ key, ok, resultCode: ok ? 0 : -60, value, limit }) satisfies EligibilityItem;
