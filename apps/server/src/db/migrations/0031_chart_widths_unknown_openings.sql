-- Fewer rows per event and no scan on a late opening (docs/decisions/026-fewer-rows-per-event.md).

-- The chart's stored widths: ingestion no longer writes buckets of 5 min, 3 days and 1 week; they are merged from
-- the 1 min and 1 day buckets when a chart is read (chart-buckets.ts, STORED_WIDTHS_SECONDS). Their rows are no
-- longer kept current, so they go.
delete from account_chart_buckets where width_seconds in (300, 259200, 604800);

-- An opening deal dated before what was applied completes the closed trades stored without it
-- (account-events.repository.ts, fillOpenings). Without an index on the position that update read every closed
-- trade of the account (9 ms at 101,000 trades, on about one live push in nine of the benchmark); the rows it looks
-- for are few (a close that arrived before its opening), so the index holds only them.
create index closed_trades_opening_unknown on closed_trades (account_id, position_id) where open_time is null;
