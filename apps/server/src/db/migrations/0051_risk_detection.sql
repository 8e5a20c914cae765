-- Live detection of the risk desk (docs/risk.md "How detection runs live"): the feed the ingestion writes, the
-- detection job's state, and the copy pairs it counts.

-- The ingestion's feed: one row per new deal of an ingested batch, written in the batch's transaction (one
-- multi-row insert, no index but the key, no conflict to check) and deleted by the detection pass that takes it.
-- Deleting what was taken, rather than keeping a cursor on `id`, cannot skip a row: an identity value handed to a
-- transaction that commits after a higher one would fall behind a cursor, but it stays here until a pass takes it.
create table risk_feed (
  id bigint generated always as identity primary key,
  account_id uuid not null,
  brand_id uuid not null,
  user_id uuid not null,
  position_id text not null,
  kind text not null check (kind in ('open', 'close')),
  symbol text not null,
  side text check (side in ('buy', 'sell')),
  volume double precision not null,
  at timestamptz not null,
  profit bigint,
  stop_loss double precision,
  take_profit double precision
);

-- What a position's closing deals have closed so far (a partial close leaves it open), and its take-profit.
alter table risk_positions add column closed_volume double precision not null default 0;
alter table risk_positions add column take_profit double precision;

-- The detection job's one row: a pass locks it (SKIP LOCKED), so one pass runs at a time across instances.
create table risk_detection (
  id smallint primary key check (id = 1),
  passes bigint not null default 0,
  openings bigint not null default 0,
  last_pass_at timestamptz
);
insert into risk_detection (id) values (1);

-- Two accounts of different traders whose openings matched (signal 1): every match's positions, size ratio (ln of
-- the first's volume over the second's) and UTC day, so the pair's score is the domain's on its whole history;
-- its last match (for forgetting stale pairs) and, while it is or was flagged, its score (for its case and the rings;
-- a pair of strangers with a match or two is only appended to).
create table risk_copy_pairs (
  brand_id uuid not null,
  first_account uuid not null,
  second_account uuid not null,
  first_user uuid not null,
  second_user uuid not null,
  first_positions text[] not null,
  second_positions text[] not null,
  log_ratios double precision[] not null,
  days integer[] not null,
  matches integer not null default 0,
  day_count integer not null default 0,
  size_ratio double precision not null default 1,
  score double precision not null default 0,
  flagged boolean not null default false,
  last_match_at timestamptz not null,
  primary key (first_account, second_account),
  check (first_account < second_account)
);
create index risk_copy_pairs_second on risk_copy_pairs (second_account);
create index risk_copy_pairs_flagged on risk_copy_pairs (brand_id) where flagged;
create index risk_copy_pairs_stale on risk_copy_pairs (last_match_at);
