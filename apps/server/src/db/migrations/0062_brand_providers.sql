-- Which outside provider serves each brand (the sandbox when no row), with what may be shown back of its settings.
create table brand_providers (
  brand_id uuid not null references brands(id) on delete cascade,
  kind text not null check (kind in ('payments')),
  provider text not null,
  public_settings jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null,
  updated_by text not null,
  primary key (brand_id, kind)
);

-- The secrets a firm entered for a provider, sealed (envelope encryption: a data key per secret, wrapped under the
-- master key named). Kept when the brand switches provider: payments taken through the old one still refund.
create table provider_secrets (
  brand_id uuid not null references brands(id) on delete cascade,
  provider text not null,
  name text not null,
  master_key_id text not null,
  wrapped_key text not null,
  sealed text not null,
  set_at timestamptz not null,
  set_by text not null,
  primary key (brand_id, provider, name)
);
