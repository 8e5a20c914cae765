-- Every instance keeps the trader's account list, the dashboard's account and its evaluation state in memory
-- (decision 025), as it keeps sessions and brands (migration 0025). A change to any of them is announced by the
-- database on the same channel, whatever made it: `account:<id>` for an account or its evaluation state (one
-- payload for both, so a push that writes both sends one notification: PostgreSQL folds equal notifications of one
-- transaction), `user:<id>` when a trader gains or loses an account, `accounts` for a truncation, `platforms` when
-- a trading platform (its name, type or note, shown in the list) changes.
create function portal_notify_account_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform pg_notify('portal_cache:' || current_schema(), 'user:' || new.user_id::text);
  else
    perform pg_notify('portal_cache:' || current_schema(), 'account:' || old.id::text);
    if tg_op = 'DELETE' or new.user_id is distinct from old.user_id then
      perform pg_notify('portal_cache:' || current_schema(), 'user:' || old.user_id::text);
    end if;
    if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
      perform pg_notify('portal_cache:' || current_schema(), 'user:' || new.user_id::text);
    end if;
  end if;
  return null;
end $$;

create trigger trader_accounts_notify_change after insert or update or delete on trader_accounts
  for each row execute function portal_notify_account_change();

create function portal_notify_evaluation_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(),
                    'account:' || (case when tg_op = 'DELETE' then old.account_id else new.account_id end)::text);
  return null;
end $$;

create trigger account_evaluations_notify_change after insert or update or delete on account_evaluations
  for each row execute function portal_notify_evaluation_change();

create function portal_notify_accounts_truncated() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'accounts');
  return null;
end $$;

create trigger trader_accounts_notify_truncate after truncate on trader_accounts
  for each statement execute function portal_notify_accounts_truncated();

create trigger account_evaluations_notify_truncate after truncate on account_evaluations
  for each statement execute function portal_notify_accounts_truncated();

create function portal_notify_platform_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'platforms');
  return null;
end $$;

create trigger trading_platforms_notify_change after insert or update or delete or truncate on trading_platforms
  for each statement execute function portal_notify_platform_change();
