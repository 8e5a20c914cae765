-- The chart's stored widths (docs/decisions/026-fewer-rows-per-event.md): ingestion no longer writes buckets of
-- 5 min, 3 days and 1 week; they are merged from the 1 min and 1 day buckets when a chart is read (chart-buckets.ts,
-- STORED_WIDTHS_SECONDS). Their rows are no longer kept current, so they go.
delete from account_chart_buckets where width_seconds in (300, 259200, 604800);
