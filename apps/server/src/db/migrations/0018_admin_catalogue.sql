-- The back office's catalogue, brands and calendar (issue "The firm's back office", part 3).

-- A discount code's use as the firm reads it: the orders that used it, newest first.
create index orders_discount_code_id on orders (discount_code_id, created_at desc, id desc)
  where discount_code_id is not null;

-- A brand's uploaded logo and favicon, kept in the database so every instance serves the same bytes
-- (no shared disk needed); served publicly at /api/common/v1/BrandAsset/{brandId}/{kind}.
create table brand_assets (
  brand_id uuid not null references brands(id) on delete cascade,
  kind text not null check (kind in ('logo', 'favicon')),
  content_type text not null,
  bytes bytea not null,
  sha256 text not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, kind)
);

-- Who imported which economic-calendar export, when, and what it changed (the console's import history).
create table calendar_imports (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null,
  actor_type text not null,
  actor_id text,
  actor_email text,
  file_name text,
  dry_run boolean not null default false,
  format text not null check (format in ('json', 'csv')),
  read integer not null,
  inserted integer not null,
  updated integer not null,
  unchanged integer not null,
  skipped integer not null,
  problems integer not null,
  applied boolean not null,
  -- the first and last event time of the file (null when it held none)
  range_from timestamptz,
  range_to timestamptz
);
create index calendar_imports_at on calendar_imports (at desc, id desc);
