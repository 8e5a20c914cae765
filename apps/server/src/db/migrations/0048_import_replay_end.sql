-- When an import's replay is taken as over (docs/challenge-rules.md "Importing a migrated account"): until then time
-- alone does not move the account's evaluation, so the past deals the platform's bridge pushes count on their own
-- days. Every stage of one import shares it: a phase the replay passes opens the next stage in the past, whose day
-- resets are all due at once too. Null for an account bought through an order.
alter table trader_accounts add column replay_ends_at timestamptz;
-- Imports made before this column: their catch-up window (15 minutes from the import), on each of their stages.
update trader_accounts s set replay_ends_at = i.imported_at + interval '15 minutes'
  from trader_accounts i
 where i.import_id = s.import_id and i.imported_at is not null;
