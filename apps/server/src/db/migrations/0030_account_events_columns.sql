-- Fewer bytes and index entries per ingested event (docs/decisions/026-fewer-rows-per-event.md).
-- A deal's or snapshot's fields become columns instead of a JSON payload: ingestion no longer sends every event
-- twice (once as columns, once as JSON escaped inside an array) nor has PostgreSQL parse it into jsonb. The
-- back office's account log builds the same document from the columns (admin-accounts.repository.ts); the time
-- as the platform wrote it is kept only when it differs from its canonical form (another offset, other digits).
alter table account_events
  add column symbol text,
  add column side text,
  add column volume double precision,
  add column price double precision,
  add column profit double precision,
  add column commission double precision,
  add column swap double precision,
  add column equity double precision,
  add column balance double precision,
  add column reported_time text;

update account_events
   set symbol = payload->>'symbol',
       side = payload->>'side',
       volume = (payload->>'volume')::float8,
       price = (payload->>'price')::float8,
       profit = (payload->>'profit')::float8,
       commission = (payload->>'commission')::float8,
       swap = (payload->>'swap')::float8,
       equity = (payload->>'equity')::float8,
       balance = (payload->>'balance')::float8,
       reported_time = nullif(payload->>'time', to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));

alter table account_events drop column payload;

-- A closing deal found its position's opening through this index until account_positions (migration 0026) kept
-- each position's first opening; nothing reads account_events by position any more, and every event paid for it.
drop index if exists account_events_opening;
