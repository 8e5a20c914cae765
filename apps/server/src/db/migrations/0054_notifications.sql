-- What a trader is told of (docs/decisions/077-notifications.md): one row per event, written by the event's own
-- transaction. `in_app`: shown in the app's list (the trader's preference when it was written); `mail_pending`: its
-- e-mail is still to be composed and queued by the notifications job (the early warning's: the ingestion writes only
-- this row). `dedupe_key` makes an event told once (an early warning: once per account, day and limit).
create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  brand_id uuid not null references brands(id),
  trader_account_id uuid references trader_accounts(id) on delete cascade,
  kind text not null,
  event text not null,
  params jsonb not null default '{}',
  dedupe_key text,
  in_app boolean not null,
  mail_pending boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create unique index notifications_once on notifications (user_id, dedupe_key) where dedupe_key is not null;
-- The list, newest first, and the bell's count.
create index notifications_list on notifications (user_id, created_at desc, id desc) where in_app;
create index notifications_unread on notifications (user_id) where in_app and read_at is null;
-- The job's lookup: the few rows whose mail is still to be queued, among many done.
create index notifications_mail_pending on notifications (created_at) where mail_pending;

-- The trader's channels per kind; a kind without a row has both on (the early warning too).
create table notification_preferences (
  user_id uuid not null references users(id) on delete cascade,
  kind text not null,
  in_app boolean not null,
  email boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

-- An open dashboard hears of a new notification on the change feed's channel (migration 0025), delivered at commit:
-- `notice:<user id>`; its live stream tells the app, whose bell reads the count again.
create function portal_notify_notification() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache:' || current_schema(), 'notice:' || new.user_id::text);
  return null;
end $$;

create trigger notifications_notify_insert after insert on notifications
  for each row when (new.in_app) execute function portal_notify_notification();
