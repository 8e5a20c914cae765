-- The firm's operators, apart from traders (docs/decisions/013-operators-and-admin-api.md): password + TOTP,
-- roles scoped to brands, cookie sessions, an append-only audit log and scoped API keys for machines.
create table operators (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  role text not null check (role in ('owner', 'brand_admin', 'support', 'finance')),
  must_change_password boolean not null default true,
  -- AES-GCM sealed base32 secret (lib/secret-box.ts); set at enrolment, live once totp_enabled_at is set
  totp_secret_sealed text,
  totp_enabled_at timestamptz,
  -- the last accepted RFC 6238 time step: a code is never accepted twice, nor one older than it
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index operators_email on operators (lower(email));

-- An owner has every brand implicitly and has no rows here.
create table operator_brands (
  operator_id uuid not null references operators(id) on delete cascade,
  brand_id uuid not null references brands(id) on delete cascade,
  primary key (operator_id, brand_id)
);

create table operator_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  operator_id uuid not null references operators(id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index operator_recovery_codes_operator on operator_recovery_codes (operator_id) where used_at is null;

-- A sign-in. The cookie's token is stored only as its SHA-256. 'second_factor' sessions may only finish
-- the second factor; 'active' ones expire after 30 idle minutes or 8 hours, whichever comes first.
create table operator_sessions (
  id uuid primary key default gen_random_uuid(),
  operator_id uuid not null references operators(id) on delete cascade,
  token_hash text not null unique,
  stage text not null check (stage in ('second_factor', 'active')),
  second_factor_failures integer not null default 0,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index operator_sessions_operator on operator_sessions (operator_id) where revoked_at is null;

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  key_hash text not null unique,
  -- the first characters of the key, shown in lists so a person can tell keys apart
  prefix text not null,
  -- null: every brand
  brand_ids uuid[],
  actions text[] not null,
  created_by uuid references operators(id),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_type text not null check (actor_type in ('operator', 'api_key', 'system')),
  actor_id text,
  actor_email text,
  actor_role text,
  ip text,
  action text not null,
  target_type text,
  target_id text,
  brand_id uuid,
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_brand on audit_log (brand_id, at desc);
create index audit_log_target on audit_log (target_type, target_id);

-- Append-only: nobody, the application included, may change or remove what was recorded.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only (% refused)', tg_op;
end;
$$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
