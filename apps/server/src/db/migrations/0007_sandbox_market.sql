-- The sandbox trading platform's market and book (issue 6): the last quote of each instrument (prices carry on
-- from there after a restart), positions and deals of its accounts. A deal is delivered to the portal's
-- ingestion like a bridge push; delivered_at stays null until that succeeded, so a failed delivery is retried.
create table sandbox_quotes (
  symbol text primary key,
  mid double precision not null,
  quoted_at timestamptz not null
);

create sequence sandbox_ticket_seq start 50000001;

create table sandbox_positions (
  id text primary key,
  login text not null references sandbox_platform_accounts(login),
  symbol text not null,
  side text not null check (side in ('buy', 'sell')),
  volume numeric(8, 2) not null check (volume > 0),
  open_price double precision not null,
  sl double precision,
  tp double precision,
  margin integer not null,
  opened_at timestamptz not null,
  closed_at timestamptz,
  close_price double precision,
  profit integer,
  close_reason text check (close_reason in ('client', 'sl', 'tp', 'stopOut'))
);
create index sandbox_positions_open on sandbox_positions (login) where closed_at is null;
create index sandbox_positions_history on sandbox_positions (login, closed_at desc) where closed_at is not null;

create table sandbox_deals (
  id text primary key,
  login text not null references sandbox_platform_accounts(login),
  platform_id text not null,
  event jsonb not null,
  created_at timestamptz not null,
  delivered_at timestamptz
);
create index sandbox_deals_undelivered on sandbox_deals (created_at) where delivered_at is null;
