-- Ingestion writes about 1,700 rows a batch of 1,000 events into these three tables (docs/decisions/036-ingestion-
-- batch-cost.md); a foreign key checks every inserted row on its own (a lookup and a share lock of the account's
-- row), about 5 ms of a batch's 30 ms in statements. The account id ingestion writes is always the one of the
-- trader account row it holds locked (FOR UPDATE) in the same transaction, so the row exists and cannot go away
-- before the commit; the foreign keys are replaced by what they still gave: the rows go with their account.
alter table account_events drop constraint account_events_account_id_fkey;
alter table closed_trades drop constraint closed_trades_account_id_fkey;
alter table account_positions drop constraint account_positions_account_id_fkey;

create function portal_delete_account_history() returns trigger language plpgsql as $$
begin
  delete from account_events where account_id = old.id;
  delete from closed_trades where account_id = old.id;
  delete from account_positions where account_id = old.id;
  return null;
end $$;

create trigger trader_accounts_delete_history after delete on trader_accounts
  for each row execute function portal_delete_account_history();
