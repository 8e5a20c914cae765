import type { RiskCaseRef } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

/**
 * When the risk desk holds a payout (docs/risk.md "Payouts wait for it"): an open case (not decided yet) scoring
 * at or above its brand's threshold on the payout's account. The same test decides what the console's badge
 * counts and whom the alerts tell, so it is written once, as SQL the readers put in their own statements.
 */

/** A brand without risk settings holds from migration 0050's default. */
export const DEFAULT_RISK_THRESHOLD = 0.6;

/** SQL: the threshold of the brand `brandId` (an SQL expression). */
export const riskThresholdOf = (brandId: string) =>
  `coalesce((select rs.threshold from risk_settings rs where rs.brand_id = ${brandId}), ${DEFAULT_RISK_THRESHOLD})`;

/** SQL condition on a risk case of alias `c`: it holds its accounts' payouts (and alerts its brand's operators). */
export const holdsPayouts = (c: string) =>
  `(${c}.status = 'open' and ${c}.score >= ${riskThresholdOf(`${c}.brand_id`)})`;

/** SQL condition: a case holding payouts involves the account `accountId` (an SQL expression). */
export const heldByRiskCase = (accountId: string) =>
  `exists (select 1 from risk_case_accounts hra join risk_cases hrc on hrc.id = hra.case_id
            where hra.account_id = ${accountId} and ${holdsPayouts('hrc')})`;

type RefRow = {
  id: string;
  signal: RiskCaseRef['signal'];
  score: number;
  status: RiskCaseRef['status'];
  rules: string[];
  holds: boolean;
};

/**
 * The cases an account is in that a payout's review shows: every one but the cleared, holding ones first, then by
 * score (at most 20: a review needs the strongest, the Risk screen has the rest).
 */
export async function riskCasesOfAccount(q: Queryable, accountId: string): Promise<RiskCaseRef[]> {
  const rows = await q.query<RefRow>(
    `select c.id, c.signal, c.score, c.status, c.rules, ${holdsPayouts('c')} as holds
       from risk_case_accounts a join risk_cases c on c.id = a.case_id
      where a.account_id = $1 and c.status <> 'cleared'
      order by holds desc, c.score desc, c.id limit 20`,
    [accountId],
  );
  return rows.map((r) => ({
    id: r.id,
    signal: r.signal,
    score: r.score,
    status: r.status,
    rules: r.rules as RiskCaseRef['rules'],
    holdsPayouts: r.holds,
  }));
}
