-- The trading journal (docs/decisions/078-trading-journal.md): a trader's note and tags on a closed trade, and the
-- journal's running totals kept per account so that a read folds in only the trades closed since the last one.

-- One row per closed trade (closed_trades, by its closing deal) that has a note or a tag. Written by a trader's
-- click, never by ingestion, so the foreign key's check per row costs nothing that matters.
create table journal_notes (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  deal_id text not null,
  note text not null default '',
  tags text[] not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (account_id, deal_id)
);
-- The journal filtered by a tag reads the account's notes carrying it.
create index journal_notes_tags on journal_notes using gin (tags);

-- The totals (domain/journal/journal-totals.ts) over the account's closed trades up to a cursor: the last trade
-- folded in, by close time and deal id. `basis` names what they were counted from (initial balance, phase start,
-- timezone); totals of another basis, or a trade count that does not add up, are counted again from the start.
create table journal_totals (
  account_id uuid primary key references trader_accounts(id) on delete cascade,
  basis text not null,
  trades integer not null,
  last_close_time timestamptz,
  last_deal_id text,
  totals jsonb not null,
  updated_at timestamptz not null default now()
);
