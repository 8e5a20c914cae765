-- When an account ended its phase, how, and the rule that failed it (docs/decisions/087-firm-numbers.md): the
-- overview counts endings and phase 1 passes on the day they happened, and a list of those accounts needs the same
-- day on each row (`updated_at` moves with later writes; the engine's verdict time is absent for an end set by hand).
-- A trigger before the write sets them where an account's status first becomes an end, as the overview's aggregate
-- trigger (0064) records the end: on the same condition, at the transaction's now() (one instant throughout the
-- transaction, so the same day) and with the same verdict, so the figure and the list count the same accounts.
alter table trader_accounts
  add column ended_at timestamptz,
  add column ended_outcome text check (ended_outcome in ('passed', 'failed')),
  -- the engine's broken rule ('unknown' for a failure without one), null for a pass
  add column ended_rule text;

-- An end is recorded once, when the status first becomes one (passed 4-6, 10-12; failed 14, 19); an end set back
-- to trading keeps it, as the overview's aggregate keeps its count.
create function trader_accounts_mark_end() returns trigger language plpgsql as $$
declare
  ended text := case when new.status in (4, 5, 6, 10, 11, 12) then 'passed' when new.status in (14, 19) then 'failed' end;
begin
  if ended is not null and (tg_op = 'INSERT' or old.status not in (4, 5, 6, 10, 11, 12, 14, 19)) then
    new.ended_at := now();
    new.ended_outcome := ended;
    new.ended_rule := case when ended = 'failed'
      then coalesce((select v.state->'verdict'->>'rule' from account_evaluations v where v.account_id = new.id), 'unknown')
    end;
  end if;
  return new;
end
$$;
create trigger trader_accounts_mark_end before insert or update of status on trader_accounts
  for each row execute function trader_accounts_mark_end();

-- The backfill: the ends that exist, dated by the account's last change as migration 0064 dated them; the
-- aggregates are counted again from the rows, so that an end recorded since 0064 (dated then by its write) and its
-- row agree too.
update trader_accounts a
   set ended_at = a.updated_at,
       ended_outcome = case when a.status in (14, 19) then 'failed' else 'passed' end,
       ended_rule = case when a.status in (14, 19)
         then coalesce((select v.state->'verdict'->>'rule' from account_evaluations v where v.account_id = a.id),
                       'unknown') end
 where a.status in (4, 5, 6, 10, 11, 12, 14, 19);

delete from overview_account_ends;
insert into overview_account_ends (brand_id, day, package_id, stage, is_funded, outcome, rule, n, days)
select brand_id, overview_day(ended_at), package_id, stage, is_funded, ended_outcome, coalesce(ended_rule, ''),
       count(*), sum(greatest(0, overview_day(ended_at) - overview_day(created_at)))
  from trader_accounts where ended_at is not null group by 1, 2, 3, 4, 5, 6, 7;

delete from overview_funnel where step = 'phase1Passed';
insert into overview_funnel (brand_id, day, step, n)
select brand_id, overview_day(ended_at), 'phase1Passed', count(*) from trader_accounts
 where ended_outcome = 'passed' and stage = 1 and not is_funded group by 1, 2;

-- The overview's links: the accounts ended in a period, the orders refunded in one, the payouts approved or paid in
-- one. Each is a small share of its table, so a partial index finds them without reading the rest.
create index trader_accounts_ended on trader_accounts (ended_at) where ended_at is not null;
create index payments_refunded on payments (refunded_at) where refunded_at is not null;
create index payouts_approved on payouts (approved_at) where approved_at is not null;
create index payouts_paid on payouts (paid_at) where status = 2;
