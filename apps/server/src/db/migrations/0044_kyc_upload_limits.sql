-- Identity documents cannot pile up: each verification session a trader starts is recorded, so a trader starts at
-- most a few a day (modules/kyc), and the sandbox provider counts the uploads of a session, replacements included.

create table kyc_session_starts (
  id bigserial primary key,
  user_id uuid not null references users(id) on delete cascade,
  step smallint not null check (step in (0, 1)),
  started_at timestamptz not null default now()
);
create index kyc_session_starts_recent on kyc_session_starts (user_id, started_at);

alter table sandbox_kyc_sessions add column uploads integer not null default 0;
