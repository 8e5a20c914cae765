-- The chart's stored widths (docs/decisions/026-fewer-rows-per-event.md): ingestion now writes buckets of
-- 1 min, 15 min, 4 h and 1 day only; 5 min, 1 h, 12 h, 3 days and 1 week are merged from them when a chart is read
-- (chart-buckets.ts, STORED_WIDTHS_SECONDS). Their rows are no longer kept current, so they go.
delete from account_chart_buckets where width_seconds not in (60, 900, 14400, 86400);
