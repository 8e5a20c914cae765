-- Every instance keeps the sessions it has checked and the brands it has resolved in memory (decision 020). A change
-- to either is announced by the database itself, whatever made it (sign-out, password change, refresh-token reuse,
-- the back office, a hand-written statement): a notification on the channel `portal_cache:<schema>`, delivered to
-- every instance listening at the commit, and never for a change that rolls back.
create function portal_notify_session_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'session:' || old.id::text);
  return null;
end $$;

create trigger sessions_notify_change after update or delete on sessions
  for each row execute function portal_notify_session_change();

create function portal_notify_brand_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'brands');
  return null;
end $$;

create trigger brands_notify_change after insert or update or delete or truncate on brands
  for each statement execute function portal_notify_brand_change();

create trigger brand_hosts_notify_change after insert or update or delete or truncate on brand_hosts
  for each statement execute function portal_notify_brand_change();
