-- A decision made with an API key names the key (its name shown as "API key <name>"), as one made by an operator
-- names the operator; a deleted key leaves the decision with no one named, as a deleted operator does.
alter table risk_decisions add column api_key_id uuid references api_keys(id) on delete set null;

-- A copy ring's case follows the ring: when detection finds the ring gained or lost accounts while its case is
-- still open, the case is updated in place and the change is kept here, the case's timeline beside its decisions.
create table risk_case_changes (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references risk_cases(id) on delete cascade,
  at timestamptz not null,
  added uuid[] not null,
  removed uuid[] not null
);
create index risk_case_changes_case on risk_case_changes (case_id, at);
