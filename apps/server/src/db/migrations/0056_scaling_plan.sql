-- A funded package's scaling plan (docs/scaling.md): null when the package has none. Orders keep it in their
-- package snapshot, as they keep the rules.
alter table trading_packages add column scaling_plan jsonb;

-- What the plan has done to an account: its size before the first step, the steps taken and the terms they gave
-- (null: the package's). A row exists once the account grew; trader_accounts.account_size is the size now.
create table account_scaling (
  account_id uuid primary key references trader_accounts(id) on delete cascade,
  initial_size integer not null,
  steps smallint not null,
  profit_split_percent smallint,
  daily_loss_percent numeric(6, 2)
);

-- One review of an account's period: the conditions as evaluated, the decision, the sizes. A period is reviewed
-- once (the unique key): the job and a trader's read may both reach a due review.
create table scaling_reviews (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references trader_accounts(id) on delete cascade,
  brand_id uuid not null references brands(id),
  period_start timestamptz not null,
  period_end timestamptz not null,
  conditions jsonb not null,
  decision text not null check (decision in ('notQualified', 'pending', 'applied', 'refused', 'capped')),
  old_size integer not null,
  new_size integer not null,
  -- the balance at the review, after any growth: the next period's profit is measured from it
  closing_balance integer not null,
  reason text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  unique (account_id, period_end)
);
-- The console's queue: a brand's reviews of one decision, oldest first.
create index scaling_reviews_queue on scaling_reviews (decision, brand_id, created_at);
