-- Brands, traders, sessions, one-time codes, key-values and the mail queue.
create table brands (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  -- SPEC §3 brand configuration beyond name and languages (URLs, switches, widget keys)
  settings jsonb not null default '{}'::jsonb,
  languages jsonb not null,
  default_language text not null default 'en',
  disabled_countries text[] not null default '{}',
  created_at timestamptz not null default now()
);

create table brand_hosts (
  host text primary key,
  brand_id uuid not null references brands(id) on delete cascade
);

create table users (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id),
  email text not null,
  password_hash text,
  email_verified_at timestamptz,
  first_name text,
  last_name text,
  phone text,
  date_of_birth date,
  country_of_registration text,
  city text,
  address text,
  postal_code text,
  language text,
  click_id text,
  cnv_id text,
  pending_package_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand_id, email)
);

create table password_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create index password_history_user on password_history (user_id, created_at desc);

-- A session is one sign-in: the family of its rotated refresh tokens. It never outlives expires_at (12 h).
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  brand_id uuid not null references brands(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoke_reason text,
  ip text,
  user_agent text
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references sessions(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_codes_lookup on one_time_codes (user_id, purpose, created_at desc);

create table key_values (
  user_id uuid not null references users(id) on delete cascade,
  key text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, key)
);

-- Mail is queued in the transaction that decides to send it, then delivered with retries.
create table outgoing_mail (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid references brands(id),
  to_address text not null,
  subject text not null,
  html text,
  text_body text,
  kind text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outgoing_mail_due on outgoing_mail (next_attempt_at) where status = 'queued';
