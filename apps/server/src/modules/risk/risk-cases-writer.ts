import type { RiskRule, RiskSignal } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';

/** A case as detection finds it: its stable subject names the signal and the accounts (or shared value). */
export type FoundCase = {
  brandId: string;
  signal: RiskSignal;
  subject: string;
  score: number;
  rules: RiskRule[];
  accounts: { accountId: string; userId: string }[];
};

/**
 * How much a cleared case's score must rise before detection opens it again. An analyst cleared the pair at a
 * score; the pair keeps trading and its score moves a few hundredths with every trade, and reopening on each
 * wobble would undo the decision every day. A rise of 0.15 (e.g. 0.55 → 0.70: another sixth of both accounts'
 * trades now copied) is the behaviour getting clearly worse, as is a rule that did not fire when it was cleared.
 */
export const REOPEN_MARGIN = 0.15;

/** Two accounts' (or a ring's) subject: the signal and the sorted account ids. */
export const subjectOf = (signal: RiskSignal, accounts: readonly string[]) =>
  `${signal}:${[...accounts].sort().join(',')}`;

/**
 * Writes cases by (brand, subject): a new one opens; a known one takes the new score and rules unless it was
 * cleared, which keeps what the analyst saw until it reopens (REOPEN_MARGIN, or a rule it did not have), and a
 * reopened case is alerted again. Watched and confirmed cases keep their status. Cases whose score and rules did
 * not change are not written, so `updated_at` says when the evidence last moved.
 */
export function createRiskCasesWriter() {
  return {
    async upsert(q: Queryable, cases: readonly FoundCase[], at: Date): Promise<number> {
      if (cases.length === 0) return 0;
      const reopen = `(c.status = 'cleared' and (excluded.score >= c.score + ${REOPEN_MARGIN} or not (excluded.rules <@ c.rules)))`;
      const keeps = `(c.status = 'cleared' and not ${reopen})`;
      const written = await q.query<{ id: string; subject: string; brand_id: string }>(
        `insert into risk_cases as c (brand_id, signal, subject, score, rules, opened_at, updated_at)
         select x.brand_id, x.signal, x.subject, least(1, greatest(0, x.score)), x.rules, $2, $2
           from jsonb_to_recordset($1::jsonb) as x(brand_id uuid, signal text, subject text, score float8,
                rules text[])
         on conflict (brand_id, subject) do update set
           status = case when ${reopen} then 'open' else c.status end,
           alerted_at = case when ${reopen} then null else c.alerted_at end,
           score = case when ${keeps} then c.score else excluded.score end,
           rules = case when ${keeps} then c.rules else excluded.rules end,
           updated_at = case when ${keeps} then c.updated_at else excluded.updated_at end
         where c.score is distinct from excluded.score or c.rules is distinct from excluded.rules
         returning id, subject, brand_id`,
        [
          JSON.stringify(
            cases.map((c) => ({
              brand_id: c.brandId,
              signal: c.signal,
              subject: c.subject,
              score: c.score,
              rules: c.rules,
            })),
          ),
          at,
        ],
      );
      const byKey = new Map(cases.map((c) => [`${c.brandId}\u0000${c.subject}`, c]));
      const accounts = written.flatMap((row) =>
        (byKey.get(`${row.brand_id}\u0000${row.subject}`)?.accounts ?? []).map((a) => ({
          case_id: row.id,
          account_id: a.accountId,
          user_id: a.userId,
        })),
      );
      if (accounts.length > 0)
        await q.query(
          `insert into risk_case_accounts (case_id, account_id, user_id)
           select x.case_id, x.account_id, x.user_id
             from jsonb_to_recordset($1::jsonb) as x(case_id uuid, account_id uuid, user_id uuid)
           on conflict do nothing`,
          [JSON.stringify(accounts)],
        );
      return written.length;
    },
  };
}
export type RiskCasesWriter = ReturnType<typeof createRiskCasesWriter>;
