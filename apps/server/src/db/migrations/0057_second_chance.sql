-- A second chance (docs/decisions/080-second-chance.md): the package's terms, reset orders, and the accounts opened
-- in place of an ended one.

-- null: the package offers neither a free retry nor a paid reset. Orders keep it in their package snapshot.
alter table trading_packages add column second_chance jsonb;

-- A reset order buys a fresh account in place of an ended one; its package snapshot is that account's.
alter table orders add column kind text not null default 'challenge' check (kind in ('challenge', 'reset'));
alter table orders add column reset_account_id uuid references trader_accounts(id);
alter table orders add constraint orders_reset_account check ((kind = 'reset') = (reset_account_id is not null));
-- The live reset order of an account (at most one Unpaid or Pending), and the paid ones its limit counts.
create index orders_reset_account on orders (reset_account_id) where reset_account_id is not null;

-- An account opened in place of an ended one keeps its order (or import) and stage: (order, stage) is unique only
-- among first accounts. `replaces` links back to the ended account, which one account at most replaces (so two
-- concurrent requests cannot both take it); `chain_root` is the first account of the line, whose row lock serialises
-- the limits' counts.
alter table trader_accounts add column replaces uuid references trader_accounts(id);
alter table trader_accounts add column chain_root uuid references trader_accounts(id);
alter table trader_accounts add column second_chance text check (second_chance in ('retry', 'reset'));
alter table trader_accounts add constraint trader_accounts_second_chance check (
  (replaces is null) = (second_chance is null) and (replaces is null) = (chain_root is null)
);
create unique index trader_accounts_replaces on trader_accounts (replaces) where replaces is not null;
create index trader_accounts_chain_root on trader_accounts (chain_root) where chain_root is not null;
alter table trader_accounts drop constraint trader_accounts_order_id_stage_key;
create unique index trader_accounts_order_stage on trader_accounts (order_id, stage) where replaces is null;
alter table trader_accounts drop constraint trader_accounts_import_stage;
create unique index trader_accounts_import_stage on trader_accounts (import_id, stage) where replaces is null;

-- A paid reset no longer available when its payment arrives (the account replaced meanwhile, or its limit used by an
-- order paid again after a cancellation) is given back.
alter table payments drop constraint payments_refund_reason_check;
alter table payments add constraint payments_refund_reason_check
  check (refund_reason in ('order_already_paid', 'checkout_expired', 'reset_not_available'));
