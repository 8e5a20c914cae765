-- The risk desk (docs/risk.md): what detection reads of each position, the marks traders leave (addresses, devices,
-- payout destinations, documents), the cases it opens and the analysts' decisions, and a `risk` operator role.
alter table operators drop constraint operators_role_check;
alter table operators add constraint operators_role_check
  check (role in ('owner', 'brand_admin', 'support', 'finance', 'risk'));

-- A brand's detection parameters (null: the documented defaults) and the score from which a case holds the
-- accounts' payouts and alerts the brand's risk operators.
create table risk_settings (
  brand_id uuid primary key references brands(id) on delete cascade,
  parameters jsonb,
  threshold double precision not null default 0.6 check (threshold between 0 and 1),
  updated_at timestamptz not null default now()
);

-- One row per position, kept from the ingestion stream: the openings matched across accounts by symbol and time,
-- the positions weighed for hedging and strategies. Volume in lots, profit in minor units once closed.
create table risk_positions (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  position_id text not null,
  brand_id uuid not null,
  user_id uuid not null,
  symbol text not null,
  side text not null check (side in ('buy', 'sell')),
  volume double precision not null,
  opened_at timestamptz not null,
  closed_at timestamptz,
  profit bigint,
  stop_loss double precision,
  primary key (account_id, position_id)
);
-- The copy matcher's lookup: the same brand's openings of one symbol within a window of a new one.
create index risk_positions_window on risk_positions (brand_id, symbol, opened_at);
create index risk_positions_user on risk_positions (user_id);

-- What a trader was seen with; the value is a keyed hash (never the address or IBAN itself), `shown` its masked form.
create table risk_marks (
  brand_id uuid not null references brands(id) on delete cascade,
  kind text not null check (kind in ('ip', 'device', 'payoutDestination', 'document')),
  value_hash text not null,
  user_id uuid not null references users(id) on delete cascade,
  shown text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (brand_id, kind, value_hash, user_id)
);
create index risk_marks_user on risk_marks (user_id);

-- A case: a pair or ring of accounts, or one account, under one signal. `subject` names it stably (the signal and
-- its sorted accounts or the shared value) so detection updates the case it opened instead of opening another.
create table risk_cases (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id) on delete cascade,
  signal text not null check (signal in ('copy', 'hedge', 'strategy', 'identity')),
  subject text not null,
  score double precision not null check (score between 0 and 1),
  status text not null default 'open' check (status in ('open', 'watched', 'cleared', 'confirmed')),
  rules text[] not null,
  opened_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- when its brand's risk operators were told of it (null: not yet, or below the threshold)
  alerted_at timestamptz,
  unique (brand_id, subject)
);
-- The list's first page: undecided cases by score, in one brand or all.
create index risk_cases_by_score on risk_cases (status, score desc, id);
create index risk_cases_brand_by_score on risk_cases (brand_id, status, score desc, id);

create table risk_case_accounts (
  case_id uuid not null references risk_cases(id) on delete cascade,
  account_id uuid not null references trader_accounts(id) on delete cascade,
  user_id uuid not null,
  primary key (case_id, account_id)
);
-- A payout's hold: the open cases of its account.
create index risk_case_accounts_account on risk_case_accounts (account_id);

create table risk_decisions (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references risk_cases(id) on delete cascade,
  decision text not null check (decision in ('watch', 'clear', 'confirm')),
  reason text not null,
  operator_id uuid references operators(id) on delete set null,
  decided_at timestamptz not null default now()
);
create index risk_decisions_case on risk_decisions (case_id, decided_at);
