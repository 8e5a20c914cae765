-- The evaluation's finished days in rows of their own (docs/decisions/031-live-push-state-and-lookups.md).
-- The engine's state (account_evaluations.state) kept every finished day with deals under `days`: 10.7 KiB of jsonb
-- at a year of trading, read and rewritten (TOASTed) by every live push although a push only ever adds a day, and
-- only when one finishes. The days are now one row each, written when a day finishes; the state row keeps the rest.
-- The repository assembles the same state for readers (evaluations.repository.ts); the engine's shape is unchanged.
create table account_evaluation_days (
  account_id uuid not null references account_evaluations(account_id) on delete cascade,
  -- the trading day's key as the engine names it (day-clock.ts), e.g. 2026-03-02
  day_key text not null,
  -- the engine's DaySummary (domain/evaluation/types.ts) as stored under state->'days' before
  summary jsonb not null,
  constraint account_evaluation_days_pkey primary key (account_id, day_key)
);

insert into account_evaluation_days (account_id, day_key, summary)
select e.account_id, d.key, d.value
  from account_evaluations e, jsonb_each(e.state->'days') d
 where jsonb_typeof(e.state->'days') = 'object';

update account_evaluations set state = state - 'days' where state ? 'days';
