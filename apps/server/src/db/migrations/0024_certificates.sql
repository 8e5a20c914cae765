-- Certificates (docs/decisions/019-certificates.md): one row per milestone, issued in the transaction that
-- reaches it (a passed phase, a funded account opened, a paid payout); the images are rendered on demand.
create table certificates (
  id uuid primary key default gen_random_uuid(),
  -- printed on the certificate and in its QR code's address: 10 Crockford base32 characters
  short_id text not null,
  -- what makes a milestone unique: 'phase:<account>', 'funded:<account>', 'payout:<payout>'
  milestone_key text not null,
  brand_id uuid not null references brands(id),
  user_id uuid not null references users(id) on delete cascade,
  account_id uuid not null references trader_accounts(id) on delete cascade,
  kind text not null check (kind in ('phasePassed', 'funded', 'payout')),
  phase smallint,
  payout_id uuid,
  -- minor units: the account size (phase, funded) or the amount paid (payout)
  amount bigint not null check (amount >= 0),
  currency char(3) not null,
  issued_at timestamptz not null,
  created_at timestamptz not null default now()
);
create unique index certificates_short_id on certificates (short_id);
create unique index certificates_milestone on certificates (milestone_key);
create index certificates_owner on certificates (user_id, issued_at desc);
