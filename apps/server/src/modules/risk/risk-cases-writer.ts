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

/** A ring case detection may follow: a copy ring's, with its status and accounts. */
type KnownRing = { id: string; brand_id: string; subject: string; status: string; accounts: string[] };

/** Statuses whose ring case follows its ring: not decided yet, or only watched (no verdict on its members). */
const FOLLOWS = new Set(['open', 'watched']);

/**
 * A ring that gained or lost accounts has a new subject. Its open (or watched) case follows it: the case takes the
 * new subject, score and accounts, and the accounts that joined and left are recorded (risk_case_changes, the
 * case's timeline). A cleared or confirmed case is a verdict on the accounts it had and stays as decided, so a
 * ring whose only cases are decided opens a new one. Where several cases could follow, the one sharing most
 * accounts does (the oldest on a tie). Answers the rings left to write by subject (new, or known by it already).
 */
async function followRings(q: Queryable, rings: readonly FoundCase[], at: Date): Promise<FoundCase[]> {
  if (rings.length === 0) return [];
  const known = await q.query<KnownRing>(
    `select c.id, c.brand_id, c.subject, c.status,
            array(select a.account_id::text from risk_case_accounts a where a.case_id = c.id) as accounts
       from risk_cases c
      where c.brand_id = any($1::uuid[]) and c.signal = 'copy' and 'copy-ring' = any(c.rules)
        and exists (select 1 from risk_case_accounts a where a.case_id = c.id and a.account_id = any($2::uuid[]))
      order by c.opened_at, c.id`,
    [[...new Set(rings.map((r) => r.brandId))], [...new Set(rings.flatMap((r) => r.accounts.map((a) => a.accountId)))]],
  );
  const taken = new Set<string>();
  const rest: FoundCase[] = [];
  for (const ring of rings) {
    const members = new Set(ring.accounts.map((a) => a.accountId));
    const ofBrand = known.filter((k) => k.brand_id === ring.brandId);
    const shared = (k: KnownRing) => k.accounts.filter((a) => members.has(a)).length;
    const follower = ofBrand.some((k) => k.subject === ring.subject)
      ? undefined
      : ofBrand
          .filter((k) => FOLLOWS.has(k.status) && !taken.has(k.id) && shared(k) > 0)
          .reduce<KnownRing | undefined>((best, k) => (!best || shared(k) > shared(best) ? k : best), undefined);
    if (!follower) {
      rest.push(ring);
      continue;
    }
    taken.add(follower.id);
    const added = ring.accounts.filter((a) => !follower.accounts.includes(a.accountId));
    const removed = follower.accounts.filter((a) => !members.has(a)).sort();
    await q.query(
      'update risk_cases set subject = $2, score = least(1, greatest(0, $3::float8)), updated_at = $4 where id = $1',
      [follower.id, ring.subject, ring.score, at],
    );
    await q.query('delete from risk_case_accounts where case_id = $1 and account_id = any($2::uuid[])', [
      follower.id,
      removed,
    ]);
    await q.query(
      `insert into risk_case_accounts (case_id, account_id, user_id)
       select $1, t.account_id, t.user_id from unnest($2::uuid[], $3::uuid[]) as t(account_id, user_id)
       on conflict do nothing`,
      [follower.id, added.map((a) => a.accountId), added.map((a) => a.userId)],
    );
    await q.query('insert into risk_case_changes (case_id, at, added, removed) values ($1, $2, $3, $4)', [
      follower.id,
      at,
      added.map((a) => a.accountId).sort(),
      removed,
    ]);
  }
  return rest;
}

/**
 * Writes cases by (brand, subject), a changed ring's open case following it first (`followRings`): a new one opens; a known one takes the new score and rules unless it was
 * cleared, which keeps what the analyst saw until it reopens (REOPEN_MARGIN, or a rule it did not have), and a
 * reopened case is alerted again. Watched and confirmed cases keep their status. Cases whose score and rules did
 * not change are not written, so `updated_at` says when the evidence last moved.
 */
export function createRiskCasesWriter() {
  return {
    async upsert(q: Queryable, found: readonly FoundCase[], at: Date): Promise<number> {
      const isRing = (c: FoundCase) => c.rules.includes('copy-ring');
      const cases = [...found.filter((c) => !isRing(c)), ...(await followRings(q, found.filter(isRing), at))];
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
