-- Events a platform bridge pushed that the portal refused because of their time (dated ahead of the server's
-- clock beyond the tolerance, or before the account opened): one row per account and event (deal id, or a
-- snapshot's time), with how often it was pushed, so the back office can show each account's refusals and a
-- bridge retrying one batch does not grow the table.
create table refused_bridge_events (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  event_key text not null,
  reason text not null check (reason in ('aheadOfServerClock', 'beforeAccountOpened')),
  type text not null,
  deal_id text,
  event_time timestamptz not null,
  payload jsonb not null,
  attempts integer not null default 1,
  first_refused_at timestamptz not null,
  last_refused_at timestamptz not null,
  primary key (account_id, event_key)
);
