-- A trader's optional second factor (docs/decisions/048-trader-two-factor.md, ASVS V6.3.3): TOTP like the
-- operators' (decision 013), its recovery codes, and the short-lived challenge between the two sign-in steps.
create table trader_totp (
  user_id uuid primary key references users(id) on delete cascade,
  -- AES-GCM sealed base32 secret (lib/secret-box.ts); pending until enabled_at is set, replaced by a new start
  secret_sealed text not null,
  enabled_at timestamptz,
  -- the last accepted RFC 6238 time step: a code is never accepted twice, nor one older than it
  last_step bigint,
  created_at timestamptz not null default now()
);

create table trader_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index trader_recovery_codes_user on trader_recovery_codes (user_id) where used_at is null;

-- The step between a right password and the code: the client holds the token, stored only as its SHA-256.
-- Single use (used_at), five minutes (expires_at), a few wrong codes (failures) before the password is asked again.
create table sign_in_challenges (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users(id) on delete cascade,
  brand_id uuid not null references brands(id) on delete cascade,
  ip text,
  user_agent text,
  expires_at timestamptz not null,
  failures integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index sign_in_challenges_expiry on sign_in_challenges (expires_at);
