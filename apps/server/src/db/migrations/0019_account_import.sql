-- Accounts imported from another platform (docs/challenge-rules.md "Importing a migrated account"): opened by the
-- firm with their real start in the past and no order. `origin` says how an account came to be; an imported one
-- keeps who imported it, when and from where, and the package as it was at the import (an order keeps it
-- otherwise), so passing a phase opens the next stage from it. The stages opened after an imported account carry
-- its `import_id`, as an order's stages carry the order: (import_id, stage) is unique, the next stage opens once.
alter table trader_accounts add column origin text not null default 'order' check (origin in ('order', 'import'));
alter table trader_accounts add column import_id uuid;
alter table trader_accounts add column imported_at timestamptz;
alter table trader_accounts add column imported_by jsonb;
alter table trader_accounts add column imported_from text;
alter table trader_accounts add column package_snapshot jsonb;
alter table trader_accounts add constraint trader_accounts_import_stage unique (import_id, stage);
alter table trader_accounts add constraint trader_accounts_origin_source check (
  (origin = 'order') or (import_id is not null and package_snapshot is not null)
);
-- The back office lists imported accounts per brand, newest first.
create index trader_accounts_imported on trader_accounts (brand_id, imported_at desc) where imported_at is not null;
