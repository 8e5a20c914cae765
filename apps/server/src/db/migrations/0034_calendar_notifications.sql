-- Every instance keeps the high-impact calendar the news rule reads in memory (decision 031: a live push makes no
-- round trip for it), as it keeps accounts and brands (migrations 0025, 0029). A change to the calendar, whatever
-- made it (an import, the seed, a hand-written statement), is announced on the same channel as `calendar`, at the
-- commit; a statement-level trigger, so an import of a week's events sends one notification.
create function portal_notify_calendar_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'calendar');
  return null;
end $$;

create trigger economic_events_notify_change after insert or update or delete or truncate on economic_events
  for each statement execute function portal_notify_calendar_change();
