-- Buying a challenge: platforms, packages, discount codes, orders, payments, trader accounts,
-- and the state of the two sandbox systems (payment provider, trading platform).
-- Money is integer minor units (cents); percentages of rules live in the packages' jsonb.

create table trading_platforms (
  id text primary key,
  name text not null,
  type smallint not null check (type between 0 and 3),
  -- which integration adapter serves it ('sandbox' until a real bridge is added)
  adapter text not null default 'sandbox',
  server_name text,
  demo_mode_note boolean not null default false,
  links jsonb not null default '{}'::jsonb
);

create table trading_packages (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  code text not null,
  name text not null,
  account_size integer not null check (account_size > 0),
  currency char(3) not null,
  price integer not null check (price >= 0),
  platform_id text not null references trading_platforms(id),
  trader_package_type text not null check (trader_package_type in ('oneStep', 'twoStep', 'threeStep')),
  group_name text not null,
  phases jsonb not null,
  funded_rules jsonb not null,
  profit_split_percent smallint not null check (profit_split_percent between 1 and 100),
  leverage smallint not null check (leverage between 1 and 1000),
  refundable_fee boolean not null default false,
  is_popular boolean not null default false,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (brand_id, code)
);
create index trading_packages_brand on trading_packages (brand_id, sort_order) where is_active;

-- A code is used once per live order; the count never passes the limit (conditional update).
create table discount_codes (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  code text not null,
  kind text not null check (kind in ('percent', 'fixed')),
  -- percent: 1..100; fixed: minor units of `currency`
  value integer not null check (value > 0),
  currency char(3),
  expires_at timestamptz,
  usage_limit integer check (usage_limit is null or usage_limit >= 0),
  used_count integer not null default 0 check (used_count >= 0),
  package_ids uuid[],
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (brand_id, code),
  check (usage_limit is null or used_count <= usage_limit),
  check (kind = 'fixed' or value <= 100)
);

alter table users add column pending_discount_code text;

create sequence order_number_seq start 100001;

create table orders (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  number text not null unique,
  package_id uuid not null references trading_packages(id),
  -- what was bought, as it was: name, size, currency, platform name, type, group, phases, funded rules
  package_snapshot jsonb not null,
  price integer not null,
  discount integer not null default 0,
  total integer not null check (total >= 0),
  currency char(3) not null,
  discount_code_id uuid references discount_codes(id),
  discount_code text,
  -- the order holds one use of its code while it is Unpaid, Pending or Paid
  discount_use_held boolean not null default false,
  status smallint not null default 1 check (status between 0 and 4),
  payment_method text,
  current_payment_id uuid,
  trader_account_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
-- The orders list pages by these (owner first, then the sort), so a trader's page is an index range scan.
create index orders_owner_created on orders (user_id, created_at desc, id desc);
create index orders_owner_status_created on orders (user_id, status, created_at desc, id desc);
create index orders_owner_total on orders (user_id, total, id);

create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders(id) on delete cascade,
  provider text not null,
  provider_payment_id text,
  amount integer not null,
  currency char(3) not null,
  status text not null default 'created'
    check (status in ('created', 'processing', 'succeeded', 'failed', 'cancelled', 'error')),
  checkout_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_payment_id)
);
create index payments_order on payments (order_id);

-- Every webhook event taken in, once: a repeat (same provider and event id) changes nothing.
create table payment_events (
  provider text not null,
  event_id text not null,
  type text not null,
  payment_id uuid references payments(id),
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

create table trader_accounts (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  order_id uuid references orders(id),
  package_id uuid not null references trading_packages(id),
  package_name text not null,
  trader_package_type text not null,
  group_name text not null,
  account_size integer not null,
  currency char(3) not null,
  platform_id text not null references trading_platforms(id),
  -- 1..3 an evaluation phase; phase_count + 1 the funded stage
  stage smallint not null check (stage between 1 and 4),
  is_funded boolean not null default false,
  status smallint not null check (status between 0 and 19),
  rules jsonb not null,
  leverage smallint not null,
  login text not null,
  password_sealed text,
  server text,
  platform_account_id text,
  balance integer not null,
  equity integer not null,
  metrics_updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (platform_id, login),
  unique (order_id, stage)
);
create index trader_accounts_owner on trader_accounts (user_id, created_at desc);

-- The sandbox payment provider's own records (an outside system, simulated offline).
create table sandbox_payment_sessions (
  id text primary key,
  amount integer not null,
  currency char(3) not null,
  description text not null,
  reference text not null,
  return_url text not null,
  brand_name text not null,
  status text not null default 'open' check (status in ('open', 'processing', 'succeeded', 'failed', 'cancelled')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz
);

create table sandbox_webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  session_id text not null references sandbox_payment_sessions(id),
  event_id text not null unique,
  type text not null,
  payload text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index sandbox_webhook_deliveries_due on sandbox_webhook_deliveries (next_attempt_at) where status = 'pending';

-- The sandbox trading platform's own accounts (the trading-platform issue grows it into a market).
create sequence sandbox_login_seq start 7000001;
create table sandbox_platform_accounts (
  login text primary key,
  platform_id text not null,
  server text,
  password_hash text,
  currency char(3) not null,
  balance integer not null,
  leverage smallint not null,
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);
