-- Fewer index entries per ingested event (docs/decisions/051-account-events-fewer-index-entries.md).
-- A batch of 1,000 events (667 deals, 333 equity snapshots) wrote 2,333 index entries: the identity key `id` for
-- every row, `unique (account_id, deal_id)` for every row (a snapshot's null deal id too, which it never keeps
-- unique) and the snapshots' (account_id, time). Now 1,000: each event has one entry, in the index that keeps it
-- stored once, the deals' ids or the snapshots' times, both partial. `id` stays (the back office's account log
-- orders events of the same time by it) without an index of its own: nothing looks an event up by it.
-- Ingestion's `on conflict do nothing` names no target, so it skips a row repeating either partial unique index,
-- as it did the full one (account-events.repository.ts).
create unique index account_events_deal on account_events (account_id, deal_id) where deal_id is not null;
alter table account_events drop constraint account_events_account_id_deal_id_key;
alter table account_events drop constraint account_events_pkey;
