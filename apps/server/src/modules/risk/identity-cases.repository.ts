import type { Queryable } from '../../db/client.ts';

/** risk_cases and risk_case_accounts as signal 4 writes them (migration 0050). */

/**
 * The accounts a case names for its traders: those trading or funded (statuses 1-12 but a passed phase's
 * 4-6), not a failed, blocked or never started one.
 */
export async function activeAccounts(
  q: Queryable,
  brandId: string,
  userIds: readonly string[],
): Promise<{ id: string; user_id: string }[]> {
  return q.query<{ id: string; user_id: string }>(
    `select id, user_id from trader_accounts
      where brand_id = $1 and user_id = any($2::uuid[])
        and (status between 1 and 3 or status between 7 and 9 or (is_funded and status between 1 and 12))
      order by user_id, created_at`,
    [brandId, userIds],
  );
}

export type LockedCase = { id: string; status: string; score: number; userIds: string[] };

/** The case of this subject, made if absent (score and rule as given, status open), locked for the update. */
export async function lockCase(
  q: Queryable,
  brandId: string,
  subject: string,
  opening: { score: number; rule: string; at: Date },
): Promise<LockedCase & { created: boolean }> {
  const made = await q.query<{ id: string }>(
    `insert into risk_cases (brand_id, signal, subject, score, rules, opened_at, updated_at)
     values ($1, 'identity', $2, $3, array[$4], $5, $5)
     on conflict (brand_id, subject) do nothing returning id`,
    [brandId, subject, opening.score, opening.rule, opening.at],
  );
  const [row] = await q.query<{ id: string; status: string; score: number }>(
    'select id, status, score from risk_cases where brand_id = $1 and subject = $2 for update',
    [brandId, subject],
  );
  const users = await q.query<{ user_id: string }>(
    'select distinct user_id from risk_case_accounts where case_id = $1',
    [row!.id],
  );
  return { ...row!, userIds: users.map((u) => u.user_id), created: made.length > 0 };
}

/** Adds the accounts not in the case yet; how many were added. */
export async function addAccounts(
  q: Queryable,
  caseId: string,
  accounts: readonly { id: string; user_id: string }[],
): Promise<number> {
  const added = await q.query(
    `insert into risk_case_accounts (case_id, account_id, user_id)
     select $1, t.account_id, t.user_id from unnest($2::uuid[], $3::uuid[]) as t(account_id, user_id)
     on conflict do nothing returning account_id`,
    [caseId, accounts.map((a) => a.id), accounts.map((a) => a.user_id)],
  );
  return added.length;
}

/**
 * A case that changed: its score, and `reopen` when it grew by a trader after a decision (open again, and its
 * brand's risk operators told again).
 */
export async function updateCase(
  q: Queryable,
  caseId: string,
  change: { score: number; reopen: boolean; at: Date },
): Promise<void> {
  await q.query(
    `update risk_cases set score = $2, updated_at = $3,
            status = case when $4 then 'open' else status end,
            alerted_at = case when $4 then null else alerted_at end
      where id = $1`,
    [caseId, change.score, change.at, change.reopen],
  );
}

export const createIdentityCasesRepository = () => ({ activeAccounts, lockCase, addAccounts, updateCase });
export type IdentityCasesRepository = ReturnType<typeof createIdentityCasesRepository>;
