import type { OperatorRole, RiskSignal } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { holdsPayouts } from '../payouts/risk-hold.ts';

/** What the alerts read and write: the cases to tell of, their operators, who was told what (risk_case_alerts). */

export type DueCase = {
  id: string;
  brand_id: string;
  brand_name: string;
  default_language: string;
  signal: RiskSignal;
  score: number;
  logins: string[];
};

export type AlertedOperator = {
  id: string;
  email: string;
  role: OperatorRole;
  /** the brands given to them (an owner has every brand and none here) */
  brand_ids: string[];
  last_sent_at: Date | null;
};

/** The most cases one pass reads: a burst beyond it waits for the next pass, a minute later. */
const DUE_LIMIT = 500;

export function createRiskAlertsRepository() {
  return {
    /**
     * One pass at a time across instances: a transaction-scoped advisory lock, released at its end; another
     * instance that cannot take it skips its pass (the next one finds what is still due).
     */
    async lead(tx: Queryable): Promise<boolean> {
      const [row] = await tx.query<{ ok: boolean }>(
        'select pg_try_advisory_xact_lock(hashtext($1), hashtext(current_schema())) as ok',
        ['portal.risk-alerts'],
      );
      return row?.ok === true;
    },

    /** Open cases at or above their brand's threshold that not all of their operators were told of yet. */
    due: (tx: Queryable) =>
      tx.query<DueCase>(
        `select c.id, c.brand_id, b.name as brand_name, b.default_language, c.signal, c.score,
                array(select ta.login from risk_case_accounts ca join trader_accounts ta on ta.id = ca.account_id
                       where ca.case_id = c.id order by ta.login) as logins
           from risk_cases c join brands b on b.id = c.brand_id
          where c.alerted_at is null and c.status = 'open' and ${holdsPayouts('c')}
          order by c.score desc, c.id limit ${DUE_LIMIT}`,
      ),

    /** The operators of the roles given, not disabled, with their brands and their last digest. */
    operators: (tx: Queryable, roles: readonly OperatorRole[]) =>
      tx.query<AlertedOperator>(
        `select o.id, o.email, o.role,
                array(select ob.brand_id::text from operator_brands ob where ob.operator_id = o.id) as brand_ids,
                (select max(a.sent_at) from risk_case_alerts a where a.operator_id = o.id) as last_sent_at
           from operators o where o.disabled_at is null and o.role = any($1::text[]) order by o.id`,
        [roles],
      ),

    /** Who was told of which of the cases already, as "case operator" keys. */
    async told(tx: Queryable, caseIds: readonly string[]): Promise<Set<string>> {
      const rows = await tx.query<{ case_id: string; operator_id: string }>(
        'select case_id, operator_id from risk_case_alerts where case_id = any($1::uuid[])',
        [caseIds],
      );
      return new Set(rows.map((r) => `${r.case_id} ${r.operator_id}`));
    },

    async recordTold(tx: Queryable, operatorId: string, caseIds: readonly string[], at: Date): Promise<void> {
      await tx.query(
        `insert into risk_case_alerts (case_id, operator_id, sent_at) select unnest($1::uuid[]), $2, $3
         on conflict do nothing`,
        [caseIds, operatorId, at],
      );
    },

    async markAlerted(tx: Queryable, caseIds: readonly string[], at: Date): Promise<void> {
      if (caseIds.length > 0)
        await tx.query('update risk_cases set alerted_at = $2 where id = any($1::uuid[])', [caseIds, at]);
    },
  };
}
export type RiskAlertsRepository = ReturnType<typeof createRiskAlertsRepository>;
