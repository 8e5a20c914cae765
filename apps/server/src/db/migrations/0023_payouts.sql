-- Payouts (docs/decisions/018-payouts.md, docs/payouts.md): a funded trader's profit withdrawals, the firm's
-- decisions on them, and the per-brand payout settings. Money is integer minor units of the payout's currency.

-- A brand's payout settings; a brand without a row uses the defaults in code (payout-settings.ts).
create table payout_settings (
  brand_id uuid primary key references brands(id) on delete cascade,
  -- SPEC §9: the bounds are in USD cents
  min_usd integer not null check (min_usd > 0),
  max_usd integer not null check (max_usd >= min_usd),
  -- units of a currency one USD buys, in millionths: {"EUR": 920000}
  usd_rates jsonb not null default '{}'::jsonb,
  bank_transfer boolean not null default true,
  -- [{"asset": "USDT", "network": "TRC20"}, …]
  crypto jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);

-- The payout cycle per package: the first payout N days after the first funded trade, then every N days.
alter table trading_packages add column payout_cycle_days smallint not null default 14
  check (payout_cycle_days between 0 and 365);

create sequence payout_number_seq start 100001;

create table payouts (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  account_id uuid not null references trader_accounts(id) on delete cascade,
  -- Requested 0, Approved 1, Paid 2, Rejected 3, Cancelled 4
  status smallint not null default 0 check (status between 0 and 4),
  method text not null check (method in ('bankTransfer', 'crypto')),
  amount integer not null check (amount > 0),
  currency char(3) not null,
  profit_split_percent smallint not null,
  -- the profit the payout takes off the account: the platform withdrawal when paid
  gross_profit integer not null check (gross_profit > 0),
  -- what lists show ("DE •••• 3000"); the full details only sealed (secret box, purpose payout-details)
  destination text not null,
  details_sealed text not null,
  idempotency_key uuid not null,
  requested_at timestamptz not null default now(),
  approved_at timestamptz,
  paid_at timestamptz,
  rejected_at timestamptz,
  cancelled_at timestamptz,
  rejection_reason text,
  transaction_reference text,
  decided_by text,
  withdrawal_applied_at timestamptz,
  unique (user_id, idempotency_key)
);
-- One pending (Requested or Approved) payout per account: the database refuses a second, whatever races.
create unique index payouts_one_pending on payouts (account_id) where status in (0, 1);
create index payouts_owner on payouts (user_id, requested_at desc);
create index payouts_queue on payouts (brand_id, status, requested_at);
create index payouts_account on payouts (account_id, status);

-- The sandbox trading platform's balance operations (a paid payout's withdrawal), once per reference.
create table sandbox_balance_operations (
  reference text primary key,
  login text not null references sandbox_platform_accounts(login),
  amount integer not null,
  created_at timestamptz not null default now()
);
