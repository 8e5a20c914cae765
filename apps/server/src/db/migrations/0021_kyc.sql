-- Identity verification (KYC) and the funded trader's contract (docs/decisions/016-kyc-and-contracts.md).

-- One verification case per submission to the provider: identity (step 0) or address (step 1). The newest case
-- of a step is the step's status (SPEC §4: Pending 1, Success 2, Fail 3, Retry 4).
create table kyc_cases (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  step smallint not null check (step in (0, 1)),
  provider text not null,
  provider_case_id text not null,
  status smallint not null check (status between 1 and 4),
  reason text,
  document_type text,
  documents jsonb not null default '[]'::jsonb,
  decided_by text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (provider, provider_case_id)
);
create index kyc_cases_owner on kyc_cases (user_id, step, created_at desc);
create index kyc_cases_pending on kyc_cases (brand_id, created_at) where status = 1;

-- A trader started a step with the provider (SPEC §4 initiation).
create table kyc_initiations (
  user_id uuid not null references users(id) on delete cascade,
  step smallint not null check (step in (0, 1)),
  initiated_at timestamptz not null default now(),
  primary key (user_id, step)
);

-- Webhook events taken in, by the provider's event id: a repeat changes nothing.
create table kyc_webhook_events (
  provider text not null,
  event_id text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- The funded trader's contract, one per funded account (SPEC §4 contract: NotInit 0 waiting for the signature,
-- Pending 1 signed and waiting for the firm, Success 2, Fail 3 rejected, Blocked 4).
create table kyc_contracts (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  account_id uuid not null unique references trader_accounts(id) on delete cascade,
  status smallint not null default 0 check (status between 0 and 4),
  language text not null,
  pdf_sha256 text not null,
  signed_name text,
  signed_at timestamptz,
  signed_ip text,
  signed_user_agent text,
  signed_pdf_sha256 text,
  reason text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index kyc_contracts_owner on kyc_contracts (user_id, created_at);
create index kyc_contracts_review on kyc_contracts (brand_id, signed_at) where status = 1;

-- The sandbox verification provider's own records (an outside system, simulated offline).
create table sandbox_kyc_sessions (
  token_hash text primary key,
  reference text not null,
  step smallint not null,
  status text not null default 'open' check (status in ('open', 'submitted', 'expired')),
  files jsonb not null default '[]'::jsonb,
  case_id text unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table sandbox_kyc_deliveries (
  id uuid primary key default gen_random_uuid(),
  event_id text not null unique,
  payload text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  -- the order events were queued in (several in one transaction share created_at): a provider sends a case's
  -- submission before its decision
  seq bigserial not null
);
create index sandbox_kyc_deliveries_due on sandbox_kyc_deliveries (next_attempt_at) where status = 'pending';
