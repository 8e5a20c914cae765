-- The marketing click a trader came with, kept on each order (sent with it, or the one of their sign-up),
-- and the affiliate network postbacks a paid order owes (docs/decisions/023-third-party-integrations.md).
alter table orders add column click_id text, add column cnv_id text;

create table affiliate_postbacks (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references brands(id) on delete cascade,
  -- one postback per order, however often the payment provider repeats its webhook
  order_id uuid not null unique references orders(id) on delete cascade,
  url text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index affiliate_postbacks_due on affiliate_postbacks (next_attempt_at) where status = 'queued';
