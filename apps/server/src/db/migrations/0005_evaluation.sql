-- Challenge evaluation (docs/decisions/010-challenge-evaluation.md): each account's rule-engine state, the
-- events its platform reported, its closed trades and chart, and the economic calendar the news rule reads.
-- Money is integer minor units; no bigint column is ever read back (decision 003).

-- One row per trader account: the engine's EvaluationState (domain/evaluation/types.ts) as plain JSON.
-- Ingestion locks this row (FOR UPDATE), so one account's events are applied one batch at a time.
create table account_evaluations (
  account_id uuid primary key references trader_accounts(id) on delete cascade,
  state jsonb not null,
  version integer not null default 0,
  -- when a tick is due (the next day reset, or just after the calendar deadline); null once the verdict is final
  next_tick_at timestamptz,
  updated_at timestamptz not null default now()
);
create index account_evaluations_due on account_evaluations (next_tick_at) where next_tick_at is not null;

-- Every event the platform reported, once: deals by their deal id, equity snapshots by their time.
create table account_events (
  id bigint generated always as identity primary key,
  account_id uuid not null references trader_accounts(id) on delete cascade,
  type text not null check (type in ('dealOpened', 'dealClosed', 'equitySnapshot')),
  deal_id text,
  position_id text,
  time timestamptz not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  check ((type = 'equitySnapshot') = (deal_id is null)),
  unique (account_id, deal_id)
);
create unique index account_events_snapshot on account_events (account_id, time) where deal_id is null;
-- A closing deal finds its position's opening deal (side, open time and price) through this.
create index account_events_opening on account_events (account_id, position_id) where type = 'dealOpened';

-- AccountHistory: one row per closing deal, paged newest first.
create table closed_trades (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  deal_id text not null,
  position_id text not null,
  symbol text not null,
  side text check (side in ('buy', 'sell')),
  volume double precision not null,
  open_time timestamptz,
  close_time timestamptz not null,
  open_price double precision,
  close_price double precision,
  profit integer not null,
  commission integer not null,
  swap integer not null,
  net integer not null,
  primary key (account_id, deal_id)
);
create index closed_trades_newest on closed_trades (account_id, close_time desc, deal_id desc);

-- The balance and equity chart, kept incrementally as time buckets of several widths (1 min … 1 week): the
-- last balance and equity of each bucket and its lowest and highest equity. A chart reads one width, so its
-- cost is bounded by the points asked for, not by the account's history.
create table account_chart_buckets (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  width_seconds integer not null,
  bucket_start timestamptz not null,
  last_at timestamptz not null,
  balance integer not null,
  equity integer not null,
  equity_min integer not null,
  equity_max integer not null,
  primary key (account_id, width_seconds, bucket_start)
);

-- The economic calendar (the economic-calendar issue adds its import and screens); the news rule reads the
-- high-impact events around a deal.
create table economic_events (
  id uuid primary key default gen_random_uuid(),
  time timestamptz not null,
  currency text not null,
  country text,
  title text not null,
  impact text not null check (impact in ('low', 'medium', 'high')),
  forecast text,
  previous text,
  actual text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (time, currency, title)
);
create index economic_events_time on economic_events (time);
create index economic_events_high_impact on economic_events (time) where impact = 'high';
