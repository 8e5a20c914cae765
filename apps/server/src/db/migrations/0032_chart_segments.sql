-- The chart's buckets in segments (docs/decisions/030-chart-segments.md): each stored width's buckets are kept in
-- rows of 32 consecutive slots aligned to the epoch (chart-buckets.ts, SEGMENT_BUCKETS), one array per column in
-- slot order, instead of a row each. A batch of 1,000 events wrote about a thousand bucket rows and their index
-- entries; it now writes about sixty segments, and a year's 2,000-point chart reads 69 rows instead of 2,190.
create table account_chart_segments (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  width_seconds integer not null,
  segment_start timestamptz not null,
  -- the buckets' places in the segment (0 … 31), ascending; bucket start = segment_start + slot × width
  slots smallint[] not null,
  -- per bucket: its last sample's time (epoch ms), that sample's balance and equity, the lowest and highest equity
  last_ms double precision[] not null,
  balance integer[] not null,
  equity integer[] not null,
  equity_min integer[] not null,
  equity_max integer[] not null,
  constraint account_chart_segments_pkey primary key (account_id, width_seconds, segment_start)
);

insert into account_chart_segments (account_id, width_seconds, segment_start, slots, last_ms, balance, equity,
       equity_min, equity_max)
select b.account_id, b.width_seconds, b.segment_start,
       array_agg(b.slot order by b.slot), array_agg(b.last_ms order by b.slot), array_agg(b.balance order by b.slot),
       array_agg(b.equity order by b.slot), array_agg(b.equity_min order by b.slot),
       array_agg(b.equity_max order by b.slot)
  from (select account_id, width_seconds,
               to_timestamp(floor(extract(epoch from bucket_start) / (width_seconds * 32)) * width_seconds * 32)
                 as segment_start,
               ((extract(epoch from bucket_start)::bigint % (width_seconds * 32)) / width_seconds)::smallint as slot,
               round(extract(epoch from last_at) * 1000)::float8 as last_ms,
               balance, equity, equity_min, equity_max
          from account_chart_buckets) b
 group by b.account_id, b.width_seconds, b.segment_start;

drop table account_chart_buckets;
